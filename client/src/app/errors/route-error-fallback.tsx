import { useState } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/i18n";
import { errorMessageOf } from "@/lib/api-error";

/**
 * The route errorElement (spec §2 fallbacks): a render or loading failure anywhere below shows this instead of a
 * blank page. The details stay folded away until asked for, as they are meant for bug reports.
 */
export function RouteErrorFallback() {
  const t = useT();
  const error = useRouteError();
  const [showDetails, setShowDetails] = useState(false);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : errorMessageOf(error, t("common.unknownError"));

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-start gap-4 p-8">
      <h1 className="text-2xl font-semibold">{t("errors.somethingWentWrong")}</h1>
      <div className="flex gap-2">
        <Button
          variant="outline"
          aria-expanded={showDetails}
          aria-controls="route-error-details"
          onClick={() => setShowDetails((shown) => !shown)}
        >
          {showDetails ? t("errors.hideError") : t("errors.showError")}
        </Button>
        {/* A new deployment removes old code chunks; a reload fetches the current ones. */}
        <Button variant="ghost" onClick={() => window.location.reload()}>
          {t("errors.reloadPage")}
        </Button>
      </div>
      {showDetails ? (
        <pre
          id="route-error-details"
          className="w-full overflow-auto rounded-md border bg-muted p-3 font-mono text-xs whitespace-pre-wrap text-destructive"
        >
          {message}
        </pre>
      ) : null}
    </div>
  );
}
