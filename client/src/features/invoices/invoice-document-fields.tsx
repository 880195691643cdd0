import { businessDate, lateIssueWarning, PAYMENT_METHODS } from "@kancl/shared";
import { useRef } from "react";
import { Controller, type UseFormRegister, type UseFormSetValue, useWatch } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { t } from "@/i18n/areas";
import { translateMessage } from "@/i18n/i18n";
import { CnbRateButton } from "./cnb-rate-button";
import { FieldBlock, FieldMessage, fieldAria } from "./invoice-form-fields";
import type { FormProblem, InvoiceFieldPath, InvoiceFormControl, InvoiceFormValues } from "./invoice-form-model";
import { PAYMENT_METHOD_LABELS } from "./invoice-format";

interface InvoiceDocumentFieldsProps {
  control: InvoiceFormControl;
  register: UseFormRegister<InvoiceFormValues>;
  setValue: UseFormSetValue<InvoiceFormValues>;
  problem: FormProblem | null;
  attempt: number;
  /** A new invoice has no number yet: its variable symbol is made from the number the server assigns. */
  isNew: boolean;
}

/** The screens' own hints (not spec texts). */
export const DOCUMENT_HINTS = {
  get issueDate() {
    return t("invoiceForm.hintIssueDate");
  },
  get taxableSupplyDate() {
    return t("invoiceForm.hintTaxableSupplyDate");
  },
  get variableSymbolNew() {
    return t("invoiceForm.hintVariableSymbolNew");
  },
  exchangeRate: (currency: string) => t("invoiceForm.hintExchangeRate", { currency }),
  get exchangeRateDate() {
    return t("invoiceForm.hintExchangeRateDate");
  },
  get reverseCharge() {
    return t("invoiceForm.hintReverseCharge");
  },
};

function Hint({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);

/**
 * The tax document's data (issue 22): dates, symbols, payment method, reverse charge, and the exchange rate of a
 * foreign currency. Messages are the shared field schemas', beside each field after a submit.
 */
export function InvoiceDocumentFields(props: InvoiceDocumentFieldsProps) {
  const { control, register, setValue, problem, attempt, isNew } = props;
  const messageOf = (field: InvoiceFieldPath) => (problem?.field === field ? problem.message : null);
  const [currency, issueDate, taxableSupplyDate] = useWatch({
    control,
    name: ["currency", "issueDate", "taxableSupplyDate"],
  });
  // A late document (§ 28 odst. 5) is said beside the DUZP as the dates change, and can still be saved and issued.
  const lateWarning = lateIssueWarning({ issueDate, taxableSupplyDate }, businessDate());
  // DUZP follows the issue date while it is empty or equal to it; once changed by hand it stays.
  const duzpFollows = useRef(!taxableSupplyDate || taxableSupplyDate === issueDate);
  const aria = (field: InvoiceFieldPath, hint?: string) => {
    const own = fieldAria(field, problem);
    const described = [own["aria-describedby"], hint].filter(Boolean).join(" ");
    return { ...own, "aria-describedby": described || undefined };
  };

  return (
    <div className="grid gap-4 @lg:grid-cols-2">
      <FieldBlock>
        <Label htmlFor="invoice-issue-date">{t("invoiceForm.issueDate")}</Label>
        <Input
          id="invoice-issue-date"
          type="date"
          {...register("issueDate", {
            onChange: (event) => {
              if (duzpFollows.current) setValue("taxableSupplyDate", event.target.value);
            },
          })}
          {...aria("issueDate", "invoice-issue-date-hint")}
        />
        <Hint id="invoice-issue-date-hint">{DOCUMENT_HINTS.issueDate}</Hint>
        <FieldMessage field="issueDate" message={messageOf("issueDate")} attempt={attempt} />
      </FieldBlock>

      <FieldBlock>
        <Label htmlFor="invoice-taxable-supply-date">{t("invoiceForm.taxableSupplyDate")}</Label>
        <Input
          id="invoice-taxable-supply-date"
          type="date"
          {...register("taxableSupplyDate", {
            onChange: (event) => {
              duzpFollows.current = !event.target.value || event.target.value === issueDate;
            },
          })}
          {...aria(
            "taxableSupplyDate",
            lateWarning ? "invoice-taxable-supply-date-hint invoice-late-issue" : "invoice-taxable-supply-date-hint",
          )}
        />
        <Hint id="invoice-taxable-supply-date-hint">{DOCUMENT_HINTS.taxableSupplyDate}</Hint>
        {lateWarning && (
          <p id="invoice-late-issue" role="status" className="text-xs text-amber-800 dark:text-amber-300">
            {translateMessage(lateWarning)}
          </p>
        )}
        <FieldMessage field="taxableSupplyDate" message={messageOf("taxableSupplyDate")} attempt={attempt} />
      </FieldBlock>

      <FieldBlock>
        <Label htmlFor="invoice-variable-symbol">{t("invoiceForm.variableSymbol")}</Label>
        <Controller
          control={control}
          name="variableSymbol"
          render={({ field }) => (
            <Input
              id="invoice-variable-symbol"
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              {...field}
              onChange={(event) => field.onChange(digitsOnly(event.target.value, 10))}
              {...aria("variableSymbol", isNew ? "invoice-variable-symbol-hint" : undefined)}
            />
          )}
        />
        {isNew ? <Hint id="invoice-variable-symbol-hint">{DOCUMENT_HINTS.variableSymbolNew}</Hint> : null}
        <FieldMessage field="variableSymbol" message={messageOf("variableSymbol")} attempt={attempt} />
      </FieldBlock>

      <div className="grid grid-cols-2 gap-4">
        <FieldBlock>
          <Label htmlFor="invoice-constant-symbol">{t("invoiceForm.constantSymbol")}</Label>
          <Controller
            control={control}
            name="constantSymbol"
            render={({ field }) => (
              <Input
                id="invoice-constant-symbol"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                {...field}
                onChange={(event) => field.onChange(digitsOnly(event.target.value, 4))}
                {...aria("constantSymbol")}
              />
            )}
          />
        </FieldBlock>
        <FieldBlock>
          <Label htmlFor="invoice-payment-method">{t("invoiceForm.paymentMethod")}</Label>
          <NativeSelect id="invoice-payment-method" {...register("paymentMethod")}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </NativeSelect>
        </FieldBlock>
        <FieldMessage
          field="constantSymbol"
          message={messageOf("constantSymbol")}
          attempt={attempt}
          className="col-span-2"
        />
      </div>

      {currency !== "CZK" ? (
        <>
          <FieldBlock>
            <Label htmlFor="invoice-exchange-rate">{t("invoiceForm.exchangeRate")}</Label>
            <Input
              id="invoice-exchange-rate"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.0001}
              {...register("exchangeRate", { valueAsNumber: true })}
              {...aria("exchangeRate", "invoice-exchange-rate-hint")}
            />
            <Hint id="invoice-exchange-rate-hint">{DOCUMENT_HINTS.exchangeRate(currency)}</Hint>
            <FieldMessage field="exchangeRate" message={messageOf("exchangeRate")} attempt={attempt} />
            <CnbRateButton
              currency={currency}
              date={taxableSupplyDate || issueDate}
              onRate={(rate, rateDate) => {
                setValue("exchangeRate", rate, { shouldDirty: true });
                setValue("exchangeRateDate", rateDate, { shouldDirty: true });
              }}
            />
          </FieldBlock>
          <FieldBlock>
            <Label htmlFor="invoice-exchange-rate-date">{t("invoiceForm.exchangeRateDate")}</Label>
            <Input
              id="invoice-exchange-rate-date"
              type="date"
              {...register("exchangeRateDate")}
              {...aria("exchangeRateDate", "invoice-exchange-rate-date-hint")}
            />
            <Hint id="invoice-exchange-rate-date-hint">{DOCUMENT_HINTS.exchangeRateDate}</Hint>
            <FieldMessage field="exchangeRateDate" message={messageOf("exchangeRateDate")} attempt={attempt} />
          </FieldBlock>
        </>
      ) : null}

      <div className="flex items-start gap-3 @lg:col-span-2">
        <input
          id="invoice-reverse-charge"
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          {...register("reverseCharge")}
          aria-describedby="invoice-reverse-charge-hint"
        />
        <div className="space-y-1">
          <Label htmlFor="invoice-reverse-charge">{t("invoiceForm.reverseCharge")}</Label>
          <Hint id="invoice-reverse-charge-hint">{DOCUMENT_HINTS.reverseCharge}</Hint>
        </div>
      </div>
    </div>
  );
}
