import { AUTH_MESSAGES, acceptInvitationInputSchema, type InvitationPreview } from "@kancl/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useParams } from "react-router";
import { z } from "zod";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { t } from "@/i18n/screens";
import { ApiError, errorMessageOf } from "@/lib/api-error";
import { useTRPC } from "@/lib/trpc";
import { AuthCard, AuthField, AuthLink, AuthSubmit, NewPasswordFields, useAuthForm } from "./auth-form";
import { useSession } from "./use-session";

const filledIn = (message: string) => z.string().refine((value) => value.trim() !== "", message);

/** Name and password (the registration's rules and messages), then the confirmation; the token comes from the URL. */
const invitationFormSchema = (token: string) =>
  z
    .object({
      name: filledIn(AUTH_MESSAGES.registerRequired),
      password: z.string().min(1, AUTH_MESSAGES.registerRequired),
      confirmPassword: z.string().min(1, AUTH_MESSAGES.registerRequired),
    })
    .pipe(
      acceptInvitationInputSchema
        .omit({ token: true })
        .extend({ confirmPassword: z.string() })
        .refine((values) => values.password === values.confirmPassword, {
          message: AUTH_MESSAGES.passwordsDoNotMatch,
          path: ["confirmPassword"],
        })
        .transform(({ confirmPassword: _, ...input }) => ({ ...input, token })),
    );

/**
 * Public route /invite/:token (issue 25): registration through an invitation link. The organization and the e-mail
 * come from the invitation and cannot be changed; after the account is made the invitee is signed in (like
 * /register), and PublicOnlyLayout moves them to /.
 */
export function InvitationPage() {
  const token = useParams().token ?? "";
  const trpc = useTRPC();
  const preview = useQuery({ ...trpc.invitations.preview.queryOptions({ token }), retry: false, staleTime: Infinity });

  if (preview.isPending) {
    return (
      <AuthCard title={t("invitation.joinTeam")} description={t("invitation.checking")} footer={null}>
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t("invitation.checkingLink")}
        </p>
      </AuthCard>
    );
  }
  if (preview.isError) {
    return (
      <AuthCard
        title={t("invitation.unusableTitle")}
        description={t("invitation.unusableDescription")}
        footer={
          <p className="text-muted-foreground">
            {t("authForms.alreadyHaveAccount")} <AuthLink to="/login">{t("authForms.signIn")}</AuthLink>
          </p>
        }
      >
        <p role="alert" className="text-sm text-destructive">
          {errorMessageOf(preview.error, t("invitation.invalidLink"))}
        </p>
      </AuthCard>
    );
  }
  return <InvitationForm token={token} invitation={preview.data} />;
}

function InvitationForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const trpc = useTRPC();
  const { login } = useSession();
  const accept = useMutation(trpc.invitations.accept.mutationOptions());
  const { form, submit, message, attempt, sending } = useAuthForm(
    { schema: invitationFormSchema(token), defaultValues: { name: "", password: "", confirmPassword: "" } },
    async (input) => {
      try {
        await accept.mutateAsync(input);
      } catch (failure) {
        // The server's message (a used or revoked link, an address taken meanwhile) in the form's one alert.
        throw new ApiError(errorMessageOf(failure, AUTH_MESSAGES.registrationFailed), 400, null);
      }
      await login(invitation.email, input.password);
    },
    AUTH_MESSAGES.registrationFailed,
  );

  return (
    <AuthCard
      title={t("invitation.joinOrganization", { organization: invitation.organizationName })}
      description={t("invitation.invitedAs", { role: t(`invitation.roles.${invitation.role}`) })}
      footer={
        <p className="text-muted-foreground">
          {t("authForms.alreadyHaveAccount")} <AuthLink to="/login">{t("authForms.signIn")}</AuthLink>
        </p>
      }
    >
      <form noValidate aria-label={t("invitation.formLabel")} className="space-y-4" onSubmit={submit}>
        <div className="space-y-2">
          <Label htmlFor="invited-email">{t("authForms.email")}</Label>
          <Input id="invited-email" type="email" value={invitation.email} readOnly aria-readonly="true" />
        </div>
        <AuthField label={t("authForms.fullName")} autoComplete="name" {...form.register("name")} />
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
