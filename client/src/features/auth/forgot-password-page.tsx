import { ACCOUNT_MESSAGES } from "@kancl/shared";
import { useState } from "react";
import { t, translateMessage } from "@/i18n/screens";
import { requestPasswordReset } from "./auth-api";
import { AuthCard, AuthField, AuthLink, AuthSubmit, useAuthForm } from "./auth-form";
import { forgotPasswordFormSchema } from "./auth-form-schema";

/**
 * Public route /forgot-password (issue 25): asks for a reset link by e-mail. The server answers the same whether or
 * not the address has an account, and so does this page.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const { form, submit, message, attempt, sending } = useAuthForm(
    { schema: forgotPasswordFormSchema, defaultValues: { email: "" } },
    async ({ email }) => setSent(await requestPasswordReset(email)),
    ACCOUNT_MESSAGES.resetRequestFailed,
  );

  return (
    <AuthCard
      title={t("passwordReset.forgotTitle")}
      description={t("passwordReset.forgotDescription")}
      footer={
        <p className="text-muted-foreground">
          {t("passwordReset.rememberedIt")} <AuthLink to="/login">{t("authForms.signIn")}</AuthLink>
        </p>
      }
    >
      {sent ? (
        <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
          {translateMessage(sent)}
        </p>
      ) : (
        <form noValidate aria-label={t("passwordReset.forgotTitle")} className="space-y-4" onSubmit={submit}>
          <AuthField
            label={t("authForms.email")}
            type="email"
            autoComplete="username"
            inputMode="email"
            {...form.register("email")}
          />
          <AuthSubmit
            message={message}
            attempt={attempt}
            sending={sending}
            label={t("passwordReset.sendLink")}
            sendingLabel={t("passwordReset.sending")}
          />
        </form>
      )}
    </AuthCard>
  );
}
