import { useId } from "react";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useSession } from "@/features/auth/use-session";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsCard } from "./sessions-card";

/** Settings → Account (/settings/account): the signed-in user's password and sessions (issue 25). */
export function AccountPage() {
  const { user } = useSession();
  const passwordHeadingId = useId();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title="Account" description={user ? `${user.name} · ${user.email}` : undefined} />
      <Card aria-labelledby={passwordHeadingId}>
        <CardHeader>
          <CardTitle id={passwordHeadingId}>Password</CardTitle>
          <CardDescription>Changing it signs out your other sessions; this one stays signed in.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <SessionsCard />
    </div>
  );
}
