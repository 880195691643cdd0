import { CONTACT_MESSAGES, type Contact } from "@kancl/shared";
import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { t, translateMessage } from "@/i18n/screens";
import { AddLinkForm, type NewLink } from "./add-link-form";
import { useLinkMutations } from "./contact-mutations";
import { CONTACT_UI_TEXT } from "./contact-texts";
import { type LinkEntry, LinkList } from "./link-list";
import { QuickCreateDialog } from "./quick-create-dialog";
import { InlineLoadError, InlineLoading } from "./relationship-load-state";

/** What differs between the two sides of a person–organization link; the card is otherwise one (`LinksCard`). */
interface LinksSide {
  titleId: string;
  title: () => string;
  loading: () => string;
  loadFailed: string;
  empty: () => string;
  roleLabel: (otherName: string) => string;
  candidate: "person" | "organization";
  candidateLabel: () => string;
  selectMessage: string;
  /** Whether a new link may be made the person's primary one (only from the person's side). */
  withPrimary: boolean;
}

const PERSON_SIDE: LinksSide = {
  titleId: "person-organizations-title",
  title: () => t("contactScreens.organizations"),
  loading: () => t("contactLinks.loadingOrganizations"),
  loadFailed: CONTACT_MESSAGES.loadOrganizationsFailed,
  empty: () => t("contactLinks.noOrganizations"),
  roleLabel: (name) => t("contactLinks.roleAt", { name }),
  candidate: "organization",
  candidateLabel: () => t("contactScreens.organization"),
  selectMessage: CONTACT_UI_TEXT.selectOrganization,
  withPrimary: true,
};

const ORGANIZATION_SIDE: LinksSide = {
  titleId: "organization-people-title",
  title: () => t("contactLinks.people"),
  loading: () => t("contactLinks.loadingPeople"),
  loadFailed: CONTACT_MESSAGES.loadPeopleFailed,
  empty: () => t("contactLinks.noPeople"),
  roleLabel: (name) => t("contactLinks.roleOf", { name }),
  candidate: "person",
  candidateLabel: () => t("contactScreens.person"),
  selectMessage: CONTACT_UI_TEXT.selectPerson,
  withPrimary: false,
};

/**
 * A contact's person–organization links (spec §2): a person's Organizations card, an organization's People card —
 * the links with role and primary flag, adding one, and creating the other side new.
 */
export function LinksCard({
  contact,
  query,
  entries,
}: {
  contact: Contact;
  /** The side's query of the links (its state drives the loading and error rows). */
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  entries: LinkEntry[] | undefined;
}) {
  const side = contact.type === "person" ? PERSON_SIDE : ORGANIZATION_SIDE;
  const [creating, setCreating] = useState<string | null>(null);
  const { link } = useLinkMutations();
  const linked = new Set(entries?.map((entry) => entry.other.id));

  async function add({ contactId, role, isPrimary }: NewLink) {
    const ends =
      contact.type === "person"
        ? { personId: contact.id, organizationId: contactId }
        : { personId: contactId, organizationId: contact.id };
    try {
      await link.mutateAsync({ ...ends, role, isPrimary });
      return true;
    } catch {
      return false;
    }
  }

  return (
    <Card aria-labelledby={side.titleId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={side.titleId}>{side.title()}</CardTitle>
        <QuickCreateDialog
          target={
            contact.type === "person"
              ? { kind: "organization", person: contact }
              : { kind: "person", organization: contact }
          }
          open={creating !== null}
          onOpenChange={(open) => setCreating(open ? "" : null)}
          initialName={creating ?? ""}
        />
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isPending ? (
          <InlineLoading label={side.loading()} />
        ) : query.isError ? (
          <InlineLoadError
            message={translateMessage(side.loadFailed)}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : entries && entries.length > 0 ? (
          <LinkList links={entries} ownerName={contact.name} roleLabel={(entry) => side.roleLabel(entry.other.name)} />
        ) : (
          <p className="text-sm text-muted-foreground">{side.empty()}</p>
        )}
        <AddLinkForm
          candidateLabel={side.candidateLabel()}
          candidateType={side.candidate}
          exclude={linked}
          onCreateNew={(name) => setCreating(name)}
          selectMessage={side.selectMessage}
          withPrimary={side.withPrimary}
          pending={link.isPending}
          onAdd={add}
        />
      </CardContent>
    </Card>
  );
}
