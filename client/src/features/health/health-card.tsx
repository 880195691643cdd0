import { useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/i18n/i18n";
import { errorMessageOf } from "@/lib/api-error";
import { useTRPC } from "@/lib/trpc";
import { HealthDetails } from "./health-details";

/** The Overview's 'Backend status' card (spec §2): the live answer of health.check, or why there is none. */
export function HealthCard() {
  const t = useT();
  const trpc = useTRPC();
  const health = useQuery(trpc.health.check.queryOptions());

  return (
    <Card aria-labelledby="health-card-title">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="space-y-1.5">
          <CardTitle id="health-card-title">{t("overview.backendStatus")}</CardTitle>
          <CardDescription>{t("healthDetails.description")}</CardDescription>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("healthDetails.recheck")}
          title={t("healthDetails.recheck")}
          disabled={health.isFetching}
          onClick={() => health.refetch()}
        >
          <RefreshCw aria-hidden="true" className={health.isFetching ? "animate-spin" : undefined} />
        </Button>
      </CardHeader>
      <CardContent>
        {health.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t("overview.checking")}
          </p>
        ) : health.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("overview.unavailable", { message: errorMessageOf(health.error) })}
          </p>
        ) : (
          <HealthDetails health={health.data} />
        )}
      </CardContent>
    </Card>
  );
}
