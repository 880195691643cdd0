import { INVOICE_MESSAGES, type Invoice, type InvoiceListFilter, type InvoiceSort } from "@kancl/shared";
import { Eye, Pencil } from "lucide-react";
import { Link } from "react-router";
import { SortableHead } from "@/components/sortable-head";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TextLink } from "@/components/ui/text-link";
import { useCan } from "@/features/auth/use-can";
import { translateMessage, useT } from "@/i18n/screens";
import { DeleteInvoiceButton, DownloadPdfButton } from "./invoice-actions";
import { formatAmount, formatDueDate } from "./invoice-format";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { nextSort } from "./invoices-list-query";

/** A row's action labels: seen where the list is wide (a container query on the list); icons with names below. */
const ACTION_LABEL = "sr-only @4xl:not-sr-only";

interface SortProps {
  filter?: InvoiceListFilter;
  onSort?: (sort: Pick<InvoiceListFilter, "sort" | "order">) => void;
}

/**
 * The invoices list's table (spec §2): Invoice #, Client, Amount, Status, Due Date, Actions. Issue 22: the columns
 * the API sorts by sort when a handler is given; a credit note is marked as one.
 */
export function InvoicesTable({ invoices, filter = {}, onSort }: { invoices: readonly Invoice[] } & SortProps) {
  const t = useT();
  const current = { sort: filter.sort ?? "createdAt", order: filter.order ?? "desc" } as const;
  const sortBy = onSort && ((column: InvoiceSort) => onSort(nextSort(filter, column)));
  const sortable = { current, onSort: sortBy };
  return (
    <Table aria-label={t("invoiceScreens.title")}>
      <TableHeader>
        <TableRow>
          <SortableHead column="invoiceNumber" label={t("invoiceScreens.invoiceNumber")} {...sortable} />
          <TableHead scope="col">{t("invoiceScreens.client")}</TableHead>
          <SortableHead column="total" label={t("invoiceScreens.amount")} className="text-right" {...sortable} />
          <TableHead scope="col">{t("invoiceScreens.status")}</TableHead>
          <SortableHead column="dueDate" label={t("invoiceScreens.dueDate")} {...sortable} />
          <TableHead scope="col">{t("common.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </TableBody>
    </Table>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const isDraft = invoice.status === "draft";
  // A credit note's draft is issued or deleted, never edited (the server refuses): it is viewed.
  // A read-only user views every invoice (decision 130).
  const editable = useCan().write && isDraft && invoice.kind !== "credit_note";
  return (
    <TableRow>
      <TableCell>
        <TextLink to={`/crm/invoices/${invoice.id}`} className="font-mono whitespace-nowrap">
          {invoice.invoiceNumber}
        </TextLink>
        {invoice.kind === "credit_note" ? (
          <span className="block text-xs whitespace-nowrap text-muted-foreground">
            {t("invoiceScreens.creditNote")}
          </span>
        ) : null}
      </TableCell>
      <TableCell>{invoice.billingSnapshot?.name || translateMessage(INVOICE_MESSAGES.unknownContact)}</TableCell>
      <TableCell className="text-right tabular-nums whitespace-nowrap">
        {formatAmount(invoice.total, invoice.currency)}
      </TableCell>
      <TableCell>
        <InvoiceStatusBadge status={invoice.status} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={invoice.dueDate}>{formatDueDate(invoice.dueDate)}</time>
      </TableCell>
      <TableCell>
        <div className="flex items-center gap-1">
          {/* Only drafts change; a sent or paid invoice is a legal document, so it is viewed instead. */}
          {editable ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={`/crm/invoices/${invoice.id}/edit`}>
                <Pencil aria-hidden="true" />
                <span className={ACTION_LABEL}>
                  {t("common.edit")}
                  <span className="sr-only"> {t("invoiceScreens.srInvoice", { number: invoice.invoiceNumber })}</span>
                </span>
              </Link>
            </Button>
          ) : (
            <Button asChild variant="ghost" size="sm">
              <Link to={`/crm/invoices/${invoice.id}`}>
                <Eye aria-hidden="true" />
                <span className={ACTION_LABEL}>
                  {t("common.view")}
                  <span className="sr-only"> {t("invoiceScreens.srInvoice", { number: invoice.invoiceNumber })}</span>
                </span>
              </Link>
            </Button>
          )}
          <DownloadPdfButton invoice={invoice} inList labelClassName={ACTION_LABEL} />
          {/* Only where the server deletes it: the newest draft of its series (an older one answers 409). */}
          {isDraft && invoice.deletable ? (
            <DeleteInvoiceButton invoice={invoice} inList labelClassName={ACTION_LABEL} />
          ) : null}
        </div>
      </TableCell>
    </TableRow>
  );
}
