import { type Invitation, ROLE_LABELS } from "@kancl/shared";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ApiKeyDate } from "./api-key-date";
import { USERS_MESSAGES, useRevokeInvitation } from "./users-api";

/** Pending invitations: e-mail, role, who invited, when it expires; revoke. */
export function InvitationsTable({
  invitations,
  labelledBy,
}: {
  invitations: readonly Invitation[];
  labelledBy: string;
}) {
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return <p className="text-sm text-muted-foreground">{USERS_MESSAGES.noInvitations}</p>;
  return (
    <div className="overflow-x-auto">
      <Table aria-labelledby={labelledBy}>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Email</TableHead>
            <TableHead scope="col">Role</TableHead>
            <TableHead scope="col">Invited by</TableHead>
            <TableHead scope="col">Expires</TableHead>
            <TableHead scope="col">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableHead scope="row" className="font-medium whitespace-nowrap text-foreground">
                {invitation.email}
              </TableHead>
              <TableCell>{ROLE_LABELS[invitation.role]}</TableCell>
              <TableCell>{invitation.invitedBy}</TableCell>
              <TableCell>
                <ApiKeyDate value={invitation.expiresAt} />
              </TableCell>
              <TableCell className="text-right">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Revoke the invitation of ${invitation.email}`}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate({ id: invitation.id })}
                >
                  Revoke
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
