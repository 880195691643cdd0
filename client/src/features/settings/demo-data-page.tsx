import { DEMO_MESSAGES } from "@kancl/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useT } from "@/i18n/settings";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";

/**
 * Settings → Demo data (/settings/demo-data; issue 25 item 6, decision 151): what the demo made and is still there,
 * "Fill with demo data" when there is none, "Remove demo data" (after a confirmation) when there is. A removal the
 * server refuses says why (the organization's own records that depend on demo records) beside the button.
 */
export function DemoDataPage() {
  const t = useT();
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
      onError: (error) => toast.error(errorMessageOf(error, t("demoScreen.fillFailed"))),
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
        setRefusal(errorMessageOf(error, t("demoScreen.removeFailed")));
      },
    }),
  );

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t("demoScreen.title")} description={t("demoScreen.description")} />
      <Card aria-labelledby="demo-data-title">
        <CardHeader>
          <CardTitle id="demo-data-title">{t("demoScreen.records")}</CardTitle>
          <CardDescription>{t("demoScreen.recordsDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {status.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t("settingsCommon.loading")}
            </p>
          ) : status.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessageOf(status.error)}
            </p>
          ) : status.data.present ? (
            <>
              <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t("demoScreen.contacts")}</dt>
                <dd>{status.data.counts.contacts}</dd>
                <dt className="text-muted-foreground">{t("demoScreen.deals")}</dt>
                <dd>{status.data.counts.deals}</dd>
                <dt className="text-muted-foreground">{t("demoScreen.invoices")}</dt>
                <dd>{status.data.counts.invoices}</dd>
              </dl>
              <Button variant="destructive" onClick={() => setConfirming(true)} disabled={remove.isPending}>
                {t("demoScreen.remove")}
              </Button>
              {refusal ? (
                <p role="alert" className="text-sm text-destructive">
                  {refusal}
                </p>
              ) : null}
            </>
          ) : (
            <>
              <p className="text-sm">{t("demoScreen.none")}</p>
              <Button onClick={() => fill.mutate()} disabled={fill.isPending} aria-busy={fill.isPending}>
                {fill.isPending ? t("demoScreen.filling") : t("demoScreen.fill")}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("demoScreen.removeTitle")}
        description={t("demoScreen.removeDescription")}
        confirmLabel={t("demoScreen.remove")}
        pendingLabel={t("demoScreen.removing")}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
