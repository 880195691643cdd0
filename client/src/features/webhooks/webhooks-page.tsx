import { useId, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/i18n/settings";
import { errorMessageOf } from "@/lib/api-error";
import { CreateWebhookForm } from "./create-webhook-form";
import { WebhookEndpointCard } from "./webhook-endpoint-card";
import { WebhookSecretDialog } from "./webhook-secret-dialog";
import { useWebhooks, type WebhookWithSecret } from "./webhooks-api";

/**
 * Settings → Webhooks (/settings/webhooks; issue 27, decision 198): owners and admins register endpoints, see their
 * deliveries and redeliver. A signing secret is shown once, in a dialog, and kept only while it is open.
 */
export function WebhooksPage() {
  const t = useT();
  const listHeadingId = useId();
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  const webhooks = useWebhooks();

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t("webhooksPage.title")} description={t("webhooksPage.description")} />
      <Card>
        <CardHeader>
          <CardTitle>{t("webhooksPage.addTitle")}</CardTitle>
          <CardDescription>{t("webhooksPage.addDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <CreateWebhookForm onCreated={setSecret} />
        </CardContent>
      </Card>
      <Card aria-labelledby={listHeadingId}>
        <CardHeader>
          <CardTitle id={listHeadingId}>{t("webhooksPage.listTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          {webhooks.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t("webhooksPage.loading")}
            </p>
          ) : webhooks.isError ? (
            <div role="alert" className="space-y-2">
              <p className="font-medium text-destructive">{t("webhooksPage.loadFailed")}</p>
              <p className="text-sm">{errorMessageOf(webhooks.error)}</p>
              <Button variant="outline" size="sm" onClick={() => void webhooks.refetch()}>
                {t("webhooksPage.retry")}
              </Button>
            </div>
          ) : webhooks.data.webhooks.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("webhooksPage.empty")}</p>
          ) : (
            <ul className="space-y-4" aria-labelledby={listHeadingId}>
              {webhooks.data.webhooks.map((webhook) => (
                <WebhookEndpointCard key={webhook.id} webhook={webhook} onSecret={setSecret} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <WebhookSecretDialog shown={secret} onClose={() => setSecret(null)} />
    </div>
  );
}
