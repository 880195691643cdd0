import { useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { RecordLoadState } from "@/components/record-load-state";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { contactCrumbs } from "./contact-crumbs";
import { ContactForm } from "./contact-form";
import { CONTACT_LOAD_TEXTS, useContact } from "./contact-queries";

/** One screen for create and edit (spec §2): /crm/contacts/new has no :contactId, which means the id "new". */
export function ContactFormPage() {
  const { contactId = "new" } = useParams();
  if (contactId === "new") {
    return (
      <>
        <Breadcrumb items={contactCrumbs({ label: "New Contact" })} />
        <PageHeader level={2} title="New Contact" />
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
  const name = contact.data?.name ?? "Contact";

  return (
    <>
      <Breadcrumb items={contactCrumbs({ label: name, to: `/crm/contacts/${contactId}` }, { label: "Edit" })} />
      <PageHeader level={2} title="Edit Contact" description={contact.data?.name} />
      {loading || contact.isError ? (
        <RecordLoadState texts={CONTACT_LOAD_TEXTS} query={contact} pending={loading} />
      ) : (
        <ContactForm contact={contact.data} onReload={async () => (await contact.refetch()).data} />
      )}
    </>
  );
}
