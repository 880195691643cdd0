import { INVOICE_MESSAGES, type Invoice } from "@kancl/shared";
import { FileDown, Trash2 } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { translateMessage, useT } from "@/i18n/areas";
import { useDeleteInvoice, useDownloadInvoicePdf } from "./invoices-api";

interface InvoiceActionProps {
  invoice: Pick<Invoice, "id" | "dealId" | "invoiceNumber">;
  /** In a list of invoices, screen readers hear which invoice the button is for. */
  inList?: boolean;
  /** Classes of the visible label (a narrow list shows the icon only; the name stays for screen readers). */
  labelClassName?: string;
}

function ForInvoice({ invoice, inList }: InvoiceActionProps) {
  const t = useT();
  return inList ? (
    <span className="sr-only">{t("invoiceDetail.ofInvoice", { number: invoice.invoiceNumber })}</span>
  ) : null;
}

/** 'Download PDF', 'Generating...' while the server renders it (spec §2); the PDF opens in a new tab. */
export function DownloadPdfButton({
  invoice,
  inList,
  labelClassName,
  size = "sm",
}: InvoiceActionProps & Pick<ButtonProps, "size">) {
  const pdf = useDownloadInvoicePdf();
  const t = useT();
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
        <span className={labelClassName}>{translateMessage(INVOICE_MESSAGES.generating)}</span>
      ) : (
        <span className={labelClassName}>
          {t("invoiceScreens.downloadPdf")}
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
  const t = useT();
  return (
    <Button
      variant="ghostDestructive"
      size="sm"
      disabled={remove.isPending}
      aria-busy={remove.isPending}
      onClick={() => {
        if (window.confirm(translateMessage(INVOICE_MESSAGES.deleteConfirm))) remove.mutate({ id: invoice.id });
      }}
    >
      <Trash2 aria-hidden="true" />
      <span className={labelClassName}>
        {t("invoiceDetail.delete")}
        <ForInvoice invoice={invoice} inList={inList} />
      </span>
    </Button>
  );
}
