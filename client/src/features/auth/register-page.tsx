import { AUTH_MESSAGES } from "@kancl/shared";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { authFailureMessage } from "./auth-api";
import { AuthCard, AuthField, AuthLink, FormAlert, formValues } from "./auth-form";
import { registerProblem } from "./auth-validation";
import { useSession } from "./use-session";

const FIELDS = ["name", "email", "orgId", "password", "confirmPassword"] as const;

/**
 * Public route /register (spec §2, §5). Creating the account also signs in with the same credentials (spec §4);
 * PublicOnlyLayout then moves the user to /.
 */
export function RegisterPage() {
  const { register } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setAttempt((count) => count + 1);
    const values = formValues(event.currentTarget, FIELDS);
    const problem = registerProblem(values);
    setError(problem ?? null);
    if (problem) return;

    setPending(true);
    try {
      await register({
        name: values.name.trim(),
        email: values.email.trim(),
        orgId: values.orgId.trim(),
        password: values.password,
      });
    } catch (failure) {
      setError(authFailureMessage(failure, AUTH_MESSAGES.registrationFailed));
      setPending(false);
    }
  }

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
      <form noValidate aria-label="Create an account" className="space-y-4" onSubmit={handleSubmit}>
        <AuthField name="name" label="Full Name" autoComplete="name" />
        <AuthField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <AuthField
          name="orgId"
          label="Organization ID"
          autoComplete="off"
          spellCheck={false}
          hint="Contact your admin for the organization ID"
        />
        <AuthField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters, with an uppercase and a lowercase letter, a number and a special character."
        />
        <AuthField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
        <FormAlert message={error} attempt={attempt} />
        <Button type="submit" className="w-full" disabled={pending} aria-busy={pending}>
          {pending ? "Creating account…" : "Create account"}
        </Button>
      </form>
    </AuthCard>
  );
}
