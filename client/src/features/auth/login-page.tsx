import { AUTH_MESSAGES } from "@kancl/shared";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { authFailureMessage } from "./auth-api";
import { AuthCard, AuthField, AuthLink, FormAlert, formValues } from "./auth-form";
import { loginProblem } from "./auth-validation";
import { useSession } from "./use-session";

const FIELDS = ["email", "password"] as const;

/**
 * Public route /login (spec §2, §5). On success the session becomes signed in and PublicOnlyLayout moves the
 * user on: to the page they were sent here from, or to /.
 */
export function LoginPage() {
  const { login } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setAttempt((count) => count + 1);
    const values = formValues(event.currentTarget, FIELDS);
    const problem = loginProblem(values);
    setError(problem ?? null);
    if (problem) return;

    setPending(true);
    try {
      await login(values.email.trim(), values.password);
    } catch (failure) {
      setError(authFailureMessage(failure, AUTH_MESSAGES.loginFailed));
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Sign in"
      description="Sign in with your email and password."
      footer={
        <p className="text-muted-foreground">
          New here? <AuthLink to="/register">Create an account</AuthLink>
        </p>
      }
    >
      {/* noValidate: the spec's own messages, in the spec's order, instead of the browser's bubbles. */}
      <form noValidate aria-label="Sign in" className="space-y-4" onSubmit={handleSubmit}>
        <AuthField name="email" label="Email" type="email" autoComplete="username" inputMode="email" />
        <AuthField name="password" label="Password" type="password" autoComplete="current-password" />
        <FormAlert message={error} attempt={attempt} />
        <Button type="submit" className="w-full" disabled={pending} aria-busy={pending}>
          {pending ? "Signing in…" : "Sign in"}
        </Button>
      </form>
    </AuthCard>
  );
}
