import { COMPANY_MESSAGES } from "@kancl/shared";
import { LoaderCircle, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { translateMessage, useT } from "@/i18n/settings";
import { errorMessageOf } from "@/lib/api-error";
import { COMPANY_PAGE_TEXTS, useCompanyProfile } from "./company-api";
import { CompanyForm } from "./company-form";
import { CompanyIssuingStatus } from "./company-issuing-status";
import { CompanyLogoCard } from "./company-logo-card";

/**
 * Settings → Company (/settings/company): the supplier profile invoices are issued with (decision 085). Says which
 * fields invoices still need, each a link to its input; /settings/company#company-<field> focuses that input.
 */
export function CompanyPage() {
  const t = useT();
  const query = useCompanyProfile();
  const { hash } = useLocation();
  const loaded = query.data !== undefined;

  useEffect(() => {
    if (loaded && hash.startsWith("#company-")) document.getElementById(hash.slice(1))?.focus();
  }, [loaded, hash]);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={COMPANY_PAGE_TEXTS.title} description={COMPANY_PAGE_TEXTS.description} spacing="tight" />
      {query.data ? (
        <>
          <CompanyIssuingStatus profile={query.data} />
          <CompanyForm profile={query.data} onReload={() => query.refetch()} />
          <CompanyLogoCard profile={query.data} />
        </>
      ) : query.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {COMPANY_PAGE_TEXTS.loading}
        </p>
      ) : (
        <Card className="mx-auto max-w-lg">
          <CardContent className="space-y-4 pt-5 text-center">
            <div role="alert" className="space-y-2">
              <h2 className="text-lg font-semibold">{translateMessage(COMPANY_MESSAGES.loadFailed)}</h2>
              <p className="text-sm text-muted-foreground">{errorMessageOf(query.error)}</p>
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
          </CardContent>
        </Card>
      )}
    </div>
  );
}
