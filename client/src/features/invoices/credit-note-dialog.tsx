import {
  type CreditNoteInput,
  computeInvoiceTotals,
  createCreditNoteInputSchema,
  fromCents,
  type Invoice,
} from "@kancl/shared";
import { FileMinus } from "lucide-react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { DialogSubmitFooter } from "@/components/dialog-submit-footer";
import { FieldMessage } from "@/components/field-message";
import { MoneyInput } from "@/components/money-input";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { t, useT } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { parsedByServerSchema, refuse, useSchemaForm } from "@/lib/schema-form";
import { formatAmount, formatQuantity, formatRate } from "./invoice-format";
import { INVOICE_LIFECYCLE_TEXTS, useCreateCreditNote, useRelatedInvoices } from "./invoices-api";

/** The dialog's own texts (not the spec's). */
export const CREDIT_NOTE_TEXTS = {
  get noLines() {
    return t("invoiceDialogs.noLines");
  },
  quantityAbove: (n: number, quantity: string) => t("invoiceDialogs.quantityAbove", { n, quantity }),
};

interface CreditValues {
  reason: string;
  lines: { selected: boolean; quantity: number }[];
}

/**
 * The credit note form's schema (decision 050): the reason, then the chosen lines — each a negative copy of an
 * invoice line at its VAT rate, at most its quantity — parsed by the server's own input schema. What remains of
 * the invoice per rate is the server's check (400 with its message).
 */
function creditNoteFormSchema(invoice: Invoice) {
  return z
    .object({
      reason: z.string(),
      lines: z.array(z.object({ selected: z.boolean(), quantity: z.number().or(z.nan()) })),
    })
    .transform((values, ctx): CreditNoteInput => {
      const items: NonNullable<CreditNoteInput["items"]> = [];
      for (const [index, line] of values.lines.entries()) {
        const item = invoice.items[index];
        if (!line.selected || !item) continue;
        if (line.quantity > item.quantity) {
          return refuse(
            ctx,
            `lines.${index}.quantity`,
            CREDIT_NOTE_TEXTS.quantityAbove(index + 1, formatQuantity(item.quantity)),
          );
        }
        items.push({
          description: item.description,
          quantity: line.quantity,
          unitPrice: -item.unitPrice,
          vatRate: item.vatRate,
        });
      }
      if (values.reason.trim() && items.length === 0) return refuse(ctx, "lines", CREDIT_NOTE_TEXTS.noLines);
      return parsedByServerSchema(createCreditNoteInputSchema, { reason: values.reason, items }, ctx, (issue) => ({
        // The server's "items.0.quantity" is the form's line of that item.
        field: issue.path[0] === "items" ? "lines" : issue.path.join("."),
        message: issue.message,
      }));
    });
}

/** 'Create credit note' (issue 22): a draft credit note of chosen lines, then its page to issue it. */
export function CreditNoteDialog({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileMinus aria-hidden="true" />
          {t("invoiceDialogs.createCreditNote")}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">{open ? <CreditNoteForm invoice={invoice} /> : null}</DialogContent>
    </Dialog>
  );
}

function CreditNoteForm({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const create = useCreateCreditNote();
  const t = useT();
  const notes = useRelatedInvoices(invoice.creditNoteIds);
  const creditedCents = notes.reduce(
    (sum, note) => sum + (note.data && note.data.status !== "draft" ? Math.round(note.data.total * 100) : 0),
    0,
  );
  const remaining = fromCents(Math.round(invoice.total * 100) + creditedCents);
  const [serverError, setServerError] = useState<string | null>(null);
  const { form, handleSubmit, problem, attempt } = useSchemaForm<CreditValues, CreditNoteInput>({
    schema: creditNoteFormSchema(invoice),
    defaultValues: {
      reason: "",
      lines: invoice.items.map((item) => ({ selected: true, quantity: item.quantity })),
    },
    reValidateMode: "onSubmit",
  });
  const lines = useWatch({ control: form.control, name: "lines" });
  const chosen = invoice.items.flatMap((item, index) =>
    lines?.[index]?.selected ? [{ quantity: Number(lines[index]?.quantity) || 0, unitPrice: -item.unitPrice }] : [],
  );
  const creditTotal = fromCents(computeInvoiceTotals(chosen, 0).subtotalCents);

  const submit = handleSubmit(
    async (note) => {
      setServerError(null);
      try {
        const created = await create.mutateAsync({ id: invoice.id, ...note });
        navigate(`/crm/invoices/${created.id}`);
      } catch (error) {
        setServerError(errorMessageOf(error, INVOICE_LIFECYCLE_TEXTS.creditNoteFailed));
      }
    },
    (found) => {
      if (found.field === "reason") form.setFocus("reason");
    },
  );
  const message = (field: string) =>
    problem && (problem.field === field || problem.field.startsWith(`${field}.`)) ? problem.message : null;

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t("invoiceDialogs.createCreditNote")}</DialogTitle>
        <DialogDescription>
          {t("invoiceDialogs.creditDescription", {
            number: invoice.invoiceNumber,
            amount: formatAmount(remaining, invoice.currency),
          })}
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-2">
        <Label htmlFor="credit-reason">{t("invoiceDialogs.creditReason")}</Label>
        <Textarea
          id="credit-reason"
          rows={2}
          aria-invalid={message("reason") ? true : undefined}
          aria-describedby={message("reason") ? "credit-reason-message" : undefined}
          {...form.register("reason")}
        />
        <FieldMessage id="credit-reason-message" message={message("reason")} attempt={attempt} />
      </div>
      <fieldset className="min-w-0 space-y-2">
        <legend className="mb-2 text-sm font-medium">{t("invoiceDialogs.linesToCredit")}</legend>
        {invoice.items.map((item, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines are identified by their order
            key={index}
            className="grid grid-cols-[auto_minmax(0,1fr)_6rem] items-center gap-3 rounded-md border p-2"
          >
            <input
              id={`credit-line-${index}`}
              type="checkbox"
              className="size-4 accent-primary"
              {...form.register(`lines.${index}.selected`)}
            />
            <label htmlFor={`credit-line-${index}`} className="min-w-0 text-sm">
              <span className="block truncate font-medium">{item.description}</span>
              <span className="text-xs text-muted-foreground">
                {formatQuantity(item.quantity)} × −{formatAmount(item.unitPrice, invoice.currency)} ·{" "}
                {formatRate(item.vatRate)} {t("invoiceDialogs.vatSuffix")}
              </span>
            </label>
            <div>
              <Label htmlFor={`credit-quantity-${index}`} className="sr-only">
                {t("invoiceDialogs.quantityToCredit", { n: index + 1 })}
              </Label>
              <MoneyInput
                id={`credit-quantity-${index}`}
                max={item.quantity}
                step="any"
                className="text-right"
                {...form.register(`lines.${index}.quantity`, { valueAsNumber: true })}
              />
            </div>
          </div>
        ))}
        <FieldMessage message={message("lines")} attempt={attempt} />
        <p className="text-right text-sm tabular-nums">
          {t("invoiceDialogs.creditBeforeVat")}{" "}
          <span className="font-semibold">{formatAmount(creditTotal, invoice.currency)}</span>
        </p>
      </fieldset>
      <DialogSubmitFooter
        label={t("invoiceDialogs.createCreditNote")}
        pendingLabel={t("invoiceDialogs.saving")}
        pending={create.isPending}
        error={serverError}
      />
    </form>
  );
}
