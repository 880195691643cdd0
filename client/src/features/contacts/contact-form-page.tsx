import { useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { RecordLoadState } from "@/components/record-load-state";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { t } from "@/i18n/screens";
import { contactCrumbs } from "./contact-crumbs";
import { ContactForm } from "./contact-form";
import { CONTACT_LOAD_TEXTS, useContact } from "./contact-queries";

/** One screen for create and edit (spec §2): /crm/contacts/new has no :contactId, which means the id "new". */
export function ContactFormPage() {
  const { contactId = "new" } = useParams();
  if (contactId === "new") {
    return (
      <>
        <Breadcrumb items={contactCrumbs({ label: t("contactScreens.newContact") })} />
        <PageHeader level={2} title={t("contactScreens.newContact")} />
        <ContactForm />
      </>
    );
  }
  return <EditContact key={contactId} contactId={contactId} />;
}

function EditContact({ contactId }: { contactId: string }) {
  // Asked for afresh on every visit: the form must start from the latest version, or saving would be refused.
  const contact = useContact(contactId, { refetchOnMount: "always" });
  const loading = contact.isPending || (contact.isFetching && !contact.isFetchedAfterMount);
  const name = contact.data?.name ?? t("contactView.contact");

  return (
    <>
      <Breadcrumb
        items={contactCrumbs({ label: name, to: `/crm/contacts/${contactId}` }, { label: t("common.edit") })}
      />
      <PageHeader level={2} title={t("contactForm.editContact")} description={contact.data?.name} />
      {loading || contact.isError ? (
        <RecordLoadState texts={CONTACT_LOAD_TEXTS} query={contact} pending={loading} />
      ) : (
        <ContactForm contact={contact.data} onReload={async () => (await contact.refetch()).data} />
      )}
    </>
  );
}
