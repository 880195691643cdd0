import { ACCOUNT_MESSAGES } from "@kancl/shared";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { resetPassword } from "./auth-api";
import { AuthCard, AuthField, AuthLink, useAuthForm } from "./auth-form";
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
      {done ? <AuthLink to="/login">Sign in</AuthLink> : <AuthLink to="/forgot-password">Ask for a new link</AuthLink>}
    </p>
  );

  return (
    <AuthCard
      title="Choose a new password"
      description="At least 12 characters, with an uppercase and a lowercase letter, a number and a special character."
      footer={footer}
    >
      {done ? (
        <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
          {done}
        </p>
      ) : !token ? (
        <p role="alert" className="text-sm text-destructive">
          {ACCOUNT_MESSAGES.resetTokenInvalid}
        </p>
      ) : (
        <form noValidate aria-label="Choose a new password" className="space-y-4" onSubmit={submit}>
          <AuthField label="New password" type="password" autoComplete="new-password" {...form.register("password")} />
          <AuthField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            {...form.register("confirmPassword")}
          />
          <FormAlert message={message} attempt={attempt} />
          <Button type="submit" className="w-full" disabled={sending} aria-busy={sending}>
            {sending ? "Saving…" : "Set the new password"}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
