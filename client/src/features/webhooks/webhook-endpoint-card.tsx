import type { WebhookEndpoint, WebhookEventType } from "@kancl/shared";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useT } from "@/i18n/settings";
import { WebhookDeliveries } from "./webhook-deliveries";
import { WebhookEventsField } from "./webhook-events-field";
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhook,
  type WebhookWithSecret,
} from "./webhooks-api";

interface WebhookEndpointCardProps {
  webhook: WebhookEndpoint;
  onSecret: (shown: WebhookWithSecret) => void;
}

/** One endpoint: its state and events, and what an admin does with it. */
export function WebhookEndpointCard({ webhook, onSecret }: WebhookEndpointCardProps) {
  const t = useT();
  const [editing, setEditing] = useState<WebhookEventType[] | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendWebhookTest();

  return (
    <li className="space-y-3 rounded-lg border p-4" aria-label={webhook.url}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <p className="font-mono text-sm break-all">{webhook.url}</p>
          {webhook.description ? <p className="text-sm text-muted-foreground">{webhook.description}</p> : null}
          <p className="text-xs text-muted-foreground">{t("webhooksPage.secret", { hint: webhook.secretHint })}</p>
        </div>
        <div className="space-y-1 text-right">
          <Badge variant={webhook.enabled ? "success" : "destructive"}>
            {webhook.enabled ? t("webhooksPage.enabled") : t("webhooksPage.disabled")}
          </Badge>
          {webhook.disabledReason ? (
            <p className="max-w-sm text-xs text-destructive">
              {t("webhooksPage.disabledBecause", { reason: webhook.disabledReason })}
            </p>
          ) : webhook.consecutiveFailures > 0 ? (
            <p className="text-xs text-warning">
              {t("webhooksPage.failuresInARow", { count: webhook.consecutiveFailures })}
            </p>
          ) : null}
        </div>
      </div>

      {editing ? (
        <div className="space-y-2">
          <WebhookEventsField legend={t("webhooksPage.events")} value={editing} onChange={setEditing} />
          <div className="flex gap-2">
            <Button
              size="sm"
              disabled={update.isPending || editing.length === 0}
              onClick={() => update.mutate({ id: webhook.id, events: editing }, { onSuccess: () => setEditing(null) })}
            >
              {t("webhooksPage.saveEvents")}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
              {t("webhooksPage.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <ul className="flex flex-wrap gap-1" aria-label={t("webhooksPage.events")}>
          {webhook.events.map((event) => (
            <li key={event}>
              <Badge variant="outline" className="font-mono">
                {event}
              </Badge>
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap gap-2">
        {editing ? null : (
          <Button size="sm" variant="outline" onClick={() => setEditing(webhook.events as WebhookEventType[])}>
            {t("webhooksPage.editEvents")}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: webhook.id, enabled: !webhook.enabled })}
        >
          {webhook.enabled ? t("webhooksPage.disable") : t("webhooksPage.enable")}
        </Button>
        <Button size="sm" variant="outline" disabled={test.isPending} onClick={() => test.mutate({ id: webhook.id })}>
          {t("webhooksPage.sendTest")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={rotate.isPending}
          onClick={() => rotate.mutate({ id: webhook.id }, { onSuccess: onSecret })}
        >
          {t("webhooksPage.rotateSecret")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={showDeliveries}
          onClick={() => setShowDeliveries((shown) => !shown)}
        >
          {showDeliveries ? t("webhooksPage.hideDeliveries") : t("webhooksPage.showDeliveries")}
        </Button>
        <Button size="sm" variant="destructive" onClick={() => setConfirmDelete(true)}>
          {t("webhooksPage.delete")}
        </Button>
      </div>

      {showDeliveries ? <WebhookDeliveries webhookId={webhook.id} url={webhook.url} /> : null}

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("webhooksPage.deleteTitle")}
        description={t("webhooksPage.deleteDescription", { url: webhook.url })}
        confirmLabel={t("webhooksPage.delete")}
        pendingLabel={t("webhooksPage.deleting")}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: webhook.id }, { onSettled: () => setConfirmDelete(false) })}
      />
    </li>
  );
}
