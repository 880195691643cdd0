import type { ApiKey } from "@kancl/shared";
import { LoaderCircle, RefreshCw } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableRow } from "@/components/ui/table";
import { useT } from "@/i18n/settings";
import { errorMessageOf } from "@/lib/api-error";
import { ApiKeyDate } from "./api-key-date";
import { apiKeyStatus, SCOPE_LABELS } from "./api-key-format";
import { ApiKeyStatusBadge } from "./api-key-status-badge";
import { API_KEY_MESSAGES, useApiKeys } from "./api-keys-api";
import { RevokeApiKeyDialog } from "./revoke-api-key-dialog";
import { SettingsTableHeader } from "./settings-table-header";

/** The user's keys with their loading, error and empty states. `labelledBy`: the id of the section's heading. */
export function ApiKeysList({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  const query = useApiKeys();

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t("apiKeysScreen.loading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3 py-4">
        <div role="alert" className="space-y-1">
          <p className="font-medium">{API_KEY_MESSAGES.loadFailed}</p>
          <p className="text-sm text-muted-foreground">{errorMessageOf(query.error, API_KEY_MESSAGES.loadFailed)}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={query.isFetching}
          aria-busy={query.isFetching}
          onClick={() => void query.refetch()}
        >
          <RefreshCw aria-hidden="true" className={query.isFetching ? "animate-spin" : undefined} />
          {t("settingsCommon.retry")}
        </Button>
      </div>
    );
  }
  if (query.data.apiKeys.length === 0) {
    return <p className="py-6 text-sm text-muted-foreground">{API_KEY_MESSAGES.empty}</p>;
  }
  return <ApiKeysTable apiKeys={query.data.apiKeys} labelledBy={labelledBy} />;
}

function ApiKeysTable({ apiKeys, labelledBy }: { apiKeys: ApiKey[]; labelledBy: string }) {
  const t = useT();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revokeTrigger = useRef<HTMLElement | null>(null);
  const tableBox = useRef<HTMLDivElement>(null);
  const now = Date.now();

  function restoreFocus() {
    // After a revoke the row's button is gone (revoked keys have none): the table itself takes the focus.
    if (revokeTrigger.current?.isConnected) revokeTrigger.current.focus();
    else tableBox.current?.focus();
  }

  return (
    <div ref={tableBox} tabIndex={-1} className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <Table aria-labelledby={labelledBy}>
        <SettingsTableHeader
          columns={[
            t("settingsCommon.name"),
            t("apiKeysScreen.key"),
            t("apiKeysScreen.access"),
            t("settingsCommon.created"),
            t("apiKeysScreen.lastUsed"),
            t("settingsCommon.expires"),
            t("settingsCommon.status"),
          ]}
        />
        <TableBody>
          {apiKeys.map((apiKey) => {
            const status = apiKeyStatus(apiKey, now);
            return (
              <TableRow key={apiKey.id}>
                <TableHead scope="row" className="max-w-64 truncate font-medium text-foreground" title={apiKey.name}>
                  {apiKey.name}
                </TableHead>
                <TableCell>
                  <code className="font-mono text-xs whitespace-nowrap">{apiKey.prefix}</code>
                </TableCell>
                <TableCell className="whitespace-nowrap">{SCOPE_LABELS[apiKey.scope]}</TableCell>
                <TableCell>
                  <ApiKeyDate value={apiKey.createdAt} />
                </TableCell>
                <TableCell>
                  <ApiKeyDate value={apiKey.lastUsedAt} withTime />
                </TableCell>
                <TableCell>
                  <ApiKeyDate value={apiKey.expiresAt} />
                </TableCell>
                <TableCell>
                  <ApiKeyStatusBadge status={status} />
                </TableCell>
                <TableCell className="text-right">
                  {status === "revoked" ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      // The key's name tells the rows' buttons apart for screen readers; "Revoke" stays the visible start.
                      aria-label={t("apiKeysScreen.revokeName", { name: apiKey.name })}
                      onClick={(event) => {
                        revokeTrigger.current = event.currentTarget;
                        setRevoking(apiKey);
                      }}
                    >
                      {t("apiKeysScreen.revoke")}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} restoreFocus={restoreFocus} />
    </div>
  );
}
