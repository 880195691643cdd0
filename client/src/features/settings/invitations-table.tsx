import type { Invitation } from "@kancl/shared";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableRow } from "@/components/ui/table";
import { useT } from "@/i18n/settings";
import { ApiKeyDate } from "./api-key-date";
import { SettingsTableHeader } from "./settings-table-header";
import { USERS_MESSAGES, useRevokeInvitation } from "./users-api";

/** Pending invitations: e-mail, role, who invited, when it expires; revoke. */
export function InvitationsTable({
  invitations,
  labelledBy,
}: {
  invitations: readonly Invitation[];
  labelledBy: string;
}) {
  const t = useT();
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return <p className="text-sm text-muted-foreground">{USERS_MESSAGES.noInvitations}</p>;
  return (
    <div className="overflow-x-auto">
      <Table aria-labelledby={labelledBy}>
        <SettingsTableHeader
          columns={[
            t("settingsCommon.email"),
            t("settingsCommon.role"),
            t("usersScreen.invitedBy"),
            t("settingsCommon.expires"),
          ]}
        />
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableHead scope="row" className="font-medium whitespace-nowrap text-foreground">
                {invitation.email}
              </TableHead>
              <TableCell>{t(`invitation.roles.${invitation.role}`)}</TableCell>
              <TableCell>{invitation.invitedBy}</TableCell>
              <TableCell>
                <ApiKeyDate value={invitation.expiresAt} />
              </TableCell>
              <TableCell className="text-right">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t("usersScreen.revokeInvitationOf", { email: invitation.email })}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate({ id: invitation.id })}
                >
                  {t("usersScreen.revoke")}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
