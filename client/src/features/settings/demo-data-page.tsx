import { DEMO_MESSAGES } from "@kancl/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";

const FILL_FAILED = "Failed to add demo data";
const REMOVE_FAILED = "Failed to remove demo data";

/**
 * Settings → Demo data (/settings/demo-data; issue 25 item 6, decision 151): what the demo made and is still there,
 * "Fill with demo data" when there is none, "Remove demo data" (after a confirmation) when there is. A removal the
 * server refuses says why (the organization's own records that depend on demo records) beside the button.
 */
export function DemoDataPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.demo.status.queryOptions());
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  // Every list and figure may have changed.
  const refreshAll = () => queryClient.invalidateQueries();
  const fill = useMutation(
    trpc.demo.fill.mutationOptions({
      onSuccess: async () => {
        toast.success(DEMO_MESSAGES.filled);
        await refreshAll();
      },
      onError: (error) => toast.error(errorMessageOf(error, FILL_FAILED)),
    }),
  );
  const remove = useMutation(
    trpc.demo.remove.mutationOptions({
      onSuccess: async () => {
        setConfirming(false);
        setRefusal(null);
        toast.success(DEMO_MESSAGES.removed);
        await refreshAll();
      },
      onError: (error) => {
        setConfirming(false);
        setRefusal(errorMessageOf(error, REMOVE_FAILED));
      },
    }),
  );

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Demo data"
        description="A Czech company's customers, people, deals and invoices to try Kancl with, removable in one click."
      />
      <Card aria-labelledby="demo-data-title">
        <CardHeader>
          <CardTitle id="demo-data-title">Demo records</CardTitle>
          <CardDescription>
            Only what the demo made is removed; your own records stay. The company profile stays too: change it in
            Settings → Company.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {status.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading…
            </p>
          ) : status.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessageOf(status.error)}
            </p>
          ) : status.data.present ? (
            <>
              <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Contacts</dt>
                <dd>{status.data.counts.contacts}</dd>
                <dt className="text-muted-foreground">Deals</dt>
                <dd>{status.data.counts.deals}</dd>
                <dt className="text-muted-foreground">Invoices</dt>
                <dd>{status.data.counts.invoices}</dd>
              </dl>
              <Button variant="destructive" onClick={() => setConfirming(true)} disabled={remove.isPending}>
                Remove demo data
              </Button>
              {refusal ? (
                <p role="alert" className="text-sm text-destructive">
                  {refusal}
                </p>
              ) : null}
            </>
          ) : (
            <>
              <p className="text-sm">This organization has no demo data.</p>
              <Button onClick={() => fill.mutate()} disabled={fill.isPending} aria-busy={fill.isPending}>
                {fill.isPending ? "Filling with demo data…" : "Fill with demo data"}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove demo data?"
        description="The demo's contacts, deals and invoices are deleted. Your own records stay."
        confirmLabel="Remove demo data"
        pendingLabel="Removing…"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
