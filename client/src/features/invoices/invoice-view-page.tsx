import type { Invoice } from "@kancl/shared";
import { ArrowLeft, FileCode2, Pencil, ReceiptText } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { RecordLoadState } from "@/components/record-load-state";
import { Button } from "@/components/ui/button";
import { CanWrite } from "@/features/auth/use-can";
import { useT } from "@/i18n/areas";
import { BankChangeWarning } from "./bank-change-warning";
import { CreditNoteDialog } from "./credit-note-dialog";
import { DeleteInvoiceButton, DownloadPdfButton } from "./invoice-actions";
import { InvoiceInformationCard, InvoiceItemsCard, InvoiceSummaryCard } from "./invoice-details";
import { InvoiceDocumentCard } from "./invoice-document-card";
import { InvoicePaymentsCard } from "./invoice-payments-card";
import { INVOICE_LOAD_TEXTS, isdocUrl, paymentRequestUrl, useInvoiceQuery, useIssueInvoice } from "./invoices-api";
import { IssueInvoiceButton, IssueProblem } from "./issue-invoice-button";
import { RecordPaymentDialog } from "./record-payment-dialog";

/** /crm/invoices/{invoiceId} (spec §2): the invoice as issued, with its states; issue 22: its lifecycle's actions. */
export function InvoiceViewPage() {
  const { invoiceId = "" } = useParams();
  const invoice = useInvoiceQuery(invoiceId);
  const t = useT();

  if (invoice.isPending || invoice.isError) {
    return (
      <>
        <PageHeader level={2} title={t("invoiceDetail.invoice")} />
        <RecordLoadState texts={INVOICE_LOAD_TEXTS} query={invoice} />
      </>
    );
  }
  // Keyed by id: going from an invoice to its credit note forgets the other's failed issue.
  return <InvoiceView key={invoice.data.id} invoice={invoice.data} />;
}

function InvoiceView({ invoice: data }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const t = useT();
  const issue = useIssueInvoice();
  const isDraft = data.status === "draft";
  const isCreditNote = data.kind === "credit_note";

  return (
    <>
      <PageHeader
        level={2}
        title={t(isCreditNote ? "invoiceDetail.creditNoteTitle" : "invoiceDetail.invoiceTitle", {
          number: data.invoiceNumber,
        })}
        description={data.billingSnapshot.name}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={`/crm/deals/${data.dealId}`}>
                <ArrowLeft aria-hidden="true" />
                {t("invoiceDetail.backToDeal")}
              </Link>
            </Button>
            <DownloadPdfButton invoice={data} size="default" />
            {isDraft ? null : (
              <Button asChild variant="outline">
                <a href={isdocUrl(data.id)} download>
                  <FileCode2 aria-hidden="true" />
                  {t("invoiceDetail.downloadIsdoc")}
                </a>
              </Button>
            )}
            {isDraft || isCreditNote ? null : (
              // A separate document, never the invoice as issued: what remains after credit notes and payments.
              <Button asChild variant="outline">
                <a href={paymentRequestUrl(data.id)} target="_blank" rel="noopener">
                  <ReceiptText aria-hidden="true" />
                  {t("invoiceDetail.paymentRequest")}
                </a>
              </Button>
            )}
            <CanWrite>
              {/* Only drafts are edited: a sent or paid invoice is a legal document. A credit note is made anew. */}
              {isDraft && !isCreditNote ? (
                <Button asChild variant="outline">
                  <Link to={`/crm/invoices/${data.id}/edit`}>
                    <Pencil aria-hidden="true" />
                    {t("invoiceDetail.edit")}
                  </Link>
                </Button>
              ) : null}
              {isDraft ? <IssueInvoiceButton invoice={data} issue={issue} /> : null}
              {isDraft && data.deletable ? (
                <DeleteInvoiceButton invoice={data} onDeleted={() => navigate("/crm/invoices", { replace: true })} />
              ) : null}
              {isDraft && !data.deletable ? (
                <p className="basis-full text-sm text-muted-foreground">{t("invoiceDetail.notDeletable")}</p>
              ) : null}
              {!isDraft && !isCreditNote ? <CreditNoteDialog invoice={data} /> : null}
              {!isDraft && !isCreditNote && data.amountDue > 0 ? <RecordPaymentDialog invoice={data} /> : null}
            </CanWrite>
          </>
        }
      />
      {issue.isError ? (
        <div className="mb-6">
          <IssueProblem error={issue.error} />
        </div>
      ) : null}
      <BankChangeWarning invoice={data} />
      {/* By the page's own width (a container query): the app's sidebar and assistant take 560 px of the window. */}
      <div className="@container">
        <div className="grid gap-6 @4xl:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            <InvoiceInformationCard invoice={data} />
            <InvoiceDocumentCard invoice={data} />
            <InvoiceItemsCard invoice={data} />
          </div>
          <div className="space-y-6">
            <InvoiceSummaryCard invoice={data} />
            {!isDraft && !isCreditNote ? <InvoicePaymentsCard invoice={data} /> : null}
          </div>
        </div>
      </div>
    </>
  );
}
