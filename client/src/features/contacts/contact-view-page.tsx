import type { Contact } from "@kancl/shared";
import { Pencil } from "lucide-react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { RecordLoadState } from "@/components/record-load-state";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { CanWrite } from "@/features/auth/use-can";
import { ActivityTimeline } from "@/features/history/activity-timeline";
import { ClientSummaryCard } from "@/features/history/client-summary-card";
import { ContactProjectsCard } from "@/features/projects/project-links";
import { t } from "@/i18n/screens";
import { contactCrumbs } from "./contact-crumbs";
import { AddressCard, BasicInformationCard, BillingCard } from "./contact-details";
import { CONTACT_LOAD_TEXTS, useContact } from "./contact-queries";
import { TYPE_LABELS } from "./contact-texts";
import { DeleteContactButton } from "./delete-contact-button";
import { HierarchyBreadcrumb } from "./hierarchy-breadcrumb";
import { MergeContactButton } from "./merge-contact-button";
import { OrganizationsCard } from "./organizations-card";
import { PeopleCard } from "./people-card";
import { SubOrganizationsCard } from "./sub-organizations-card";

/** /crm/contacts/{contactId} (spec §2): the contact with its states, and its relationships by type. */
export function ContactViewPage() {
  const { contactId = "" } = useParams();
  const contact = useContact(contactId);

  if (contact.isPending || contact.isError) {
    return (
      <>
        <Breadcrumb items={contactCrumbs({ label: t("contactView.contact") })} />
        <PageHeader level={2} title={t("contactView.contact")} />
        <RecordLoadState texts={CONTACT_LOAD_TEXTS} query={contact} />
      </>
    );
  }
  // Keyed by id: following a link to another contact starts its cards afresh.
  return <ContactView key={contact.data.id} contact={contact.data} />;
}

function ContactView({ contact }: { contact: Contact }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const mergeWith = searchParams.get("merge") ?? undefined;
  const isOrganization = contact.type === "organization";
  return (
    <>
      <Breadcrumb items={contactCrumbs({ label: contact.name })} />
      <PageHeader
        level={2}
        title={contact.name}
        description={TYPE_LABELS[contact.type]}
        actions={
          <CanWrite>
            <Button asChild>
              <Link to={`/crm/contacts/${contact.id}/edit`}>
                <Pencil aria-hidden="true" />
                {t("common.edit")}
              </Link>
            </Button>
            <MergeContactButton
              contact={contact}
              initialOtherId={mergeWith}
              onClosed={() => {
                if (mergeWith) setSearchParams({}, { replace: true });
              }}
            />
            <DeleteContactButton
              contact={contact}
              variant="outline"
              size="default"
              onDeleted={() => navigate("/crm/contacts", { replace: true })}
            />
          </CanWrite>
        }
      />
      {isOrganization && contact.parentOrganizationId ? <HierarchyBreadcrumb organizationId={contact.id} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <BasicInformationCard contact={contact} />
        {isOrganization ? <AddressCard address={contact.address} /> : null}
        {contact.billing ? <BillingCard billing={contact.billing} /> : null}
      </div>
      <div className="mt-6 grid gap-6">
        <ClientSummaryCard contactId={contact.id} />
        {isOrganization ? (
          <>
            <PeopleCard organization={contact} />
            <SubOrganizationsCard organization={contact} />
            <ContactProjectsCard contactId={contact.id} />
          </>
        ) : (
          <OrganizationsCard person={contact} />
        )}
        <ActivityTimeline subject={{ type: "contact", id: contact.id }} />
      </div>
    </>
  );
}
