import { INVOICE_MESSAGES } from "@kancl/shared";
import { useQuery } from "@tanstack/react-query";
import { LoaderCircle, Plus, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { errorMessageOf } from "@/lib/api-error";
import { useTRPC } from "@/lib/trpc";
import { InvoicesTable } from "./invoices-table";

/** /crm/invoices (spec §2): every invoice of the organization, newest first, with its states. */
export function InvoicesListPage() {
  const trpc = useTRPC();
  const invoices = useQuery(trpc.invoices.list.queryOptions());

  return (
    <>
      <PageHeader
        level={2}
        title="Invoices"
        actions={
          <Button asChild>
            <Link to="/crm/invoices/new">
              <Plus aria-hidden="true" />
              New Invoice
            </Link>
          </Button>
        }
      />
      {invoices.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {INVOICE_MESSAGES.loading}
        </p>
      ) : invoices.isError ? (
        <div className="space-y-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4">
          <div role="alert" className="space-y-1">
            <p className="font-medium text-destructive">{INVOICE_MESSAGES.loadFailed}</p>
            <p className="text-sm">{errorMessageOf(invoices.error, INVOICE_MESSAGES.unexpectedError)}</p>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={invoices.isFetching}
            aria-busy={invoices.isFetching}
            onClick={() => invoices.refetch()}
          >
            <RefreshCw aria-hidden="true" className={invoices.isFetching ? "animate-spin" : undefined} />
            Retry
          </Button>
        </div>
      ) : invoices.data.invoices.length === 0 ? (
        <p className="rounded-lg border border-dashed py-10 text-center text-sm text-muted-foreground">
          {INVOICE_MESSAGES.emptyList}
        </p>
      ) : (
        <InvoicesTable invoices={invoices.data.invoices} />
      )}
    </>
  );
}
