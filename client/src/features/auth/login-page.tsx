import { AUTH_MESSAGES } from "@kancl/shared";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useSchemaForm } from "@/lib/schema-form";
import { authFailureMessage } from "./auth-api";
import { AuthCard, AuthField, AuthLink, FormAlert } from "./auth-form";
import { loginFormSchema } from "./auth-form-schema";
import { useSession } from "./use-session";

/**
 * Public route /login (spec §2, §5). On success the session becomes signed in and PublicOnlyLayout moves the
 * user on: to the page they were sent here from, or to /.
 */
export function LoginPage() {
  const { login } = useSession();
  const { form, handleSubmit, problem, attempt, sending } = useSchemaForm({
    schema: loginFormSchema,
    defaultValues: { email: "", password: "" },
  });
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = handleSubmit(
    async ({ email, password }) => {
      setServerError(null);
      try {
        await login(email, password);
      } catch (failure) {
        setServerError(authFailureMessage(failure, AUTH_MESSAGES.loginFailed));
      }
    },
    () => setServerError(null),
  );

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
      <form noValidate aria-label="Sign in" className="space-y-4" onSubmit={submit}>
        <AuthField label="Email" type="email" autoComplete="username" inputMode="email" {...form.register("email")} />
        <AuthField label="Password" type="password" autoComplete="current-password" {...form.register("password")} />
        <FormAlert message={problem?.message ?? serverError} attempt={attempt} />
        <Button type="submit" className="w-full" disabled={sending} aria-busy={sending}>
          {sending ? "Signing in…" : "Sign in"}
        </Button>
      </form>
    </AuthCard>
  );
}
