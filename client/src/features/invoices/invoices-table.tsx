import { INVOICE_MESSAGES, type Invoice } from "@kancl/shared";
import { Eye, Pencil } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TextLink } from "@/components/ui/text-link";
import { DeleteInvoiceButton, DownloadPdfButton } from "./invoice-actions";
import { formatAmount, formatDueDate } from "./invoice-format";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** The invoices list's table (spec §2): Invoice #, Client, Amount, Status, Due Date, Actions. */
export function InvoicesTable({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <Table aria-label="Invoices">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Invoice #</TableHead>
          <TableHead scope="col">Client</TableHead>
          <TableHead scope="col" className="text-right">
            Amount
          </TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col">Due Date</TableHead>
          <TableHead scope="col">Actions</TableHead>
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
  const isDraft = invoice.status === "draft";
  return (
    <TableRow>
      <TableCell>
        <TextLink to={`/crm/invoices/${invoice.id}`} className="font-mono">
          {invoice.invoiceNumber}
        </TextLink>
      </TableCell>
      <TableCell>{invoice.billingSnapshot?.name || INVOICE_MESSAGES.unknownContact}</TableCell>
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
          {isDraft ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={`/crm/invoices/${invoice.id}/edit`}>
                <Pencil aria-hidden="true" />
                Edit<span className="sr-only"> invoice {invoice.invoiceNumber}</span>
              </Link>
            </Button>
          ) : (
            <Button asChild variant="ghost" size="sm">
              <Link to={`/crm/invoices/${invoice.id}`}>
                <Eye aria-hidden="true" />
                View<span className="sr-only"> invoice {invoice.invoiceNumber}</span>
              </Link>
            </Button>
          )}
          <DownloadPdfButton invoice={invoice} inList />
          {isDraft ? <DeleteInvoiceButton invoice={invoice} inList /> : null}
        </div>
      </TableCell>
    </TableRow>
  );
}
