import { ROLE_LABELS, type Role, type TeamUser } from "@kancl/shared";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { assignableRoles } from "./invite-form";
import { useChangeRole, useDeactivateUser, useReactivateUser } from "./users-api";

interface UsersTableProps {
  users: readonly TeamUser[];
  me: { id: string; role: Role };
  labelledBy: string;
}

/** Whether the signed-in admin may change this user: owners alone touch owners (the server checks again). */
const mayManage = (me: UsersTableProps["me"], user: TeamUser) => me.role === "owner" || user.role !== "owner";

/** Settings → Users: name, e-mail, role (a select where it may change), status, deactivate / reactivate. */
export function UsersTable({ users, me, labelledBy }: UsersTableProps) {
  const changeRole = useChangeRole();
  const reactivate = useReactivateUser();
  const [leaving, setLeaving] = useState<TeamUser | null>(null);

  return (
    <>
      <div className="overflow-x-auto">
        <Table aria-labelledby={labelledBy}>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Name and email</TableHead>
              <TableHead scope="col">Role</TableHead>
              <TableHead scope="col">Status</TableHead>
              <TableHead scope="col">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.map((user) => {
              const manageable = mayManage(me, user);
              const roles = assignableRoles(me.role);
              return (
                <TableRow key={user.id} data-status={user.status}>
                  <TableHead scope="row" className="font-medium text-foreground">
                    {user.name}
                    {user.id === me.id ? <span className="text-muted-foreground"> (you)</span> : null}
                    <span className="block text-xs font-normal break-all text-muted-foreground">{user.email}</span>
                  </TableHead>
                  <TableCell>
                    {manageable ? (
                      <NativeSelect
                        aria-label={`Role of ${user.name}`}
                        className="w-32"
                        value={user.role}
                        disabled={changeRole.isPending}
                        onChange={(event) => changeRole.mutate({ id: user.id, role: event.target.value as Role })}
                      >
                        {(roles.includes(user.role) ? roles : [...roles, user.role]).map((role) => (
                          <option key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </option>
                        ))}
                      </NativeSelect>
                    ) : (
                      ROLE_LABELS[user.role]
                    )}
                  </TableCell>
                  <TableCell>
                    <Badge variant={user.status === "active" ? "success" : "secondary"}>
                      {user.status === "active" ? "Active" : "Deactivated"}
                    </Badge>
                  </TableCell>
                  <TableCell className="text-right">
                    {!manageable || user.id === me.id ? null : user.status === "active" ? (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Deactivate ${user.name}`}
                        onClick={() => setLeaving(user)}
                      >
                        Deactivate
                      </Button>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Reactivate ${user.name}`}
                        disabled={reactivate.isPending}
                        onClick={() => reactivate.mutate({ id: user.id })}
                      >
                        Reactivate
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <DeactivateDialog user={leaving} onClose={() => setLeaving(null)} />
    </>
  );
}

function DeactivateDialog({ user, onClose }: { user: TeamUser | null; onClose: () => void }) {
  const deactivate = useDeactivateUser();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Deactivate ${user?.name ?? ""}?`}
      description="They are signed out everywhere at once and their API keys stop working. You can reactivate them later."
      confirmLabel="Deactivate"
      pendingLabel="Deactivating…"
      destructive
      pending={deactivate.isPending}
      onConfirm={async () => {
        if (!user) return;
        try {
          await deactivate.mutateAsync({ id: user.id });
        } catch {
          // Reported by the mutation's error toast.
        } finally {
          onClose();
        }
      }}
    />
  );
}
