import { SETUP_MESSAGES } from "@kancl/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { AuthCard, AuthField, AuthLink, useAuthForm } from "@/features/auth/auth-form";
import { useSession } from "@/features/auth/use-session";
import { toast } from "@/lib/toast";
import { fetchSetupStatus, runSetup, SETUP_STATUS_KEY } from "./setup-api";
import { setupFormSchema } from "./setup-form-schema";

/**
 * Public route /setup (issue 25 item 1): the first run of an empty database. The organization (name, optionally
 * its IČO) and its first administrator; optionally demo data. Once set up the user is signed in with the same
 * credentials and PublicOnlyLayout moves them to /. When Kancl is set up already the page says so.
 */
export function SetupPage() {
  const status = useQuery({ queryKey: SETUP_STATUS_KEY, queryFn: fetchSetupStatus, staleTime: 0 });

  if (status.isPending) {
    return (
      <AuthCard title="Set up Kancl" description="Checking…" footer={null}>
        <p role="status" className="text-sm text-muted-foreground">
          Loading…
        </p>
      </AuthCard>
    );
  }
  if (status.data?.open === false) {
    return (
      <AuthCard
        title="Kancl is set up"
        description={SETUP_MESSAGES.alreadySetUp}
        footer={
          <p className="text-muted-foreground">
            <AuthLink to="/login">Sign in</AuthLink> or <AuthLink to="/register">create an account</AuthLink>
          </p>
        }
      >
        <p className="text-sm">Ask your organization's administrator for its ID to register.</p>
      </AuthCard>
    );
  }
  return <SetupForm />;
}

function SetupForm() {
  const { login } = useSession();
  const queryClient = useQueryClient();
  const { form, submit, message, attempt, sending } = useAuthForm(
    {
      schema: setupFormSchema,
      defaultValues: {
        organizationName: "",
        registrationNumber: "",
        name: "",
        email: "",
        password: "",
        confirmPassword: "",
        demoData: true,
      },
    },
    async (input) => {
      try {
        const result = await runSetup(input);
        if (result.demoDataError) toast.warning(result.demoDataError);
      } finally {
        // Open or closed now (a 409 means someone else set it up): the sign-in page must not send anyone here again.
        await queryClient.invalidateQueries({ queryKey: SETUP_STATUS_KEY });
      }
      await login(input.email, input.password);
    },
    SETUP_MESSAGES.setUpFailed,
  );
  const demoData = form.watch("demoData");

  return (
    <AuthCard
      title="Set up Kancl"
      description="Create your organization and its first administrator. This page closes once it is used."
      footer={
        <p className="text-muted-foreground">
          Joining an organization that exists? <AuthLink to="/register">Create an account</AuthLink>
        </p>
      }
    >
      <form noValidate aria-label="Set up Kancl" className="space-y-4" onSubmit={submit}>
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-medium">Organization</legend>
          <AuthField label="Organization name" autoComplete="organization" {...form.register("organizationName")} />
          <AuthField
            label="IČO (optional)"
            inputMode="numeric"
            autoComplete="off"
            hint="Starts the company profile your invoices are issued with (Settings → Company)."
            {...form.register("registrationNumber")}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-medium">Administrator</legend>
          <AuthField label="Full Name" autoComplete="name" {...form.register("name")} />
          <AuthField label="Email" type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
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
        </fieldset>
        <div className="flex items-start gap-3 rounded-md border p-3">
          <input
            id="demoData"
            type="checkbox"
            className="mt-0.5 size-4 accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            aria-describedby="demoData-hint"
            {...form.register("demoData")}
          />
          <div className="space-y-1">
            <label htmlFor="demoData" className="text-sm font-medium leading-none">
              Fill with demo data
            </label>
            <p id="demoData-hint" className="text-xs text-muted-foreground">
              A Czech company's customers, deals and invoices to look around with. Remove them in one click in Settings
              → Demo data.
            </p>
          </div>
        </div>
        <FormAlert message={message} attempt={attempt} />
        <Button type="submit" className="w-full" disabled={sending} aria-busy={sending}>
          {sending ? (demoData ? "Setting up and filling demo data…" : "Setting up…") : "Set up Kancl"}
        </Button>
        {sending && demoData ? (
          <p role="status" className="text-center text-xs text-muted-foreground">
            The demo data takes a few seconds.
          </p>
        ) : null}
      </form>
    </AuthCard>
  );
}
