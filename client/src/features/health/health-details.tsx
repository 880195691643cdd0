import type { Health } from "@kancl/shared";
import { Badge } from "@/components/ui/badge";

/** Issue 25 item 8: whether invoice PDFs can be rendered, as the health check reports it. */
const RENDERER_LABELS = { ready: "ready", installing: "installing", missing: "missing" } as const;

const timestampFormat = new Intl.DateTimeFormat("cs-CZ", { dateStyle: "medium", timeStyle: "medium" });

/** The fields of a health answer (spec §3): status, runtime, version, timestamp — and the database when it fails. */
export function HealthDetails({ health }: { health: Health }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="text-muted-foreground">Status</dt>
      <dd>
        <Badge variant={health.status === "ok" ? "success" : "warning"}>{health.status}</Badge>
      </dd>
      <dt className="text-muted-foreground">Runtime</dt>
      <dd className="font-mono">{health.runtime}</dd>
      <dt className="text-muted-foreground">Version</dt>
      <dd className="font-mono">{health.version}</dd>
      <dt className="text-muted-foreground">Timestamp</dt>
      <dd>
        <time dateTime={health.timestamp} title={health.timestamp}>
          {timestampFormat.format(new Date(health.timestamp))}
        </time>
      </dd>
      {health.pdfRenderer ? (
        <>
          <dt className="text-muted-foreground">PDF</dt>
          <dd>
            <Badge variant={health.pdfRenderer.status === "ready" ? "success" : "warning"}>
              {RENDERER_LABELS[health.pdfRenderer.status]}
            </Badge>
            {health.pdfRenderer.status !== "ready" ? (
              <p className="mt-1 text-xs text-muted-foreground">{health.pdfRenderer.message}</p>
            ) : null}
          </dd>
        </>
      ) : null}
      {health.database.status !== "ok" ? (
        <>
          <dt className="text-muted-foreground">Database</dt>
          <dd className="text-warning">{health.database.error ?? health.database.status}</dd>
        </>
      ) : null}
    </dl>
  );
}
