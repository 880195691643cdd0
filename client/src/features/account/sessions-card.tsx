import { ACCOUNT_MESSAGES, type AccountSession } from "@kancl/shared";
import { LoaderCircle, LogOut, Monitor, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useSession } from "@/features/auth/use-session";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useEndSession, useSessions, useSignOutEverywhere } from "./account-api";
import { describeDevice } from "./describe-device";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const formatted = (iso: string) => dateTime.format(new Date(iso));

/** Settings → Account: where the user is signed in, with sign-out of one session or of all of them. */
export function SessionsCard() {
  const headingId = useId();
  const query = useSessions();
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const everywhere = useSignOutEverywhere();
  const { logout } = useSession();
  const navigate = useNavigate();

  async function signOutEverywhere() {
    try {
      await everywhere.mutateAsync();
      toast.success(ACCOUNT_MESSAGES.signedOutEverywhere);
      await logout();
      navigate("/login", { replace: true });
    } catch (error) {
      toast.error(errorMessageOf(error, ACCOUNT_MESSAGES.sessionsLoadFailed));
      setConfirmEverywhere(false);
    }
  }

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle id={headingId}>Sessions</CardTitle>
          <CardDescription>
            Browsers where you are signed in. "Last used" is the session's last renewal (every 13 minutes while Kancl is
            open).
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => setConfirmEverywhere(true)}>
          <LogOut aria-hidden="true" />
          Sign out everywhere
        </Button>
      </CardHeader>
      <CardContent>
        <SessionsList query={query} labelledBy={headingId} />
      </CardContent>
      <ConfirmDialog
        open={confirmEverywhere}
        onOpenChange={setConfirmEverywhere}
        title="Sign out everywhere?"
        description="Every session ends at once, this one included: you will sign in again here and on every other device."
        confirmLabel="Sign out everywhere"
        pendingLabel="Signing out…"
        destructive
        pending={everywhere.isPending}
        onConfirm={() => void signOutEverywhere()}
      />
    </Card>
  );
}

function SessionsList({ query, labelledBy }: { query: ReturnType<typeof useSessions>; labelledBy: string }) {
  const [ending, setEnding] = useState<AccountSession | null>(null);
  const end = useEndSession();

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        Loading sessions…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3">
        <div role="alert">
          <p className="font-medium">{ACCOUNT_MESSAGES.sessionsLoadFailed}</p>
          <p className="text-sm text-muted-foreground">
            {errorMessageOf(query.error, ACCOUNT_MESSAGES.sessionsLoadFailed)}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }

  return (
    <>
      <ul aria-labelledby={labelledBy} className="divide-y rounded-md border">
        {query.data.sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
            <Monitor aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className="truncate" title={session.userAgent ?? undefined}>
                  {describeDevice(session.userAgent)}
                </span>
                {session.current ? <Badge variant="success">This browser</Badge> : null}
              </p>
              <p className="text-sm text-muted-foreground">
                {session.ipAddress ?? "Unknown address"} · signed in {formatted(session.createdAt)} · last used{" "}
                {formatted(session.lastUsedAt)}
              </p>
            </div>
            {session.current ? null : (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Sign out ${describeDevice(session.userAgent)}, last used ${formatted(session.lastUsedAt)}`}
                onClick={() => setEnding(session)}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title="Sign this session out?"
        description={
          ending
            ? `${describeDevice(ending.userAgent)} (${ending.ipAddress ?? "unknown address"}) will have to sign in again.`
            : ""
        }
        confirmLabel="Sign out"
        pendingLabel="Signing out…"
        destructive
        pending={end.isPending}
        onConfirm={() => {
          if (!ending) return;
          end.mutate({ id: ending.id }, { onSettled: () => setEnding(null) });
        }}
      />
    </>
  );
}
