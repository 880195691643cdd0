import { type Control, useWatch } from "react-hook-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { InvoiceSummaryList } from "./invoice-details";
import { type InvoiceFormValues, liveTotals } from "./invoice-form-model";

/** Subtotal, tax and total while the form is filled in, computed as the server will compute them. */
export function InvoiceLiveSummary({ control }: { control: Control<InvoiceFormValues> }) {
  const [items, taxRate, currency] = useWatch({ control, name: ["items", "taxRate", "currency"] });
  const totals = liveTotals(items ?? [], taxRate);
  const rate = Number.isFinite(taxRate) ? taxRate : 0;

  return (
    <Card aria-labelledby="invoice-live-summary-title">
      <CardHeader>
        <CardTitle id="invoice-live-summary-title">Summary</CardTitle>
      </CardHeader>
      <CardContent>
        {totals ? (
          <InvoiceSummaryList
            subtotal={totals.subtotal}
            tax={totals.tax}
            total={totals.total}
            taxRate={rate}
            currency={currency}
          />
        ) : (
          <p className="text-sm text-muted-foreground">These amounts are too large to total.</p>
        )}
      </CardContent>
    </Card>
  );
}
