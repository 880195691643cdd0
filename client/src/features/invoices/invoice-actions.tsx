import { INVOICE_MESSAGES, type Invoice } from "@kancl/shared";
import { FileDown, Trash2 } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useDeleteInvoice, useDownloadInvoicePdf } from "./invoices-api";

interface InvoiceActionProps {
  invoice: Pick<Invoice, "id" | "dealId" | "invoiceNumber">;
  /** In a list of invoices, screen readers hear which invoice the button is for. */
  inList?: boolean;
  /** Classes of the visible label (a narrow list shows the icon only; the name stays for screen readers). */
  labelClassName?: string;
}

function ForInvoice({ invoice, inList }: InvoiceActionProps) {
  return inList ? <span className="sr-only"> of invoice {invoice.invoiceNumber}</span> : null;
}

/** 'Download PDF', 'Generating...' while the server renders it (spec §2); the PDF opens in a new tab. */
export function DownloadPdfButton({
  invoice,
  inList,
  labelClassName,
  size = "sm",
}: InvoiceActionProps & Pick<ButtonProps, "size">) {
  const pdf = useDownloadInvoicePdf();
  return (
    <Button
      variant="outline"
      size={size}
      disabled={pdf.isPending}
      aria-busy={pdf.isPending}
      onClick={() => pdf.mutate({ id: invoice.id })}
    >
      <FileDown aria-hidden="true" />
      {pdf.isPending ? (
        <span className={labelClassName}>{INVOICE_MESSAGES.generating}</span>
      ) : (
        <span className={labelClassName}>
          Download PDF
          <ForInvoice invoice={invoice} inList={inList} />
        </span>
      )}
    </Button>
  );
}

/** 'Delete' with the browser's confirm 'Delete this invoice?' (spec §2); only drafts can be deleted. */
export function DeleteInvoiceButton({
  invoice,
  inList,
  labelClassName,
  onDeleted,
}: InvoiceActionProps & { onDeleted?: () => void }) {
  const remove = useDeleteInvoice(invoice, onDeleted);
  return (
    <Button
      variant="ghostDestructive"
      size="sm"
      disabled={remove.isPending}
      aria-busy={remove.isPending}
      onClick={() => {
        if (window.confirm(INVOICE_MESSAGES.deleteConfirm)) remove.mutate({ id: invoice.id });
      }}
    >
      <Trash2 aria-hidden="true" />
      <span className={labelClassName}>
        Delete
        <ForInvoice invoice={invoice} inList={inList} />
      </span>
    </Button>
  );
}
