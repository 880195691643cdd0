import { ACCOUNT_MESSAGES, type AccountSession } from "@kancl/shared";
import { LoaderCircle, LogOut, Monitor, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useSession } from "@/features/auth/use-session";
import { currentLocale, t, translateMessage } from "@/i18n/screens";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useEndSession, useSessions, useSignOutEverywhere } from "./account-api";
import { describeDevice } from "./describe-device";

/** In the language on screen (decision 181). */
const formatted = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

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
          <CardTitle id={headingId}>{t("accountScreen.sessions")}</CardTitle>
          <CardDescription>{t("accountScreen.sessionsDescription")}</CardDescription>
        </div>
        <Button variant="outline" onClick={() => setConfirmEverywhere(true)}>
          <LogOut aria-hidden="true" />
          {t("accountScreen.signOutEverywhere")}
        </Button>
      </CardHeader>
      <CardContent>
        <SessionsList query={query} labelledBy={headingId} />
      </CardContent>
      <ConfirmDialog
        open={confirmEverywhere}
        onOpenChange={setConfirmEverywhere}
        title={t("accountScreen.signOutEverywhereTitle")}
        description={t("accountScreen.signOutEverywhereDescription")}
        confirmLabel={t("accountScreen.signOutEverywhere")}
        pendingLabel={t("accountScreen.signingOut")}
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
        {t("accountScreen.loadingSessions")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3">
        <div role="alert">
          <p className="font-medium">{translateMessage(ACCOUNT_MESSAGES.sessionsLoadFailed)}</p>
          <p className="text-sm text-muted-foreground">
            {errorMessageOf(query.error, ACCOUNT_MESSAGES.sessionsLoadFailed)}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t("common.retry")}
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
                {session.current ? <Badge variant="success">{t("accountScreen.thisBrowser")}</Badge> : null}
              </p>
              <p className="text-sm text-muted-foreground">
                {t("accountScreen.sessionLine", {
                  address: session.ipAddress ?? t("accountScreen.unknownAddress"),
                  signedIn: formatted(session.createdAt),
                  lastUsed: formatted(session.lastUsedAt),
                })}
              </p>
            </div>
            {session.current ? null : (
              <Button
                variant="outline"
                size="sm"
                aria-label={t("accountScreen.signOutSession", {
                  device: describeDevice(session.userAgent),
                  lastUsed: formatted(session.lastUsedAt),
                })}
                onClick={() => setEnding(session)}
              >
                {t("accountScreen.signOut")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={t("accountScreen.signOutSessionTitle")}
        description={
          ending
            ? t("accountScreen.signOutSessionDescription", {
                device: describeDevice(ending.userAgent),
                address: ending.ipAddress ?? t("accountScreen.unknownAddressLower"),
              })
            : ""
        }
        confirmLabel={t("accountScreen.signOut")}
        pendingLabel={t("accountScreen.signingOut")}
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
