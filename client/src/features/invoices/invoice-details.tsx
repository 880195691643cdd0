import type { Invoice } from "@kancl/shared";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TextLink } from "@/components/ui/text-link";
import { useT } from "@/i18n/areas";
import { formatAmount, formatDueDate, formatQuantity, formatRate, taxLabel } from "./invoice-format";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { InvoiceStatusControl } from "./invoice-status-control";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** Spec §2 view: number, status, due date, deal link, billed-to name and e-mail. */
export function InvoiceInformationCard({ invoice }: { invoice: Invoice }) {
  const { billingSnapshot } = invoice;
  const t = useT();
  return (
    <Card aria-labelledby="invoice-information-title">
      <CardHeader>
        <CardTitle id="invoice-information-title">{t("invoiceDetail.information")}</CardTitle>
      </CardHeader>
      <CardContent className="@container space-y-4">
        <dl className="grid gap-4 @md:grid-cols-2">
          <Field label={t("invoiceDetail.invoiceNumber")}>
            <span className="font-mono">{invoice.invoiceNumber}</span>
          </Field>
          <Field label={t("invoiceDetail.status")}>
            <InvoiceStatusBadge status={invoice.status} />
          </Field>
          <Field label={t("invoiceDetail.dueDate")}>
            <time dateTime={invoice.dueDate}>{formatDueDate(invoice.dueDate)}</time>
          </Field>
          <Field label={t("invoiceDetail.deal")}>
            <TextLink to={`/crm/deals/${invoice.dealId}`}>{t("invoiceDetail.viewDeal")}</TextLink>
          </Field>
          <Field label={t("invoiceDetail.billedTo")}>
            <span className="block">{billingSnapshot.name}</span>
            {billingSnapshot.email ? (
              <a
                href={`mailto:${billingSnapshot.email}`}
                className="rounded-sm text-muted-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {billingSnapshot.email}
              </a>
            ) : null}
          </Field>
        </dl>
        <InvoiceStatusControl invoice={invoice} offerIssue={false} />
      </CardContent>
    </Card>
  );
}

export function InvoiceItemsCard({ invoice }: { invoice: Invoice }) {
  const t = useT();
  return (
    <Card aria-labelledby="invoice-items-title">
      <CardHeader>
        <CardTitle id="invoice-items-title">{t("invoiceDetail.items")}</CardTitle>
      </CardHeader>
      {/* A table where the card is wide enough; below 32rem each line is a block, so no figure hides off-screen. */}
      <CardContent className="@container">
        <Table aria-labelledby="invoice-items-title" className="hidden @lg:table">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t("invoiceDetail.description")}</TableHead>
              <TableHead scope="col" className="text-right">
                {t("invoiceDetail.quantity")}
              </TableHead>
              <TableHead scope="col" className="text-right">
                {t("invoiceDetail.unitPrice")}
              </TableHead>
              <TableHead scope="col" className="text-right">
                {t("invoiceDetail.vat")}
              </TableHead>
              <TableHead scope="col" className="text-right">
                {t("invoiceDetail.total")}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invoice.items.map((item, index) => (
              // Items have no id of their own; their order is their identity on an invoice.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only here
              <TableRow key={index}>
                <TableCell className="whitespace-pre-line">{item.description}</TableCell>
                <TableCell className="text-right tabular-nums">{formatQuantity(item.quantity)}</TableCell>
                <TableCell className="text-right tabular-nums whitespace-nowrap">
                  {formatAmount(item.unitPrice, invoice.currency)}
                </TableCell>
                <TableCell className="text-right tabular-nums whitespace-nowrap">{formatRate(item.vatRate)}</TableCell>
                <TableCell className="text-right tabular-nums whitespace-nowrap">
                  {formatAmount(item.total, invoice.currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ol aria-labelledby="invoice-items-title" className="divide-y @lg:hidden">
          {invoice.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only here
            <li key={index} className="space-y-1 py-3 text-sm first:pt-0 last:pb-0">
              <p className="whitespace-pre-line">{item.description}</p>
              <p className="flex flex-wrap justify-between gap-x-4 text-muted-foreground tabular-nums">
                <span>
                  {formatQuantity(item.quantity)} × {formatAmount(item.unitPrice, invoice.currency)} ·{" "}
                  {formatRate(item.vatRate)}
                </span>
                <span className="font-medium text-foreground">{formatAmount(item.total, invoice.currency)}</span>
              </p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

type RecapLine = Invoice["vatRecap"][number];

interface SummaryAmounts {
  subtotal: number;
  tax: number;
  total: number;
  taxRate: number;
  currency: string;
  /** Issue 22: the VAT per rate; with more than one rate a 'Tax (N%)' row each. */
  vatRecap?: readonly RecapLine[];
  czkTotals?: Invoice["czkTotals"];
  vatNote?: string | null;
}

/**
 * Subtotal, 'Tax (21%)' and the total (spec §2); shared by the view and the form's live preview. Issue 22: a tax
 * row per VAT rate, the VAT recapitulation (in CZK too for a foreign currency) and the document's VAT note.
 */
export function InvoiceSummaryList({
  subtotal,
  tax,
  total,
  taxRate,
  currency,
  vatRecap = [],
  czkTotals,
  vatNote,
}: SummaryAmounts) {
  const taxRows =
    vatRecap.length > 0 ? vatRecap.map((line) => [line.rate, line.vat] as const) : [[taxRate, tax] as const];
  const showRecap = vatRecap.length > 1 || Boolean(czkTotals);
  const t = useT();
  return (
    <div className="space-y-4">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t("invoiceDetail.subtotal")}</dt>
          <dd className="tabular-nums">{formatAmount(subtotal, currency)}</dd>
        </div>
        {taxRows.map(([rate, amount]) => (
          <div key={rate} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{taxLabel(rate)}</dt>
            <dd className="tabular-nums">{formatAmount(amount, currency)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
          <dt>{t("invoiceDetail.totalAmount")}</dt>
          <dd className="tabular-nums">{formatAmount(total, currency)}</dd>
        </div>
      </dl>
      {vatNote ? <p className="text-sm font-medium">{vatNote}</p> : null}
      {showRecap ? <VatRecapTable vatRecap={vatRecap} currency={currency} czkTotals={czkTotals ?? null} /> : null}
    </div>
  );
}

/** The VAT recapitulation per rate (base, VAT, total), and the same in CZK when the currency is foreign. */
export function VatRecapTable({
  vatRecap,
  currency,
  czkTotals,
}: {
  vatRecap: readonly RecapLine[];
  currency: string;
  czkTotals: Invoice["czkTotals"];
}) {
  const t = useT();
  // A non-payer's document has no recapitulation: only its total in CZK.
  if (vatRecap.length === 0) {
    return czkTotals ? (
      <p className="text-right text-xs font-medium tabular-nums">
        {t("invoiceDetail.totalInCzk", { amount: formatAmount(czkTotals.total, "CZK") })}
      </p>
    ) : null;
  }
  const tables = [{ title: t("invoiceDetail.vatRecap"), czk: false }];
  if (czkTotals) tables.push({ title: t("invoiceDetail.vatRecapCzk"), czk: true });
  return (
    <div className="space-y-4">
      {tables.map(({ title, czk }) => (
        <section key={title} aria-label={title} className="space-y-1">
          <h3 className="text-xs font-medium text-muted-foreground">{title}</h3>
          <Table aria-label={title} className="text-xs">
            <TableHeader>
              <TableRow>
                <TableHead scope="col" className="h-8 px-1">
                  {t("invoiceDetail.rate")}
                </TableHead>
                <TableHead scope="col" className="h-8 px-1 text-right">
                  {t("invoiceDetail.base")}
                </TableHead>
                <TableHead scope="col" className="h-8 px-1 text-right">
                  {t("invoiceDetail.vat")}
                </TableHead>
                <TableHead scope="col" className="h-8 px-1 text-right">
                  {t("invoiceDetail.total")}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {vatRecap.map((line) => {
                const cur = czk ? "CZK" : currency;
                const [base, vat, sum] = czk
                  ? [line.baseCzk ?? 0, line.vatCzk ?? 0, line.totalCzk ?? 0]
                  : [line.base, line.vat, line.total];
                return (
                  <TableRow key={line.rate}>
                    <TableCell className="px-1 py-1.5 whitespace-nowrap">{formatRate(line.rate)}</TableCell>
                    <TableCell className="px-1 py-1.5 text-right tabular-nums whitespace-nowrap">
                      {formatAmount(base, cur)}
                    </TableCell>
                    <TableCell className="px-1 py-1.5 text-right tabular-nums whitespace-nowrap">
                      {formatAmount(vat, cur)}
                    </TableCell>
                    <TableCell className="px-1 py-1.5 text-right tabular-nums whitespace-nowrap">
                      {formatAmount(sum, cur)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {czk && czkTotals ? (
            <p className="text-right text-xs font-medium tabular-nums">
              {t("invoiceDetail.totalInCzk", { amount: formatAmount(czkTotals.total, "CZK") })}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}

export function InvoiceSummaryCard({ invoice }: { invoice: Invoice }) {
  const t = useT();
  return (
    <Card aria-labelledby="invoice-summary-title">
      <CardHeader>
        <CardTitle id="invoice-summary-title">{t("invoiceDetail.summary")}</CardTitle>
      </CardHeader>
      <CardContent>
        <InvoiceSummaryList {...invoice} />
      </CardContent>
    </Card>
  );
}
