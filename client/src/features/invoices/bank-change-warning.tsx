import type { Invoice } from "@kancl/shared";
import { useQuery } from "@tanstack/react-query";
import { TextLink } from "@/components/ui/text-link";
import { useT } from "@/i18n/areas";
import { useTRPC } from "@/lib/trpc";
import { formatDateTime } from "./invoice-format";

/** BANK_CHANGE_WARNING_HOURS of shared/src/company.ts, written out: importing it would split that module into a chunk of its own. */
const WINDOW_MS = 24 * 3_600_000;

/** Whether `at` falls within 24 hours after the change (as isWithinBankChangeWindow in shared/src/company.ts). */
function withinWindow(changedAt: string, at: string | Date): boolean {
  const since = new Date(at).getTime() - new Date(changedAt).getTime();
  return since >= 0 && since < WINDOW_MS;
}

/**
 * Issue 34 item 8: a changed bank account is the classic invoice fraud. An invoice about to be issued, or issued,
 * within 24 hours after the company's bank details replaced earlier ones says so to whoever issues it, with a way to
 * check the account. Nothing is shown otherwise (or while the profile loads).
 */
export function BankChangeWarning({
  invoice,
}: {
  invoice: Pick<Invoice, "kind" | "status" | "issuedAt" | "supplierSnapshot">;
}) {
  const t = useT();
  const trpc = useTRPC();
  const profile = useQuery(trpc.company.get.queryOptions());
  const changedAt = profile.data?.bankAccountChangedAt;
  const draft = invoice.status === "draft";
  const account = invoice.supplierSnapshot?.bankAccount ?? invoice.supplierSnapshot?.iban;
  // A credit note asks nobody to pay; an issued invoice paid in cash or by card prints no account.
  if (invoice.kind !== "invoice" || !changedAt) return null;
  if (!draft && !account) return null;
  if (!withinWindow(changedAt, draft ? new Date() : (invoice.issuedAt ?? new Date()))) return null;
  const when = formatDateTime(changedAt);
  return (
    <div
      role="alert"
      className="mb-6 space-y-1 rounded-lg border border-amber-500/60 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-medium">{t("bankChangeWarning.title")}</p>
      <p className="break-words">
        {draft
          ? t("bankChangeWarning.draft", { when })
          : t("bankChangeWarning.issued", { when, account: account ?? "" })}
      </p>
      <TextLink to="/settings/company#company-bankAccount">{t("bankChangeWarning.link")}</TextLink>
    </div>
  );
}
