import { DEAL_MESSAGES, type Deal } from "@kancl/shared";
import { type ReactNode, useId } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { t, translateMessage } from "@/i18n/screens";
import { BillingContactName } from "./billing-contact-name";
import { formatDealAmount } from "./deal-format";
import { DealStatusBadge } from "./deal-status-badge";

/** A card titled with an h3: on the CRM screens the page title is the h2, under the shell's h1. */
export function DealCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <h3 id={titleId} className="text-base leading-none font-semibold tracking-tight">
          {title}
        </h3>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

const fieldListClass = "grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm";

/** Basic Information (spec §2): title, status badge, billing contact link, source. */
export function DealBasicInfoCard({ deal }: { deal: Deal }) {
  return (
    <DealCard title={t("contactView.basicInformation")}>
      <dl className={fieldListClass}>
        <Field label={t("dealScreens.dealTitle")}>{deal.title}</Field>
        <Field label={t("dealScreens.status")}>
          <DealStatusBadge status={deal.status} />
        </Field>
        <Field label={t("dealScreens.billingContact")}>
          <BillingContactName deal={deal} link />
        </Field>
        <Field label={t("dealView.source")}>{deal.source ?? translateMessage(DEAL_MESSAGES.notSpecified)}</Field>
      </dl>
    </DealCard>
  );
}

/**
 * Financial Information (spec §2): estimated value and currency, the actual value once there is one (a won deal);
 * amounts in the user's format with the currency, 'Not specified' when absent.
 */
export function DealFinancialInfoCard({ deal }: { deal: Deal }) {
  return (
    <DealCard title={t("dealView.financialInformation")}>
      <dl className={fieldListClass}>
        <Field label={t("dealView.estimatedValue")}>
          <span className="tabular-nums">{formatDealAmount(deal.estimatedValue, deal.currency)}</span>
        </Field>
        <Field label={t("dealScreens.currency")}>{deal.currency}</Field>
        {deal.actualValue === null ? null : (
          <Field label={t("dealView.actualValue")}>
            <span className="tabular-nums">{formatDealAmount(deal.actualValue, deal.currency)}</span>
          </Field>
        )}
      </dl>
    </DealCard>
  );
}
