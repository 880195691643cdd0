import type { Health } from "@kancl/shared";
import { formatDateTimeIn } from "@kancl/shared/locale-format";
import { Badge } from "@/components/ui/badge";
import { currentLocale, useT } from "@/i18n/i18n";

/** Issue 25 item 8: whether invoice PDFs can be rendered, as the health check reports it. */

/** The fields of a health answer (spec §3): status, runtime, version, timestamp — and the database when it fails. */
export function HealthDetails({ health }: { health: Health }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="text-muted-foreground">{t("healthDetails.status")}</dt>
      <dd>
        <Badge variant={health.status === "ok" ? "success" : "warning"}>{health.status}</Badge>
      </dd>
      <dt className="text-muted-foreground">{t("healthDetails.runtime")}</dt>
      <dd className="font-mono">{health.runtime}</dd>
      <dt className="text-muted-foreground">{t("healthDetails.version")}</dt>
      <dd className="font-mono">{health.version}</dd>
      <dt className="text-muted-foreground">{t("healthDetails.timestamp")}</dt>
      <dd>
        <time dateTime={health.timestamp} title={health.timestamp}>
          {formatDateTimeIn(currentLocale(), health.timestamp, "medium", "medium")}
        </time>
      </dd>
      {health.pdfRenderer ? (
        <>
          <dt className="text-muted-foreground">PDF</dt>
          <dd>
            <Badge variant={health.pdfRenderer.status === "ready" ? "success" : "warning"}>
              {t(`healthDetails.renderer.${health.pdfRenderer.status}`)}
            </Badge>
            {health.pdfRenderer.status !== "ready" ? (
              <p className="mt-1 text-xs text-muted-foreground">{health.pdfRenderer.message}</p>
            ) : null}
          </dd>
        </>
      ) : null}
      {health.database.status !== "ok" ? (
        <>
          <dt className="text-muted-foreground">{t("healthDetails.database")}</dt>
          <dd className="text-warning">{health.database.error ?? health.database.status}</dd>
        </>
      ) : null}
    </dl>
  );
}
