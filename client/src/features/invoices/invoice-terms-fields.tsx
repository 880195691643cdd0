import { defaultInvoiceLanguage, INVOICE_CURRENCIES, INVOICE_MESSAGES } from "@kancl/shared";
import { useRef } from "react";
import { Controller, type UseFormGetValues, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ContactPicker, contactDetail } from "@/features/pickers/contact-picker";
import { DealPicker } from "@/features/pickers/deal-picker";
import { translateMessage, useT } from "@/i18n/areas";
import { FieldBlock, FieldMessage, fieldAria } from "./invoice-form-fields";
import {
  type FormProblem,
  hasBilling,
  type InvoiceFieldPath,
  type InvoiceFormControl,
  type InvoiceFormValues,
  lineRateOf,
} from "./invoice-form-model";

interface InvoiceTermsFieldsProps {
  control: InvoiceFormControl;
  register: UseFormRegister<InvoiceFormValues>;
  setValue: UseFormSetValue<InvoiceFormValues>;
  getValues: UseFormGetValues<InvoiceFormValues>;
  problem: FormProblem | null;
  attempt: number;
  /** The live 'missing billing information' message of the chosen contact, or null. */
  billingWarning: string | null;
}

/** Who and on what terms: deal, billing contact, due date, currency, tax rate (spec §5, §9). */
export function InvoiceTermsFields(props: InvoiceTermsFieldsProps) {
  const { control, register, setValue, getValues, problem, attempt, billingWarning } = props;
  // Lines at the invoice's rate follow it when it changes (issue 22: the invoice's rate is the lines' default).
  const lastTaxRate = useRef(getValues("taxRate"));
  const followTaxRate = (next: number) => {
    const from = lineRateOf(lastTaxRate.current);
    const to = lineRateOf(next);
    lastTaxRate.current = next;
    if (from === to) return;
    getValues("items").forEach((item, index) => {
      if (item.vatRate === from) setValue(`items.${index}.vatRate`, to);
    });
  };
  const messageOf = (field: InvoiceFieldPath) => (problem?.field === field ? problem.message : null);
  const contactMessage = messageOf("billingContactId") ?? billingWarning;
  const t = useT();

  return (
    <div className="grid gap-4 @lg:grid-cols-2">
      <FieldBlock>
        <Label htmlFor="invoice-deal">{t("invoiceTerms.deal")}</Label>
        <Controller
          control={control}
          name="dealId"
          render={({ field }) => (
            <DealPicker
              id="invoice-deal"
              value={field.value}
              ref={field.ref}
              invalid={problem?.field === "dealId"}
              describedBy={fieldAria("dealId", problem)["aria-describedby"]}
              errorText={translateMessage(INVOICE_MESSAGES.loadDealsFailed)}
              onChange={(id, deal) => {
                field.onChange(id);
                // Choosing a deal preselects its billing contact, when it has one.
                if (deal?.billingContactId) setValue("billingContactId", deal.billingContactId);
              }}
            />
          )}
        />
        <FieldMessage field="dealId" message={messageOf("dealId")} attempt={attempt} />
      </FieldBlock>

      <FieldBlock>
        <Label htmlFor="invoice-billing-contact">{t("invoiceTerms.billingContact")}</Label>
        <Controller
          control={control}
          name="billingContactId"
          render={({ field }) => (
            <ContactPicker
              id="invoice-billing-contact"
              value={field.value}
              onChange={(id, contact) => {
                field.onChange(id);
                // The customer's invoice language (decision 183): its own choice, else by its country.
                if (contact) {
                  setValue("language", contact.invoiceLanguage ?? defaultInvoiceLanguage(contact.address?.country));
                }
              }}
              ref={field.ref}
              detail={(contact) =>
                hasBilling(contact)
                  ? contactDetail(contact)
                  : t("invoiceTerms.noBilling", { detail: contactDetail(contact) })
              }
              invalid={problem?.field === "billingContactId"}
              describedBy={fieldAria("billingContactId", problem, Boolean(billingWarning))["aria-describedby"]}
            />
          )}
        />
        <FieldMessage field="billingContactId" message={contactMessage} attempt={attempt} />
      </FieldBlock>

      <FieldBlock>
        <Label htmlFor="invoice-due-date">{t("invoiceTerms.dueDate")}</Label>
        <Input id="invoice-due-date" type="date" {...register("dueDate")} {...fieldAria("dueDate", problem)} />
        <FieldMessage field="dueDate" message={messageOf("dueDate")} attempt={attempt} />
      </FieldBlock>

      <div className="grid grid-cols-2 gap-4">
        <FieldBlock>
          <Label htmlFor="invoice-currency">{t("invoiceTerms.currency")}</Label>
          <NativeSelect id="invoice-currency" {...register("currency")}>
            {INVOICE_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </NativeSelect>
        </FieldBlock>
        <FieldBlock>
          <Label htmlFor="invoice-tax-rate">{t("invoiceTerms.taxRate")}</Label>
          <Input
            id="invoice-tax-rate"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            {...register("taxRate", {
              valueAsNumber: true,
              onChange: (event) => followTaxRate(event.target.valueAsNumber),
            })}
            {...fieldAria("taxRate", problem)}
          />
        </FieldBlock>
        <FieldMessage field="taxRate" message={messageOf("taxRate")} attempt={attempt} className="col-span-2" />
      </div>

      <FieldBlock>
        <Label htmlFor="invoice-language">{t("invoiceTerms.language")}</Label>
        <NativeSelect id="invoice-language" {...register("language")}>
          <option value="">{t("invoiceTerms.languageOfCustomer")}</option>
          <option value="en">{t("invoiceTerms.english")}</option>
          <option value="cs">{t("invoiceTerms.czech")}</option>
        </NativeSelect>
      </FieldBlock>
    </div>
  );
}
