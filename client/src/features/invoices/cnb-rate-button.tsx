import { type CnbRateInput, FOREIGN_INVOICE_CURRENCIES, type ForeignInvoiceCurrency } from "@kancl/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { t } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { useTRPC } from "@/lib/trpc";
import { formatDate } from "./invoice-format";

const isForeign = (currency: string): currency is ForeignInvoiceCurrency =>
  (FOREIGN_INVOICE_CURRENCIES as readonly string[]).includes(currency);

/** Today in the browser's calendar (YYYY-MM-DD): the bank has no rate for a later day. */
const today = () => new Date().toLocaleDateString("sv-SE");

interface CnbRateButtonProps {
  currency: string;
  /** The taxable supply's date (or the issue date): the rate of that day applies (§ 38 of the VAT act). */
  date: string | undefined;
  onRate(rate: number, rateDate: string): void;
}

/**
 * Fills the exchange rate with the Czech National Bank's fixing for the taxable supply's date (decision 071). Never
 * required: offline the server says so and the user types the rate.
 */
export function CnbRateButton({ currency, date, onRate }: CnbRateButtonProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!isForeign(currency)) return null;

  async function fetchRate(currencyCode: ForeignInvoiceCurrency) {
    const day = date && /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= today() ? date : today();
    const input: CnbRateInput = { currency: currencyCode, date: day };
    setPending(true);
    setStatus(null);
    try {
      const answer = await queryClient.fetchQuery({ ...trpc.exchangeRates.cnb.queryOptions(input), staleTime: 60_000 });
      if (answer.rate === null || answer.rateDate === null) {
        setStatus(answer.message ?? null);
        return;
      }
      onRate(answer.rate, answer.rateDate);
      setStatus(`ČNB rate of ${formatDate(answer.rateDate)}: ${answer.rate} CZK / ${currencyCode}`);
    } catch (error) {
      setStatus(errorMessageOf(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-1">
      <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => fetchRate(currency)}>
        {pending ? t("invoiceForm.fetchingCnbRate") : t("invoiceForm.useCnbRate")}
      </Button>
      <p role="status" className="text-xs text-muted-foreground">
        {status}
      </p>
    </div>
  );
}
