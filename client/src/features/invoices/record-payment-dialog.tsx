import { businessDate, type Invoice, type RecordPaymentInput, recordPaymentInputSchema } from "@kancl/shared";
import { Banknote } from "lucide-react";
import { useState } from "react";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useT } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { parsedByServerSchema, useSchemaForm } from "@/lib/schema-form";
import { formatAmount } from "./invoice-format";
import { INVOICE_LIFECYCLE_TEXTS, useRecordPayment } from "./invoices-api";

interface PaymentValues {
  amount: number;
  paidOn: string;
}

/** The payment form's schema (decision 050): the inputs, then the server's own input schema and its messages. */
const paymentFormSchema = z
  .object({ amount: z.number().or(z.nan()), paidOn: z.string() })
  .transform((values, ctx): RecordPaymentInput => parsedByServerSchema(recordPaymentInputSchema, values, ctx));

/** 'Record payment' (issue 22): the amount defaults to what remains due, the date to today. */
export function RecordPaymentDialog({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Banknote aria-hidden="true" />
          {t("invoiceDialogs.recordPayment")}
        </Button>
      </DialogTrigger>
      <DialogContent>{open ? <PaymentForm invoice={invoice} onDone={() => setOpen(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function PaymentForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const record = useRecordPayment();
  const t = useT();
  const [serverError, setServerError] = useState<string | null>(null);
  const { form, handleSubmit, problem, attempt } = useSchemaForm<PaymentValues, RecordPaymentInput>({
    schema: paymentFormSchema,
    defaultValues: { amount: invoice.amountDue, paidOn: businessDate() },
    reValidateMode: "onSubmit",
  });
  const messageOf = (field: keyof PaymentValues) => (problem?.field === field ? problem.message : null);
  const submit = handleSubmit(
    async (payment) => {
      setServerError(null);
      try {
        await record.mutateAsync({ id: invoice.id, ...payment });
        onDone();
      } catch (error) {
        setServerError(errorMessageOf(error, INVOICE_LIFECYCLE_TEXTS.paymentFailed));
      }
    },
    (found) => form.setFocus(found.field),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t("invoiceDialogs.recordPayment")}</DialogTitle>
        <DialogDescription>
          {t("invoiceDialogs.paymentDescription", {
            number: invoice.invoiceNumber,
            amount: formatAmount(invoice.amountDue, invoice.currency),
          })}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="payment-amount">{t("invoiceDialogs.amountIn", { currency: invoice.currency })}</Label>
          <MoneyInput
            id="payment-amount"
            aria-invalid={messageOf("amount") ? true : undefined}
            aria-describedby={messageOf("amount") ? "payment-amount-message" : undefined}
            {...form.register("amount", { valueAsNumber: true })}
          />
          <FieldMessage id="payment-amount-message" message={messageOf("amount")} attempt={attempt} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="payment-date">{t("invoiceDialogs.paymentDate")}</Label>
          <Input
            id="payment-date"
            type="date"
            aria-invalid={messageOf("paidOn") ? true : undefined}
            aria-describedby={messageOf("paidOn") ? "payment-date-message" : undefined}
            {...form.register("paidOn")}
          />
          <FieldMessage id="payment-date-message" message={messageOf("paidOn")} attempt={attempt} />
        </div>
      </div>
      <DialogSubmitFooter
        label={t("invoiceDialogs.recordPayment")}
        pendingLabel={t("invoiceDialogs.saving")}
        pending={record.isPending}
        error={serverError}
      />
    </form>
  );
}
