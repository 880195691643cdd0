import { SETUP_MESSAGES } from "@kancl/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AuthCard, AuthField, AuthLink, AuthSubmit, NewPasswordFields, useAuthForm } from "@/features/auth/auth-form";
import { useSession } from "@/features/auth/use-session";
import { t, translateMessage } from "@/i18n/screens";
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
      <AuthCard title={t("setupScreen.title")} description={t("setupScreen.checking")} footer={null}>
        <p role="status" className="text-sm text-muted-foreground">
          {t("common.loadingEllipsis")}
        </p>
      </AuthCard>
    );
  }
  if (status.data?.open === false) {
    return (
      <AuthCard
        title={t("setupScreen.doneTitle")}
        description={translateMessage(SETUP_MESSAGES.alreadySetUp)}
        footer={
          <p className="text-muted-foreground">
            <AuthLink to="/login">{t("authForms.signIn")}</AuthLink> {t("setupScreen.or")}{" "}
            <AuthLink to="/register">{t("setupScreen.createAccountLower")}</AuthLink>
          </p>
        }
      >
        <p className="text-sm">{t("setupScreen.askAdmin")}</p>
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
      title={t("setupScreen.title")}
      description={t("setupScreen.description")}
      footer={
        <p className="text-muted-foreground">
          {t("setupScreen.joiningExisting")} <AuthLink to="/register">{t("register.title")}</AuthLink>
        </p>
      }
    >
      <form noValidate aria-label={t("setupScreen.title")} className="space-y-4" onSubmit={submit}>
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-medium">{t("setupScreen.organization")}</legend>
          <AuthField
            label={t("setupScreen.organizationName")}
            autoComplete="organization"
            {...form.register("organizationName")}
          />
          <AuthField
            label={t("setupScreen.registrationNumber")}
            inputMode="numeric"
            autoComplete="off"
            hint={t("setupScreen.registrationNumberHint")}
            {...form.register("registrationNumber")}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-medium">{t("setupScreen.administrator")}</legend>
          <AuthField label={t("authForms.fullName")} autoComplete="name" {...form.register("name")} />
          <AuthField
            label={t("authForms.email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.register("email")}
          />
          <NewPasswordFields password={form.register("password")} confirm={form.register("confirmPassword")} />
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
              {t("setupScreen.demoData")}
            </label>
            <p id="demoData-hint" className="text-xs text-muted-foreground">
              {t("setupScreen.demoDataHint")}
            </p>
          </div>
        </div>
        <AuthSubmit
          message={message}
          attempt={attempt}
          sending={sending}
          label={t("setupScreen.submit")}
          sendingLabel={demoData ? t("setupScreen.settingUpDemo") : t("setupScreen.settingUp")}
        />
        {sending && demoData ? (
          <p role="status" className="text-center text-xs text-muted-foreground">
            {t("setupScreen.demoTakesTime")}
          </p>
        ) : null}
      </form>
    </AuthCard>
  );
}
