import { useId } from "react";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useSession } from "@/features/auth/use-session";
import { t } from "@/i18n/screens";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsCard } from "./sessions-card";

/** Settings → Account (/settings/account): the signed-in user's password and sessions (issue 25). */
export function AccountPage() {
  const { user } = useSession();
  const passwordHeadingId = useId();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t("settings.tabs.account")} description={user ? `${user.name} · ${user.email}` : undefined} />
      <Card aria-labelledby={passwordHeadingId}>
        <CardHeader>
          <CardTitle id={passwordHeadingId}>{t("authForms.password")}</CardTitle>
          <CardDescription>{t("accountScreen.passwordDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <SessionsCard />
    </div>
  );
}
