import type { Deal } from "@kancl/shared";
import { TextLink } from "@/components/ui/text-link";
import { t } from "@/i18n/screens";
import { REMOVED_CONTACT_TEXT } from "./deal-format";

/**
 * A deal's billing contact: its name (a link to the contact when `link`), '—' when there is none, and a muted
 * 'Removed contact' when the deal still names a contact that was deleted since (the API answers it as null).
 */
export function BillingContactName({
  deal,
  link = false,
}: {
  deal: Pick<Deal, "billingContactId" | "billingContact">;
  link?: boolean;
}) {
  if (deal.billingContact) {
    return link ? (
      <TextLink to={`/crm/contacts/${deal.billingContact.id}`}>{deal.billingContact.name}</TextLink>
    ) : (
      <span>{deal.billingContact.name}</span>
    );
  }
  if (deal.billingContactId)
    return <span className="text-muted-foreground italic">{REMOVED_CONTACT_TEXT.removed}</span>;
  return (
    <span>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t("dealView.none")}</span>
    </span>
  );
}
