import { AUTH_MESSAGES } from "@kancl/shared";
import { t } from "@/i18n/screens";
import { AuthCard, AuthField, AuthLink, AuthSubmit, NewPasswordFields, useAuthForm } from "./auth-form";
import { registerFormSchema } from "./auth-form-schema";
import { useSession } from "./use-session";

/**
 * Public route /register (spec §2, §5). Creating the account also signs in with the same credentials (spec §4);
 * PublicOnlyLayout then moves the user to /.
 */
export function RegisterPage() {
  const { register } = useSession();
  const { form, submit, message, attempt, sending } = useAuthForm(
    {
      schema: registerFormSchema,
      defaultValues: { name: "", email: "", orgId: "", password: "", confirmPassword: "" },
    },
    register,
    AUTH_MESSAGES.registrationFailed,
  );

  return (
    <AuthCard
      title={t("register.title")}
      description={t("register.description")}
      footer={
        <p className="text-muted-foreground">
          {t("authForms.alreadyHaveAccount")} <AuthLink to="/login">{t("authForms.signIn")}</AuthLink>
        </p>
      }
    >
      {/* noValidate: the spec's own messages, in the spec's order, instead of the browser's bubbles. */}
      <form noValidate aria-label={t("register.title")} className="space-y-4" onSubmit={submit}>
        <AuthField label={t("authForms.fullName")} autoComplete="name" {...form.register("name")} />
        <AuthField
          label={t("authForms.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.register("email")}
        />
        <AuthField
          label={t("register.organizationId")}
          autoComplete="off"
          spellCheck={false}
          hint={t("authScreens.organizationIdHint")}
          {...form.register("orgId")}
        />
        <NewPasswordFields password={form.register("password")} confirm={form.register("confirmPassword")} />
        <AuthSubmit
          message={message}
          attempt={attempt}
          sending={sending}
          label={t("register.submit")}
          sendingLabel={t("register.creating")}
        />
      </form>
    </AuthCard>
  );
}
