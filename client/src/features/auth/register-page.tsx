import { AUTH_MESSAGES } from "@kancl/shared";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { AuthCard, AuthField, AuthLink, useAuthForm } from "./auth-form";
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
      title="Create an account"
      description="Join your organization's Kancl."
      footer={
        <p className="text-muted-foreground">
          Already have an account? <AuthLink to="/login">Sign in</AuthLink>
        </p>
      }
    >
      {/* noValidate: the spec's own messages, in the spec's order, instead of the browser's bubbles. */}
      <form noValidate aria-label="Create an account" className="space-y-4" onSubmit={submit}>
        <AuthField label="Full Name" autoComplete="name" {...form.register("name")} />
        <AuthField label="Email" type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        <AuthField
          label="Organization ID"
          autoComplete="off"
          spellCheck={false}
          hint="Contact your admin for the organization ID"
          {...form.register("orgId")}
        />
        <AuthField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters, with an uppercase and a lowercase letter, a number and a special character."
          {...form.register("password")}
        />
        <AuthField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...form.register("confirmPassword")}
        />
        <FormAlert message={message} attempt={attempt} />
        <Button type="submit" className="w-full" disabled={sending} aria-busy={sending}>
          {sending ? "Creating account…" : "Create account"}
        </Button>
      </form>
    </AuthCard>
  );
}
