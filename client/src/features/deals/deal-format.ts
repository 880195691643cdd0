import { DEAL_MESSAGES, type Deal, type DealStatus, formatMoney } from "@kancl/shared";
import { currentLocale, translated, translateMessage } from "@/i18n/screens";

/** In the language on screen (decision 180). */
export const DEAL_STATUS_LABELS: Readonly<Record<DealStatus, string>> = translated({
  lead: "status.lead",
  negotiation: "status.negotiation",
  won: "status.won",
  lost: "status.lost",
});

/** An amount in the user's format with the deal's currency, or 'Not specified' when there is none (spec §2). */
export function formatDealAmount(amount: number | null, currency: Deal["currency"]): string {
  return amount === null
    ? translateMessage(DEAL_MESSAGES.notSpecified)
    : formatMoney(amount, currency, currentLocale());
}

/** Shown for a billing contact that was deleted after the deal named it. */
export const REMOVED_CONTACT_TEXT = translated({ removed: "contactScreens.removedContact" });
