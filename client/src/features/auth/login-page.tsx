import { AUTH_MESSAGES } from "@kancl/shared";
import { useQuery } from "@tanstack/react-query";
import { Navigate } from "react-router";
import { t } from "@/i18n/screens";
import { AuthCard, AuthField, AuthLink, AuthSubmit, useAuthForm } from "./auth-form";
import { loginFormSchema } from "./auth-form-schema";
import { useSession } from "./use-session";

/**
 * An empty database has no one to sign in: the sign-in page (where / sends anyone signed out) leads to the set-up
 * (issue 25 item 1). The form shows meanwhile; a failed check leaves it there.
 */
function useSetupOpen(): boolean {
  const status = useQuery({
    queryKey: ["setup", "status"],
    queryFn: async () => (await import("@/features/setup/setup-api")).fetchSetupStatus(),
    staleTime: 0,
    retry: false,
  });
  return status.data?.open === true;
}

/**
 * Public route /login (spec §2, §5). On success the session becomes signed in and PublicOnlyLayout moves the
 * user on: to the page they were sent here from, or to /.
 */
export function LoginPage() {
  const { login } = useSession();
  const setupOpen = useSetupOpen();
  const { form, submit, message, attempt, sending } = useAuthForm(
    { schema: loginFormSchema, defaultValues: { email: "", password: "" } },
    ({ email, password }) => login(email, password),
    AUTH_MESSAGES.loginFailed,
  );

  if (setupOpen) return <Navigate to="/setup" replace />;
  return (
    <AuthCard
      title={t("authForms.signIn")}
      description={t("login.description")}
      footer={
        <p className="text-muted-foreground">
          {t("login.newHere")} <AuthLink to="/register">{t("register.title")}</AuthLink>
        </p>
      }
    >
      {/* noValidate: the spec's own messages, in the spec's order, instead of the browser's bubbles. */}
      <form noValidate aria-label={t("authForms.signIn")} className="space-y-4" onSubmit={submit}>
        <AuthField
          label={t("authForms.email")}
          type="email"
          autoComplete="username"
          inputMode="email"
          {...form.register("email")}
        />
        <AuthField
          label={t("authForms.password")}
          type="password"
          autoComplete="current-password"
          {...form.register("password")}
        />
        <p className="-mt-2 text-right text-sm">
          <AuthLink to="/forgot-password">{t("login.forgotPassword")}</AuthLink>
        </p>
        <AuthSubmit
          message={message}
          attempt={attempt}
          sending={sending}
          label={t("authForms.signIn")}
          sendingLabel={t("login.signingIn")}
        />
      </form>
    </AuthCard>
  );
}
