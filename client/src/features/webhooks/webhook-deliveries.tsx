import type { WebhookDelivery } from "@kancl/shared";
import { RotateCw } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/features/invoices/invoice-format";
import { useT } from "@/i18n/settings";
import { errorMessageOf } from "@/lib/api-error";
import { useRedeliverWebhook, useWebhookDeliveries } from "./webhooks-api";

const STATE_VARIANT = { pending: "warning", succeeded: "success", failed: "destructive" } as const;

/** An endpoint's latest deliveries with every attempt's answer, and Redeliver. */
export function WebhookDeliveries({ webhookId, url }: { webhookId: string; url: string }) {
  const t = useT();
  const headingId = useId();
  const deliveries = useWebhookDeliveries(webhookId);
  const redeliver = useRedeliverWebhook();

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {t("webhooksPage.deliveriesTitle", { url })}
      </h3>
      {deliveries.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("webhooksPage.deliveriesLoading")}
        </p>
      ) : deliveries.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("webhooksPage.deliveriesFailed")}: {errorMessageOf(deliveries.error)}
        </p>
      ) : deliveries.data.deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("webhooksPage.noDeliveries")}</p>
      ) : (
        <Table aria-labelledby={headingId}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("webhooksPage.event")}</TableHead>
              <TableHead>{t("webhooksPage.created_at")}</TableHead>
              <TableHead>{t("webhooksPage.state")}</TableHead>
              <TableHead>{t("webhooksPage.attempts")}</TableHead>
              <TableHead>{t("webhooksPage.details")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("webhooksPage.redeliver")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {deliveries.data.deliveries.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                pending={redeliver.isPending && redeliver.variables?.deliveryId === delivery.id}
                onRedeliver={() => redeliver.mutate({ id: webhookId, deliveryId: delivery.id })}
              />
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

function DeliveryRow({
  delivery,
  pending,
  onRedeliver,
}: {
  delivery: WebhookDelivery;
  pending: boolean;
  onRedeliver: () => void;
}) {
  const t = useT();
  return (
    <TableRow className="align-top">
      <TableHead scope="row" className="font-mono text-xs font-normal">
        {delivery.eventType}
      </TableHead>
      <TableCell className="whitespace-nowrap">
        <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>
      </TableCell>
      <TableCell>
        <Badge variant={STATE_VARIANT[delivery.state]}>{t(`webhooksPage.states.${delivery.state}`)}</Badge>
        {delivery.nextAttemptAt ? (
          <p className="mt-1 text-xs text-muted-foreground">
            {t("webhooksPage.nextAttempt", { when: formatDateTime(delivery.nextAttemptAt) })}
          </p>
        ) : null}
      </TableCell>
      <TableCell>{delivery.attempts}</TableCell>
      <TableCell className="min-w-56 max-w-md">
        <details>
          <summary className="cursor-pointer text-sm">
            {delivery.lastStatusCode !== null ? `HTTP ${delivery.lastStatusCode}` : (delivery.lastError ?? "—")}
          </summary>
          <div className="mt-2 space-y-2 text-xs">
            <p className="font-medium">{t("webhooksPage.requestBody")}</p>
            <pre className="max-h-40 overflow-auto rounded bg-muted p-2 font-mono break-all whitespace-pre-wrap">
              {delivery.requestBody}
            </pre>
            <ol className="space-y-1">
              {delivery.attemptLog.map((attempt) => (
                <li key={`${attempt.attempt}-${attempt.startedAt}`}>
                  {t("webhooksPage.attempt", { number: attempt.attempt })}
                  {attempt.manual ? ` (${t("webhooksPage.manual")})` : ""} · {formatDateTime(attempt.startedAt)} ·{" "}
                  {attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : t("webhooksPage.noAnswer")} ·{" "}
                  {t("webhooksPage.durationMs", { ms: attempt.durationMs })}
                  {attempt.error ? <span className="block text-destructive">{attempt.error}</span> : null}
                  {attempt.responseBody ? (
                    <pre className="max-h-24 overflow-auto rounded bg-muted p-1 font-mono break-all whitespace-pre-wrap">
                      {attempt.responseBody}
                    </pre>
                  ) : null}
                </li>
              ))}
            </ol>
          </div>
        </details>
      </TableCell>
      <TableCell>
        <Button variant="outline" size="sm" onClick={onRedeliver} disabled={pending} aria-busy={pending}>
          <RotateCw aria-hidden="true" />
          {t("webhooksPage.redeliver")}
        </Button>
      </TableCell>
    </TableRow>
  );
}
