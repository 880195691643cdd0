import { type Invoice, isWithinBankChangeWindow } from "@kancl/shared";
import { formatDateTimeIn } from "@kancl/shared/locale-format";
import { useQuery } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { TextLink } from "@/components/ui/text-link";
import { currentLocale, useT } from "@/i18n/areas";
import { useTRPC } from "@/lib/trpc";

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
  if (!isWithinBankChangeWindow(changedAt, draft ? new Date() : (invoice.issuedAt ?? new Date()))) return null;
  const when = formatDateTimeIn(currentLocale(), changedAt);
  return (
    <div
      role="alert"
      className="mb-6 flex gap-3 rounded-lg border border-amber-500/60 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{t("bankChangeWarning.title")}</p>
        <p className="break-words">
          {draft
            ? t("bankChangeWarning.draft", { when })
            : t("bankChangeWarning.issued", { when, account: account ?? "" })}
        </p>
        <TextLink to="/settings/company#company-bankAccount">{t("bankChangeWarning.link")}</TextLink>
      </div>
    </div>
  );
}
