import { ArrowLeft, Pencil } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { RecordLoadState } from "@/components/record-load-state";
import { Button } from "@/components/ui/button";
import { DownloadPdfButton } from "./invoice-actions";
import { InvoiceInformationCard, InvoiceItemsCard, InvoiceSummaryCard } from "./invoice-details";
import { INVOICE_LOAD_TEXTS, useInvoiceQuery } from "./invoices-api";

/** /crm/invoices/{invoiceId} (spec §2): the invoice as issued, with its states. */
export function InvoiceViewPage() {
  const { invoiceId = "" } = useParams();
  const invoice = useInvoiceQuery(invoiceId);

  if (invoice.isPending || invoice.isError) {
    return (
      <>
        <PageHeader level={2} title="Invoice" />
        <RecordLoadState texts={INVOICE_LOAD_TEXTS} query={invoice} />
      </>
    );
  }

  const data = invoice.data;
  return (
    <>
      <PageHeader
        level={2}
        title={`Invoice ${data.invoiceNumber}`}
        description={data.billingSnapshot.name}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={`/crm/deals/${data.dealId}`}>
                <ArrowLeft aria-hidden="true" />
                Back to Deal
              </Link>
            </Button>
            <DownloadPdfButton invoice={data} size="default" />
            {/* Only drafts are edited: a sent or paid invoice is a legal document. */}
            {data.status === "draft" ? (
              <Button asChild>
                <Link to={`/crm/invoices/${data.id}/edit`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <InvoiceInformationCard invoice={data} />
          <InvoiceItemsCard invoice={data} />
        </div>
        <div>
          <InvoiceSummaryCard invoice={data} />
        </div>
      </div>
    </>
  );
}
