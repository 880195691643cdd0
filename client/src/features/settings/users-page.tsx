import type { Role } from "@kancl/shared";
import type { UseQueryResult } from "@tanstack/react-query";
import { LoaderCircle, RefreshCw } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useCan } from "@/features/auth/use-can";
import { useSession } from "@/features/auth/use-session";
import { useT } from "@/i18n/settings";
import { errorMessageOf } from "@/lib/api-error";
import { InvitationLinkDialog } from "./invitation-link-dialog";
import { InvitationsTable } from "./invitations-table";
import { InviteForm } from "./invite-form";
import { type CreatedInvitation, USERS_MESSAGES, usePendingInvitations, useTeamUsers } from "./users-api";
import { UsersTable } from "./users-table";

/**
 * Settings → Users (/settings/users, issue 25): the organization's users with their roles and status, invitations by
 * e-mail and the pending ones. Owners and admins only (the tab is hidden from others; the server answers 403).
 */
export function UsersPage() {
  const t = useT();
  const { administer, role } = useCan();
  const { user } = useSession();
  if (!administer || !user) {
    return (
      <div className="mx-auto max-w-5xl">
        <PageHeader title={t("usersScreen.title")} />
        <p role="alert" className="text-sm text-muted-foreground">
          {t("usersScreen.adminOnly")}
        </p>
      </div>
    );
  }
  return <UsersAdministration me={{ id: user.id, role }} />;
}

function UsersAdministration({ me }: { me: { id: string; role: Role } }) {
  const t = useT();
  const usersHeadingId = useId();
  const invitationsHeadingId = useId();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const emailInputRef = useRef<HTMLInputElement>(null);
  const users = useTeamUsers();
  const invitations = usePendingInvitations();

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t("usersScreen.title")} description={t("usersScreen.description")} />
      <Card>
        <CardHeader>
          <CardTitle>{t("usersScreen.inviteTitle")}</CardTitle>
          <CardDescription>{t("usersScreen.inviteDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <InviteForm myRole={me.role} onCreated={setCreated} emailInputRef={emailInputRef} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle id={usersHeadingId}>{t("usersScreen.members")}</CardTitle>
        </CardHeader>
        <CardContent>
          <Loaded query={users} failure={USERS_MESSAGES.loadFailed} loading={t("usersScreen.loadingUsers")}>
            {(data) => <UsersTable users={data.users} me={me} labelledBy={usersHeadingId} />}
          </Loaded>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle id={invitationsHeadingId}>{t("usersScreen.pendingInvitations")}</CardTitle>
        </CardHeader>
        <CardContent>
          <Loaded
            query={invitations}
            failure={USERS_MESSAGES.invitationsLoadFailed}
            loading={t("usersScreen.loadingInvitations")}
          >
            {(data) => <InvitationsTable invitations={data.invitations} labelledBy={invitationsHeadingId} />}
          </Loaded>
        </CardContent>
      </Card>
      <InvitationLinkDialog created={created} onClose={() => setCreated(null)} returnFocusRef={emailInputRef} />
    </div>
  );
}

interface LoadedProps<T> {
  query: UseQueryResult<T, unknown>;
  failure: string;
  loading: string;
  children: (data: T) => ReactNode;
}

/** A list's loading and error states, then the list. */
function Loaded<T>({ query, failure, loading, children }: LoadedProps<T>) {
  const t = useT();
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3 py-4">
        <div role="alert" className="space-y-1">
          <p className="font-medium">{failure}</p>
          <p className="text-sm text-muted-foreground">{errorMessageOf(query.error, failure)}</p>
        </div>
        <Button variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t("settingsCommon.retry")}
        </Button>
      </div>
    );
  }
  return children(query.data);
}
