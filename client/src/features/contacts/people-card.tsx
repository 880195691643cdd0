import { CONTACT_MESSAGES, type Contact } from "@kancl/shared";
import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { t, translateMessage } from "@/i18n/screens";
import { AddLinkForm, type NewLink } from "./add-link-form";
import { useLinkMutations } from "./contact-mutations";
import { useOrganizationPeople } from "./contact-queries";
import { CONTACT_UI_TEXT } from "./contact-texts";
import { type LinkEntry, LinkList } from "./link-list";
import { QuickCreateDialog } from "./quick-create-dialog";
import { InlineLoadError, InlineLoading } from "./relationship-load-state";

/** An organization's people (spec §2): the same links as a person's Organizations card, seen from the other side. */
export function PeopleCard({ organization }: { organization: Contact }) {
  const links = useOrganizationPeople(organization.id);
  const [creating, setCreating] = useState<string | null>(null);
  const { link } = useLinkMutations();

  const entries: LinkEntry[] | undefined = links.data?.people.map((item) => ({
    id: item.id,
    personId: item.person.id,
    role: item.role,
    isPrimary: item.isPrimary,
    other: item.person,
  }));
  const linked = new Set(entries?.map((entry) => entry.other.id));

  async function add({ contactId, role, isPrimary }: NewLink) {
    try {
      await link.mutateAsync({ personId: contactId, organizationId: organization.id, role, isPrimary });
      return true;
    } catch {
      return false;
    }
  }

  return (
    <Card aria-labelledby="organization-people-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="organization-people-title">{t("contactLinks.people")}</CardTitle>
        <QuickCreateDialog
          target={{ kind: "person", organization }}
          open={creating !== null}
          onOpenChange={(open) => setCreating(open ? "" : null)}
          initialName={creating ?? ""}
        />
      </CardHeader>
      <CardContent className="space-y-4">
        {links.isPending ? (
          <InlineLoading label={t("contactLinks.loadingPeople")} />
        ) : links.isError ? (
          <InlineLoadError
            message={translateMessage(CONTACT_MESSAGES.loadPeopleFailed)}
            onRetry={() => links.refetch()}
            retrying={links.isFetching}
          />
        ) : entries && entries.length > 0 ? (
          <LinkList
            links={entries}
            ownerName={organization.name}
            roleLabel={(entry) => t("contactLinks.roleOf", { name: entry.other.name })}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("contactLinks.noPeople")}</p>
        )}
        <AddLinkForm
          candidateLabel={t("contactScreens.person")}
          candidateType="person"
          exclude={linked}
          onCreateNew={(name) => setCreating(name)}
          selectMessage={CONTACT_UI_TEXT.selectPerson}
          pending={link.isPending}
          onAdd={add}
        />
      </CardContent>
    </Card>
  );
}
