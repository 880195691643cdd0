import type { Invoice } from "@kancl/shared";
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
import { useT } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { INVOICE_LIFECYCLE_TEXTS, missingProfileFieldOf, type useIssueInvoice } from "./invoices-api";

/** The profile field's place on Settings → Company (company-page's ids). */
const companyFieldHref = (field: string) => `/settings/company#company-${field}`;

/** 'Issue' a draft (issue 22): it becomes a tax document; the server locks the draft while it issues it. */
export function IssueInvoiceButton({
  invoice,
  issue,
}: {
  invoice: Pick<Invoice, "id">;
  issue: ReturnType<typeof useIssueInvoice>;
}) {
  const t = useT();
  return (
    <Button disabled={issue.isPending} aria-busy={issue.isPending} onClick={() => issue.mutate({ id: invoice.id })}>
      <Send aria-hidden="true" />
      {issue.isPending ? t("invoiceDetail.issuing") : t("invoiceDetail.issue")}
    </Button>
  );
}

/**
 * Why issuing was refused, as the server says it; a company profile that lacks what the law requires links to the
 * missing field on Settings → Company.
 */
export function IssueProblem({ error }: { error: unknown }) {
  useT();
  const message = errorMessageOf(error, INVOICE_LIFECYCLE_TEXTS.issueFailed);
  const field = missingProfileFieldOf(message);
  return (
    <div role="alert" className="space-y-1 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm">
      <p className="font-medium text-destructive">{INVOICE_LIFECYCLE_TEXTS.issueFailed}</p>
      <p>{message}</p>
      {field ? <TextLink to={companyFieldHref(field)}>{INVOICE_LIFECYCLE_TEXTS.profileLink}</TextLink> : null}
    </div>
  );
}
