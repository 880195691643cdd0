import { ACCOUNT_MESSAGES } from "@kancl/shared";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { t, translateMessage } from "@/i18n/screens";
import { resetPassword } from "./auth-api";
import { AuthCard, AuthLink, AuthSubmit, NewPasswordFields, useAuthForm } from "./auth-form";
import { newPasswordFormSchema } from "./auth-form-schema";

/**
 * The token of a reset link, `/reset-password#token=…`. It travels in the fragment, which the browser never sends to a
 * server (no access log, no Referer holds it); it is then taken out of the address bar.
 */
function useResetToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.hash.slice(1)).get("token"));
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, hash: "" }, { replace: true });
  }, [location.hash, location.pathname, navigate]);
  return token;
}

/** Public route /reset-password (issue 25): a new password with a link's token; every session ends afterwards. */
export function ResetPasswordPage() {
  const token = useResetToken();
  const [done, setDone] = useState<string | null>(null);
  const { form, submit, message, attempt, sending } = useAuthForm(
    { schema: newPasswordFormSchema, defaultValues: { password: "", confirmPassword: "" } },
    async ({ password }) => setDone(await resetPassword(token ?? "", password)),
    ACCOUNT_MESSAGES.resetFailed,
  );

  const footer = (
    <p className="text-muted-foreground">
      {done ? (
        <AuthLink to="/login">{t("authForms.signIn")}</AuthLink>
      ) : (
        <AuthLink to="/forgot-password">{t("passwordReset.askNewLink")}</AuthLink>
      )}
    </p>
  );

  return (
    <AuthCard title={t("passwordReset.chooseTitle")} description={t("authForms.passwordHint")} footer={footer}>
      {done ? (
        <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
          {translateMessage(done)}
        </p>
      ) : !token ? (
        <p role="alert" className="text-sm text-destructive">
          {translateMessage(ACCOUNT_MESSAGES.resetTokenInvalid)}
        </p>
      ) : (
        <form noValidate aria-label={t("passwordReset.chooseTitle")} className="space-y-4" onSubmit={submit}>
          <NewPasswordFields
            password={form.register("password")}
            confirm={form.register("confirmPassword")}
            passwordLabel={t("passwordReset.newPassword")}
            confirmLabel={t("passwordReset.confirmNewPassword")}
            hint={null}
          />
          <AuthSubmit
            message={message}
            attempt={attempt}
            sending={sending}
            label={t("passwordReset.setPassword")}
            sendingLabel={t("common.saving")}
          />
        </form>
      )}
    </AuthCard>
  );
}
