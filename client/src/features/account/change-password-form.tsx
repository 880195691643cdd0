import { ACCOUNT_MESSAGES, AUTH_MESSAGES, changePasswordInputSchema } from "@kancl/shared";
import { useState } from "react";
import { z } from "zod";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { t } from "@/i18n/screens";
import { errorMessageOf } from "@/lib/api-error";
import { parsedByServerSchema, useSchemaForm } from "@/lib/schema-form";
import { useChangePassword } from "./account-api";

/** The current password, then the new one by the registration's rules (spec order), then the confirmation. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired),
    newPassword: z.string().min(1, AUTH_MESSAGES.passwordTooShort),
    confirmPassword: z.string(),
  })
  .transform((values, ctx) => {
    const input = parsedByServerSchema(
      changePasswordInputSchema,
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      ctx,
    );
    if (values.newPassword !== values.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: AUTH_MESSAGES.passwordsDoNotMatch });
      return z.NEVER;
    }
    return input;
  });

const FIELDS = [
  { name: "currentPassword", label: "accountScreen.currentPassword", autoComplete: "current-password" },
  { name: "newPassword", label: "passwordReset.newPassword", autoComplete: "new-password" },
  { name: "confirmPassword", label: "passwordReset.confirmNewPassword", autoComplete: "new-password" },
] as const;

/** Settings → Account: change the password. The other sessions end; this one stays. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const { form, handleSubmit, problem, attempt, sending } = useSchemaForm({
    schema: changePasswordFormSchema,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const submit = handleSubmit(
    async (input) => {
      setServerError(null);
      try {
        await change.mutateAsync(input);
        form.reset();
      } catch (failure) {
        setServerError(errorMessageOf(failure, ACCOUNT_MESSAGES.passwordChangeFailed));
      }
    },
    () => setServerError(null),
  );

  return (
    <form noValidate aria-label={t("accountScreen.changePassword")} className="max-w-md space-y-4" onSubmit={submit}>
      {FIELDS.map((field) => (
        <div key={field.name} className="space-y-2">
          <Label htmlFor={field.name}>{t(field.label)}</Label>
          <Input id={field.name} type="password" autoComplete={field.autoComplete} {...form.register(field.name)} />
        </div>
      ))}
      <FormAlert message={problem?.message ?? serverError} attempt={attempt} />
      <Button type="submit" disabled={sending} aria-busy={sending}>
        {sending ? t("accountScreen.changing") : t("accountScreen.changePassword")}
      </Button>
    </form>
  );
}
