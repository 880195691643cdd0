import { ExternalLink } from "lucide-react";
import { useId, useRef, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/i18n/settings";
import { ApiKeySecretDialog } from "./api-key-secret-dialog";
import type { CreatedApiKey } from "./api-keys-api";
import { ApiKeysList } from "./api-keys-table";
import { CreateApiKeyForm } from "./create-api-key-form";

/** Served by this same server (not part of the SPA), so a plain link. */
export const API_REFERENCE_URL = "/api/v1/docs/";

/**
 * Settings → API keys (/settings/api-keys): personal keys for the REST API. A new key's secret is shown once, in a
 * dialog, and kept only in this page's state until that dialog closes.
 */
export function ApiKeysPage() {
  const t = useT();
  const listHeadingId = useId();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const nameInputRef = useRef<HTMLInputElement>(null);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t("apiKeysScreen.title")} description={<ApiKeysIntro />} />
      <Card>
        <CardHeader>
          <CardTitle>{t("apiKeysScreen.createTitle")}</CardTitle>
          <CardDescription>{t("apiKeysScreen.createDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <CreateApiKeyForm onCreated={setCreated} nameInputRef={nameInputRef} />
        </CardContent>
      </Card>
      <Card aria-labelledby={listHeadingId}>
        <CardHeader>
          <CardTitle id={listHeadingId}>{t("apiKeysScreen.yourKeys")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ApiKeysList labelledBy={listHeadingId} />
        </CardContent>
      </Card>
      <ApiKeySecretDialog created={created} onClose={() => setCreated(null)} returnFocusRef={nameInputRef} />
    </div>
  );
}

function ApiKeysIntro() {
  const t = useT();
  return (
    <>
      {t("apiKeysScreen.introBefore")}{" "}
      <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs">Authorization: Bearer &lt;key&gt;</code>
      {t("apiKeysScreen.introHeader")}{" "}
      <a
        href={API_REFERENCE_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        {t("apiKeysScreen.reference")}
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{t("apiKeysScreen.opensInNewTab")}</span>
      </a>
      .
    </>
  );
}
