import { DEAL_CURRENCIES, DEAL_STATUSES, type Deal } from "@kancl/shared";
import { type ReactNode, useId, useState } from "react";
import { Controller } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { FormProblemDialog } from "@/components/form-problem-dialog";
import { MoneyInput } from "@/components/money-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { t } from "@/i18n/screens";
import { useSchemaForm } from "@/lib/schema-form";
import { BillingContactPicker } from "./billing-contact-picker";
import { type DealFormValues, dealFormDefaults, dealFormSchema } from "./deal-form-schema";
import { DEAL_STATUS_LABELS } from "./deal-format";
import { useCreateDeal, useUpdateDeal } from "./deal-mutations";

type FieldName = keyof DealFormValues;

/**
 * The deal form (spec §5) for create and edit: title (required), status (default lead), currency (default USD),
 * estimated value, billing contact among the organizations, source. A validation message is shown as an alert
 * dialog; on edit the version read is sent, so a change made by someone else meanwhile is refused, not overwritten.
 */
export function DealForm({ deal }: { deal?: Deal }) {
  const navigate = useNavigate();
  const ids = useId();
  const fieldId = (name: FieldName) => `${ids}-${name}`;
  // The version this form was filled from, even if a background refetch brings a newer deal meanwhile.
  const [version] = useState(deal?.version);
  const { form, handleSubmit, problem, attempt } = useSchemaForm({
    schema: dealFormSchema,
    defaultValues: dealFormDefaults(deal),
  });
  const { errors } = form.formState;
  const goToDeal = (saved: Deal) => navigate(`/crm/deals/${saved.id}`);
  const create = useCreateDeal(goToDeal);
  const update = useUpdateDeal(goToDeal);
  const pending = create.isPending || update.isPending;

  const submit = handleSubmit((input) => {
    if (pending) return;
    if (deal) update.mutate({ id: deal.id, ...input, version });
    else create.mutate(input);
  });

  const invalid = (name: FieldName) => (errors[name] ? true : undefined);

  return (
    <>
      <form
        noValidate
        aria-label={deal ? t("dealForm.editFormLabel") : t("dealForm.newFormLabel")}
        className="grid max-w-2xl gap-5"
        onSubmit={submit}
      >
        <FormField id={fieldId("title")} label={t("dealScreens.dealTitle")} required>
          <Input
            id={fieldId("title")}
            autoComplete="off"
            aria-required="true"
            aria-invalid={invalid("title")}
            {...form.register("title")}
          />
        </FormField>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={fieldId("status")} label={t("dealScreens.status")} required>
            <NativeSelect id={fieldId("status")} aria-required="true" {...form.register("status")}>
              {DEAL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {DEAL_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={fieldId("currency")} label={t("dealScreens.currency")} required>
            <NativeSelect id={fieldId("currency")} aria-required="true" {...form.register("currency")}>
              {DEAL_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>

        <FormField id={fieldId("estimatedValue")} label={t("dealView.estimatedValue")}>
          <MoneyInput
            id={fieldId("estimatedValue")}
            aria-invalid={invalid("estimatedValue")}
            {...form.register("estimatedValue")}
          />
        </FormField>

        <FormField id={fieldId("billingContactId")} label={t("dealScreens.billingContact")}>
          <Controller
            control={form.control}
            name="billingContactId"
            render={({ field }) => (
              <BillingContactPicker
                id={fieldId("billingContactId")}
                hintId={`${fieldId("billingContactId")}-hint`}
                removed={Boolean(deal?.billingContactId && !deal.billingContact)}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </FormField>

        <FormField id={fieldId("source")} label={t("dealView.source")}>
          <Input
            id={fieldId("source")}
            placeholder={t("dealForm.sourcePlaceholder")}
            aria-invalid={invalid("source")}
            {...form.register("source")}
          />
        </FormField>

        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? t("common.saving") : deal ? t("contactForm.saveChanges") : t("dealForm.create")}
          </Button>
          <Button asChild variant="outline">
            <Link to={deal ? `/crm/deals/${deal.id}` : "/crm/deals"}>{t("common.cancel")}</Link>
          </Button>
        </div>
      </form>
      <FormProblemDialog problem={problem} attempt={attempt} focus={form.setFocus} />
    </>
  );
}

function FormField({
  id,
  label,
  required = false,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-1">
        <Label htmlFor={id}>{label}</Label>
        {/* Screen readers learn it from aria-required on the control. */}
        {required ? (
          <span aria-hidden="true" className="text-sm leading-none text-destructive">
            *
          </span>
        ) : null}
      </div>
      {children}
    </div>
  );
}
