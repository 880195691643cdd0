import { COMPANY_FIELD_LABELS, COMPANY_MESSAGES, type CompanyProfile } from "@kancl/shared";
import { RefreshCw, Save } from "lucide-react";
import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CanWrite, useCan } from "@/features/auth/use-can";
import { translateMessage, useT } from "@/i18n/settings";
import { errorMessageOf } from "@/lib/api-error";
import { useSchemaForm } from "@/lib/schema-form";
import { COMPANY_PAGE_TEXTS, useSaveCompanyProfile } from "./company-api";
import { CompanyField, LOCKED_NOTE_ID } from "./company-field";
import {
  type CompanyFormValues,
  type CompanyTextField,
  companyFormSchema,
  derivedBankDetail,
  formValuesOf,
  friendlyIban,
} from "./company-form-schema";
import { focusCompanyField } from "./company-issuing-status";

type Form = UseFormReturn<CompanyFormValues, unknown, unknown>;

const TEXT_FIELDS = new Set<string>(Object.keys(COMPANY_FIELD_LABELS));

/** "registrationNumber: IČO must be …" → the field and its message, when the server named one of the form's fields. */
function fieldOf(message: string): { field: CompanyTextField; message: string } | undefined {
  const match = /^(\w+): (.+)$/.exec(message);
  if (!match?.[1] || !TEXT_FIELDS.has(match[1]) || match[1] === "vatPayer") return undefined;
  return { field: match[1] as CompanyTextField, message: match[2] ?? message };
}

interface CompanyFormProps {
  profile: CompanyProfile;
  onReload: () => Promise<unknown>;
}

/** The supplier profile's form (decision 050): every message is the shared schema's, beside its field. */
export function CompanyForm({ profile, onReload }: CompanyFormProps) {
  const t = useT();
  const save = useSaveCompanyProfile();
  const { form, handleSubmit, sending } = useSchemaForm({
    schema: companyFormSchema,
    defaultValues: formValuesOf(profile),
  });
  const typed = form as unknown as Form;
  // The bank details and the identity are an owner's or an admin's (the server refuses anyone else with 403).
  const can = useCan();
  const locked = can.write && !can.administer;

  // A save (here or a reload) brings a new version: the inputs show what is stored. A logo upload does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version resets the inputs
  useEffect(() => {
    form.reset(formValuesOf(profile));
  }, [profile.version]);

  useLiveBankDetails(typed);

  const submit = handleSubmit(
    async (input) => {
      save.reset();
      await save.mutateAsync(input).catch((error: unknown) => {
        const named = fieldOf(errorMessageOf(error));
        if (named) {
          form.setError(named.field, { message: named.message });
          focusCompanyField(named.field);
        }
      });
    },
    (problem) => focusCompanyField(problem.field),
  );

  const serverError = save.error && !fieldOf(errorMessageOf(save.error)) ? errorMessageOf(save.error) : null;
  // errorMessageOf answers in the language on screen.
  const stale = serverError === translateMessage(COMPANY_MESSAGES.stale);
  const derived = derivedBankDetail({ bankAccount: form.watch("bankAccount"), iban: form.watch("iban") });

  return (
    <form noValidate aria-label={t("companyScreen.formLabel")} className="space-y-6" onSubmit={submit}>
      {locked ? (
        <p
          id={LOCKED_NOTE_ID}
          className="rounded-lg border border-amber-500/60 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {t("companyScreen.lockedNote")}
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{t("companyScreen.companyCard")}</CardTitle>
          <CardDescription>{t("companyScreen.companyCardDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <CompanyField form={typed} locked={locked} name="legalName" className="sm:col-span-2" />
          <CompanyField form={typed} locked={locked} name="registrationNumber" hint={t("companyScreen.icoHint")} />
          <CompanyField form={typed} locked={locked} name="taxId" hint={t("companyScreen.dicHint")} />
          <div className="flex items-center gap-2 sm:col-span-2">
            <input
              id="company-vatPayer"
              type="checkbox"
              className="size-4 rounded border-input accent-primary"
              // A read-only checkbox: a click (or Space) does not toggle it, and its value is still sent as stored.
              aria-readonly={locked || undefined}
              aria-describedby={locked ? LOCKED_NOTE_ID : undefined}
              onClickCapture={locked ? (event) => event.preventDefault() : undefined}
              {...form.register("vatPayer")}
            />
            <label htmlFor="company-vatPayer" className="text-sm font-medium">
              {t("companyScreen.fields.vatPayer")} {t("companyScreen.vatPayerNote")}
            </label>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("companyScreen.addressCard")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <CompanyField form={typed} locked={locked} name="street" className="sm:col-span-2" />
          <CompanyField form={typed} locked={locked} name="city" />
          <CompanyField form={typed} locked={locked} name="postalCode" hint={t("companyScreen.postalCodeHint")} />
          <CompanyField
            form={typed}
            locked={locked}
            name="country"
            hint={t("companyScreen.countryHint")}
            inputProps={{ maxLength: 2, className: "uppercase" }}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("companyScreen.bankCard")}</CardTitle>
          <CardDescription>{t("companyScreen.bankCardDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <CompanyField
            form={typed}
            locked={locked}
            name="bankAccount"
            hint={
              derived.bankAccount
                ? `${COMPANY_PAGE_TEXTS.accountDerived}: ${derived.bankAccount}`
                : t("companyScreen.bankAccountHint")
            }
          />
          <CompanyField
            form={typed}
            locked={locked}
            name="iban"
            hint={
              derived.iban
                ? `${COMPANY_PAGE_TEXTS.ibanDerived}: ${friendlyIban(derived.iban)}`
                : t("companyScreen.ibanHint")
            }
          />
          <CompanyField form={typed} locked={locked} name="bic" hint={t("companyScreen.bicHint")} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("companyScreen.contactCard")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <CompanyField form={typed} name="email" inputProps={{ type: "email" }} />
          <CompanyField form={typed} name="phone" inputProps={{ type: "tel" }} />
          <CompanyField form={typed} name="web" />
          <CompanyField
            form={typed}
            locked={locked}
            name="footerText"
            multiline
            className="sm:col-span-3"
            hint={t("companyScreen.footerHint")}
          />
        </CardContent>
      </Card>

      {serverError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/50 p-3 text-sm"
        >
          <span className="text-destructive">{serverError}</span>
          {stale ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={async () => {
                await onReload();
                save.reset();
              }}
            >
              <RefreshCw aria-hidden="true" />
              {COMPANY_PAGE_TEXTS.reload}
            </Button>
          ) : null}
        </div>
      ) : null}

      <CanWrite>
        <div className="flex justify-end">
          <Button type="submit" disabled={sending} aria-busy={sending}>
            <Save aria-hidden="true" />
            {sending ? COMPANY_PAGE_TEXTS.saving : COMPANY_PAGE_TEXTS.save}
          </Button>
        </div>
      </CanWrite>
    </form>
  );
}

/**
 * The IBAN follows a valid Czech account as it is typed (and the account a CZ IBAN), as long as the other input is
 * empty or still holds what was filled in for it: a value the user typed there is never overwritten.
 */
function useLiveBankDetails(form: Form) {
  const filled = useRef<{ iban?: string; bankAccount?: string }>({});
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name !== "bankAccount" && name !== "iban") return;
      const other = name === "bankAccount" ? "iban" : "bankAccount";
      const current = values[other] ?? "";
      if (current && current !== filled.current[other]) return;
      const derived = derivedBankDetail({ bankAccount: values.bankAccount ?? "", iban: values.iban ?? "" });
      const value = other === "iban" ? derived.iban : derived.bankAccount;
      const next = value ?? "";
      if (next === current) return;
      filled.current[other] = next;
      form.setValue(other, next, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
