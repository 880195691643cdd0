import { useParams, useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { RecordLoadState } from "@/components/record-load-state";
import { t } from "@/i18n/areas";
import { InvoiceForm } from "./invoice-form";
import { invoiceToValues, newInvoiceValues } from "./invoice-form-model";
import { InvoiceSidePanel, OnlyDraftsNotice } from "./invoice-side-panel";
import { INVOICE_LOAD_TEXTS, useInvoiceQuery } from "./invoices-api";

/**
 * One screen for create and edit (spec §2): /crm/invoices/new has no :invoiceId, which means the id "new";
 * its optional ?dealId= preselects the deal.
 */
export function InvoiceFormPage() {
  const { invoiceId = "new" } = useParams();
  return invoiceId === "new" ? <NewInvoice /> : <EditInvoice invoiceId={invoiceId} />;
}

function NewInvoice() {
  const [searchParams] = useSearchParams();
  const dealId = searchParams.get("dealId") ?? "";
  return (
    <>
      <PageHeader level={2} title={t("invoiceForm.newInvoice")} description={t("invoiceForm.newDescription")} />
      <InvoiceForm
        initialValues={newInvoiceValues(dealId)}
        cancelTo={dealId ? `/crm/deals/${dealId}` : "/crm/invoices"}
      />
    </>
  );
}

function EditInvoice({ invoiceId }: { invoiceId: string }) {
  const invoice = useInvoiceQuery(invoiceId);
  const header = (
    <PageHeader level={2} title={t("invoiceForm.editInvoice")} description={t("invoiceForm.editDescription")} />
  );

  if (invoice.isPending || invoice.isError) {
    return (
      <>
        {header}
        <RecordLoadState texts={INVOICE_LOAD_TEXTS} query={invoice} />
      </>
    );
  }

  const data = invoice.data;
  return (
    <>
      {header}
      {/* By the page's own width (a container query): the app's sidebar and assistant take 560 px of the window. */}
      <div className="@container">
        <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,1fr)_18rem]">
          {data.status === "draft" && data.kind !== "credit_note" ? (
            // Keyed by id: another invoice mounts a fresh form from its current state.
            <InvoiceForm
              key={data.id}
              invoice={data}
              initialValues={invoiceToValues(data)}
              cancelTo={`/crm/invoices/${data.id}`}
            />
          ) : (
            <OnlyDraftsNotice invoice={data} />
          )}
          <aside aria-label={t("invoiceForm.statusPanel")} className="@4xl:sticky @4xl:top-4">
            <InvoiceSidePanel invoice={data} />
          </aside>
        </div>
      </div>
    </>
  );
}
