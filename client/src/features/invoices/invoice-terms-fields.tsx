import { type Contact, type Deal, INVOICE_CURRENCIES, INVOICE_MESSAGES } from "@kancl/shared";
import { useRef } from "react";
import { Controller, type UseFormGetValues, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessageOf } from "@/lib/api-error";
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
  deals: LoadedOptions<Deal>;
  contacts: LoadedOptions<Contact>;
  /** The live 'missing billing information' message of the chosen contact, or null. */
  billingWarning: string | null;
}

/** Options loaded from the API: the list once there, whether it is loading, and the failure with a retry. */
export interface LoadedOptions<T> {
  items: readonly T[] | undefined;
  pending: boolean;
  error: unknown;
  retry: () => void;
}

/** Not a spec text: the spec names only the deals' load failure. */
const LOAD_CONTACTS_FAILED = "Failed to load contacts";

/** Who and on what terms: deal, billing contact, due date, currency, tax rate (spec §5, §9). */
export function InvoiceTermsFields(props: InvoiceTermsFieldsProps) {
  const { control, register, setValue, getValues, problem, attempt, deals, contacts, billingWarning } = props;
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

  return (
    <div className="grid gap-4 @lg:grid-cols-2">
      <FieldBlock>
        <Label htmlFor="invoice-deal">Deal</Label>
        <Controller
          control={control}
          name="dealId"
          render={({ field }) => (
            <NativeSelect
              id="invoice-deal"
              {...field}
              {...fieldAria("dealId", problem)}
              onChange={(event) => {
                field.onChange(event);
                // Choosing a deal preselects its billing contact, when it has one.
                const deal = deals.items?.find((candidate) => candidate.id === event.target.value);
                if (deal?.billingContactId) setValue("billingContactId", deal.billingContactId);
              }}
            >
              <option value="">{deals.pending ? "Loading deals…" : "Select a deal"}</option>
              {deals.items?.map((deal) => (
                <option key={deal.id} value={deal.id}>
                  {deal.title}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <FieldMessage field="dealId" message={messageOf("dealId")} attempt={attempt} />
        {deals.error ? (
          <LoadFailure
            message={INVOICE_MESSAGES.loadDealsFailed}
            reason={errorMessageOf(deals.error, "")}
            onRetry={deals.retry}
          />
        ) : null}
      </FieldBlock>

      <FieldBlock>
        <Label htmlFor="invoice-billing-contact">Billing Contact</Label>
        <Controller
          control={control}
          name="billingContactId"
          render={({ field }) => (
            <NativeSelect
              id="invoice-billing-contact"
              {...field}
              {...fieldAria("billingContactId", problem, Boolean(billingWarning))}
            >
              <option value="">{contacts.pending ? "Loading contacts…" : "Select a billing contact"}</option>
              {sortedByName(contacts.items).map((contact) => (
                <option key={contact.id} value={contact.id}>
                  {hasBilling(contact) ? contact.name : `${contact.name} (no billing information)`}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <FieldMessage field="billingContactId" message={contactMessage} attempt={attempt} />
        {contacts.error ? (
          <LoadFailure
            message={LOAD_CONTACTS_FAILED}
            reason={errorMessageOf(contacts.error, "")}
            onRetry={contacts.retry}
          />
        ) : null}
      </FieldBlock>

      <FieldBlock>
        <Label htmlFor="invoice-due-date">Due Date</Label>
        <Input id="invoice-due-date" type="date" {...register("dueDate")} {...fieldAria("dueDate", problem)} />
        <FieldMessage field="dueDate" message={messageOf("dueDate")} attempt={attempt} />
      </FieldBlock>

      <div className="grid grid-cols-2 gap-4">
        <FieldBlock>
          <Label htmlFor="invoice-currency">Currency</Label>
          <NativeSelect id="invoice-currency" {...register("currency")}>
            {INVOICE_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </NativeSelect>
        </FieldBlock>
        <FieldBlock>
          <Label htmlFor="invoice-tax-rate">Tax Rate (%)</Label>
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
    </div>
  );
}

function sortedByName(contacts: readonly Contact[] = []): Contact[] {
  return [...contacts].sort((a, b) => a.name.localeCompare(b.name));
}

function LoadFailure({ message, reason, onRetry }: { message: string; reason: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p role="alert" className="text-destructive">
        {message}
        {reason ? <span className="text-muted-foreground"> ({reason})</span> : null}
      </p>
      <Button variant="link" size="sm" className="h-auto px-0" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
