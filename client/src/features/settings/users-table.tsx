import type { Role, TeamUser } from "@kancl/shared";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableRow } from "@/components/ui/table";
import { useT } from "@/i18n/settings";
import { assignableRoles } from "./invite-form";
import { SettingsTableHeader } from "./settings-table-header";
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
  const t = useT();
  const changeRole = useChangeRole();
  const reactivate = useReactivateUser();
  const [leaving, setLeaving] = useState<TeamUser | null>(null);

  return (
    <>
      <div className="overflow-x-auto">
        <Table aria-labelledby={labelledBy}>
          <SettingsTableHeader
            columns={[t("usersScreen.nameAndEmail"), t("settingsCommon.role"), t("settingsCommon.status")]}
          />
          <TableBody>
            {users.map((user) => {
              const manageable = mayManage(me, user);
              const roles = assignableRoles(me.role);
              return (
                <TableRow key={user.id} data-status={user.status}>
                  <TableHead scope="row" className="font-medium text-foreground">
                    {user.name}
                    {user.id === me.id ? <span className="text-muted-foreground">{t("usersScreen.you")}</span> : null}
                    <span className="block text-xs font-normal break-all text-muted-foreground">{user.email}</span>
                  </TableHead>
                  <TableCell>
                    {manageable ? (
                      <NativeSelect
                        aria-label={t("usersScreen.roleOf", { name: user.name })}
                        className="w-32"
                        value={user.role}
                        disabled={changeRole.isPending}
                        onChange={(event) => changeRole.mutate({ id: user.id, role: event.target.value as Role })}
                      >
                        {(roles.includes(user.role) ? roles : [...roles, user.role]).map((role) => (
                          <option key={role} value={role}>
                            {t(`invitation.roles.${role}`)}
                          </option>
                        ))}
                      </NativeSelect>
                    ) : (
                      t(`invitation.roles.${user.role}`)
                    )}
                  </TableCell>
                  <TableCell>
                    <Badge variant={user.status === "active" ? "success" : "secondary"}>
                      {user.status === "active" ? t("usersScreen.active") : t("usersScreen.deactivated")}
                    </Badge>
                  </TableCell>
                  <TableCell className="text-right">
                    {!manageable || user.id === me.id ? null : user.status === "active" ? (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t("usersScreen.deactivateName", { name: user.name })}
                        onClick={() => setLeaving(user)}
                      >
                        {t("usersScreen.deactivate")}
                      </Button>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t("usersScreen.reactivateName", { name: user.name })}
                        disabled={reactivate.isPending}
                        onClick={() => reactivate.mutate({ id: user.id })}
                      >
                        {t("usersScreen.reactivate")}
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
  const t = useT();
  const deactivate = useDeactivateUser();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("usersScreen.deactivateTitle", { name: user?.name ?? "" })}
      description={t("usersScreen.deactivateDescription")}
      confirmLabel={t("usersScreen.deactivate")}
      pendingLabel={t("usersScreen.deactivating")}
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
