import { CONTACT_MESSAGES, type Contact } from "@kancl/shared";
import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { t, translateMessage } from "@/i18n/screens";
import { AddLinkForm, type NewLink } from "./add-link-form";
import { useLinkMutations } from "./contact-mutations";
import { usePersonOrganizations } from "./contact-queries";
import { CONTACT_UI_TEXT } from "./contact-texts";
import { type LinkEntry, LinkList } from "./link-list";
import { QuickCreateDialog } from "./quick-create-dialog";
import { InlineLoadError, InlineLoading } from "./relationship-load-state";

/** A person's organizations (spec §2): the links with role and primary flag, adding, and creating a new one. */
export function OrganizationsCard({ person }: { person: Contact }) {
  const links = usePersonOrganizations(person.id);
  const [creating, setCreating] = useState<string | null>(null);
  const { link } = useLinkMutations();

  const entries: LinkEntry[] | undefined = links.data?.organizations.map((item) => ({
    id: item.id,
    personId: person.id,
    role: item.role,
    isPrimary: item.isPrimary,
    other: item.organization,
  }));
  const linked = new Set(entries?.map((entry) => entry.other.id));

  async function add({ contactId, role, isPrimary }: NewLink) {
    try {
      await link.mutateAsync({ personId: person.id, organizationId: contactId, role, isPrimary });
      return true;
    } catch {
      return false;
    }
  }

  return (
    <Card aria-labelledby="person-organizations-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="person-organizations-title">{t("contactScreens.organizations")}</CardTitle>
        <QuickCreateDialog
          target={{ kind: "organization", person }}
          open={creating !== null}
          onOpenChange={(open) => setCreating(open ? "" : null)}
          initialName={creating ?? ""}
        />
      </CardHeader>
      <CardContent className="space-y-4">
        {links.isPending ? (
          <InlineLoading label={t("contactLinks.loadingOrganizations")} />
        ) : links.isError ? (
          <InlineLoadError
            message={translateMessage(CONTACT_MESSAGES.loadOrganizationsFailed)}
            onRetry={() => links.refetch()}
            retrying={links.isFetching}
          />
        ) : entries && entries.length > 0 ? (
          <LinkList
            links={entries}
            ownerName={person.name}
            roleLabel={(entry) => t("contactLinks.roleAt", { name: entry.other.name })}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("contactLinks.noOrganizations")}</p>
        )}
        <AddLinkForm
          candidateLabel={t("contactScreens.organization")}
          candidateType="organization"
          exclude={linked}
          onCreateNew={(name) => setCreating(name)}
          selectMessage={CONTACT_UI_TEXT.selectOrganization}
          withPrimary
          pending={link.isPending}
          onAdd={add}
        />
      </CardContent>
    </Card>
  );
}
