import { COMPANY_MESSAGES, type CompanyProfile } from "@kancl/shared";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent } from "@/components/ui/card";
import { translateMessage, useT } from "@/i18n/settings";

/** Focuses a field of the form (also when its link is followed a second time, which does not change the URL). */
export function focusCompanyField(field: string) {
  document.getElementById(`company-${field}`)?.focus();
}

/**
 * Whether invoices can be issued (bank transfer): the server's missingForIssuing list, each field a link that
 * takes the focus to its input.
 */
export function CompanyIssuingStatus({ profile }: { profile: CompanyProfile }) {
  const t = useT();
  const missing = profile.missingForIssuing;
  if (missing.length === 0) {
    return (
      <Card>
        <CardContent className="flex items-center gap-2 pt-5 text-sm">
          <CircleCheck aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
          {translateMessage(COMPANY_MESSAGES.complete)}
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="border-amber-500/50 bg-amber-50 dark:bg-amber-950/30">
      <CardContent className="space-y-2 pt-5 text-sm">
        <p id="company-missing-heading" className="flex items-center gap-2 font-medium">
          <CircleAlert aria-hidden="true" className="size-4 text-amber-600 dark:text-amber-400" />
          {translateMessage(COMPANY_MESSAGES.incomplete)}
        </p>
        <ul aria-labelledby="company-missing-heading" className="flex flex-wrap gap-x-4 gap-y-1 pl-6">
          {missing.map((field) => (
            <li key={field}>
              <Link
                to={{ hash: `company-${field}` }}
                replace
                onClick={() => focusCompanyField(field)}
                className="font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t(`companyScreen.fields.${field}`)}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
