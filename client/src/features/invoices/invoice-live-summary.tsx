import { NON_PAYER_NOTE, REVERSE_CHARGE_NOTE, type VatMode } from "@kancl/shared";
import { useWatch } from "react-hook-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { t } from "@/i18n/areas";
import { InvoiceSummaryList } from "./invoice-details";
import { type InvoiceFormControl, liveTotals } from "./invoice-form-model";

/**
 * Subtotal, tax per rate and total while the form is filled in, with the VAT recapitulation (and in CZK for a
 * foreign currency with its rate), computed by the shared totals module as the server will compute them.
 */
export function InvoiceLiveSummary({
  control,
  vatPayer = true,
}: {
  control: InvoiceFormControl;
  /** The supplier's VAT status (the company profile); a non-payer's invoices carry no VAT. */
  vatPayer?: boolean;
}) {
  const [items, taxRate, currency, reverseCharge, exchangeRate] = useWatch({
    control,
    name: ["items", "taxRate", "currency", "reverseCharge", "exchangeRate"],
  });
  const vatMode: VatMode = !vatPayer ? "non_payer" : reverseCharge ? "reverse_charge" : "standard";
  const totals = liveTotals(items ?? [], taxRate, {
    vatMode,
    exchangeRate: currency === "CZK" ? undefined : exchangeRate,
  });
  const rate = Number.isFinite(taxRate) ? taxRate : 0;

  return (
    <Card aria-labelledby="invoice-live-summary-title">
      <CardHeader>
        <CardTitle id="invoice-live-summary-title">{t("invoiceForm.summary")}</CardTitle>
      </CardHeader>
      <CardContent>
        {totals ? (
          <InvoiceSummaryList
            subtotal={totals.subtotal}
            tax={totals.tax}
            total={totals.total}
            taxRate={rate}
            currency={currency}
            vatRecap={totals.vatRecap}
            czkTotals={totals.czkTotals}
            vatNote={
              vatMode === "reverse_charge" ? REVERSE_CHARGE_NOTE : vatMode === "non_payer" ? NON_PAYER_NOTE : null
            }
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("invoiceForm.tooLarge")}</p>
        )}
      </CardContent>
    </Card>
  );
}
