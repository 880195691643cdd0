import { AUTH_MESSAGES, acceptInvitationInputSchema, type InvitationPreview, ROLE_LABELS } from "@kancl/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useParams } from "react-router";
import { z } from "zod";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, errorMessageOf } from "@/lib/api-error";
import { useTRPC } from "@/lib/trpc";
import { AuthCard, AuthField, AuthLink, useAuthForm } from "./auth-form";
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
      <AuthCard title="Join your team" description="Checking your invitation…" footer={null}>
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Checking the invitation link…
        </p>
      </AuthCard>
    );
  }
  if (preview.isError) {
    return (
      <AuthCard
        title="This invitation cannot be used"
        description="Invitation links work once and expire after 7 days."
        footer={
          <p className="text-muted-foreground">
            Already have an account? <AuthLink to="/login">Sign in</AuthLink>
          </p>
        }
      >
        <p role="alert" className="text-sm text-destructive">
          {errorMessageOf(preview.error, "This invitation link is not valid. Ask for a new invitation.")}
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
      title={`Join ${invitation.organizationName}`}
      description={`You were invited as ${ROLE_LABELS[invitation.role]}. Choose your name and a password.`}
      footer={
        <p className="text-muted-foreground">
          Already have an account? <AuthLink to="/login">Sign in</AuthLink>
        </p>
      }
    >
      <form noValidate aria-label="Accept the invitation" className="space-y-4" onSubmit={submit}>
        <div className="space-y-2">
          <Label htmlFor="invited-email">Email</Label>
          <Input id="invited-email" type="email" value={invitation.email} readOnly aria-readonly="true" />
        </div>
        <AuthField label="Full Name" autoComplete="name" {...form.register("name")} />
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
