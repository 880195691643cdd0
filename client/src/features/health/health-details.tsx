import type { Health } from "@kancl/shared";
import { Badge } from "@/components/ui/badge";

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
      {health.database.status !== "ok" ? (
        <>
          <dt className="text-muted-foreground">Database</dt>
          <dd className="text-warning">{health.database.error ?? health.database.status}</dd>
        </>
      ) : null}
    </dl>
  );
}
