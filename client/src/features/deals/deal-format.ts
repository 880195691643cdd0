import { DEAL_MESSAGES, type Deal, type DealStatus, formatMoney } from "@kancl/shared";

/** `undefined` as the locale means the user's own (the browser's language), as the spec asks for amounts. */
const USER_LOCALE = undefined;

export const DEAL_STATUS_LABELS: Record<DealStatus, string> = {
  lead: "Lead",
  negotiation: "Negotiation",
  won: "Won",
  lost: "Lost",
};

/** An amount in the user's format with the deal's currency, or 'Not specified' when there is none (spec §2). */
export function formatDealAmount(amount: number | null, currency: Deal["currency"]): string {
  return amount === null ? DEAL_MESSAGES.notSpecified : formatMoney(amount, currency, USER_LOCALE);
}

/** Shown for a billing contact that was deleted after the deal named it. */
export const REMOVED_CONTACT = "Removed contact";
