import { type ComponentProps, type ReactNode, useState } from "react";
import type { FieldValues, UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { t } from "@/i18n/screens";
import { type SchemaFormOptions, useSchemaForm } from "@/lib/schema-form";
import { authFailureMessage } from "./auth-api";

interface AuthCardProps {
  title: string;
  description: string;
  children: ReactNode;
  /** The link to the other auth screen. */
  footer: ReactNode;
}

/** The frame of /login and /register: a centred card outside the app layout. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <p className="text-sm font-semibold tracking-tight text-muted-foreground">Kancl</p>
          <h1 className="text-xl font-semibold">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
        <CardFooter className="text-sm">{footer}</CardFooter>
      </Card>
    </main>
  );
}

export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-sm text-primary underline underline-offset-4 outline-none hover:decoration-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      {children}
    </Link>
  );
}

type AuthFieldProps = Omit<ComponentProps<"input">, "id" | "name"> & {
  /** The input's name in the form (react-hook-form's register(...) gives it); also its id. */
  name: string;
  label: string;
  /** A line of help under the input, announced with it. */
  hint?: string;
};

export function AuthField({ name, label, hint, ...inputProps }: AuthFieldProps) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={name}>{label}</Label>
      <Input id={name} name={name} aria-describedby={hintId} {...inputProps} />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A new password and its confirmation (registration, setup, an invitation, a reset): the password rules' hint under
 * the first unless `hint` is null.
 */
export function NewPasswordFields({
  password,
  confirm,
  passwordLabel = t("authForms.password"),
  confirmLabel = t("authForms.confirmPassword"),
  hint = t("authForms.passwordHint"),
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordLabel?: string;
  confirmLabel?: string;
  hint?: string | null;
}) {
  return (
    <>
      <AuthField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={hint ?? undefined}
        {...password}
      />
      <AuthField label={confirmLabel} type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}

/** An auth form's foot: its one message, then the full-width submit, which says `sendingLabel` while it is sent. */
export function AuthSubmit({
  message,
  attempt,
  sending,
  label,
  sendingLabel,
}: {
  message: string | null | undefined;
  attempt: number;
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <>
      <FormAlert message={message} attempt={attempt} />
      <Button type="submit" className="w-full" disabled={sending} aria-busy={sending}>
        {sending ? sendingLabel : label}
      </Button>
    </>
  );
}

/**
 * The sign-in and registration forms (spec §5, §8): the form schema's first problem, or — once valid and sent — the
 * server's message, or `fallback` when there is none (a network failure). Both show in the one FormAlert.
 */
export function useAuthForm<TValues extends FieldValues, TOutput>(
  options: SchemaFormOptions<TValues, TOutput>,
  send: (output: TOutput) => Promise<unknown>,
  fallback: string,
) {
  const { form, handleSubmit, problem, attempt, sending } = useSchemaForm(options);
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = handleSubmit(
    async (output) => {
      setServerError(null);
      try {
        await send(output);
      } catch (failure) {
        setServerError(authFailureMessage(failure, fallback));
      }
    },
    () => setServerError(null),
  );
  return { form, submit, message: problem?.message ?? serverError, attempt, sending };
}
