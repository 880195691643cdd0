import type { ApiKey } from "@kancl/shared";
import { dateTimeFormat, formatDateTimeIn } from "@kancl/shared/locale-format";
import { currentLocale, translated } from "@/i18n/settings";

/** The create form's expiry choices. Days are calendar days in the user's time zone. */
const EXPIRY_LABELS = translated({
  never: "apiKeysScreen.expiryNever",
  "30d": "apiKeysScreen.expiry30",
  "90d": "apiKeysScreen.expiry90",
  "1y": "apiKeysScreen.expiryYear",
});
export const EXPIRY_OPTIONS = (["never", "30d", "90d", "1y"] as const).map((value) => ({
  value,
  get label() {
    return EXPIRY_LABELS[value];
  },
}));

export type ExpiryChoice = (typeof EXPIRY_OPTIONS)[number]["value"];

export function isExpiryChoice(value: string): value is ExpiryChoice {
  return EXPIRY_OPTIONS.some((option) => option.value === value);
}

/** When a key created now with this choice stops working; null for one that does not expire. */
export function expiryDate(choice: ExpiryChoice, now: Date = new Date()): Date | null {
  const date = new Date(now);
  switch (choice) {
    case "never":
      return null;
    case "30d":
      date.setDate(date.getDate() + 30);
      return date;
    case "90d":
      date.setDate(date.getDate() + 90);
      return date;
    case "1y":
      date.setFullYear(date.getFullYear() + 1);
      return date;
  }
}

export type ApiKeyStatus = "active" | "revoked" | "expired";

/** Revoked wins over expired: revoking is the user's own act, expiry only a date. */
export function apiKeyStatus(key: Pick<ApiKey, "revokedAt" | "expiresAt">, now: number = Date.now()): ApiKeyStatus {
  if (key.revokedAt) return "revoked";
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return "expired";
  return "active";
}

// The locale of the language on screen (decision 181: English keeps the browser's own formats).
export function formatDate(iso: string): string {
  return dateTimeFormat(currentLocale(), { dateStyle: "medium" }).format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return formatDateTimeIn(currentLocale(), iso);
}

/** The REST endpoint the example call uses: a read that every key may make. */
export const EXAMPLE_API_PATH = "/api/v1/crm/contacts";

/** A first call to try with a new key, against this server. */
export function curlExample(secret: string, origin: string): string {
  return `curl -H "Authorization: Bearer ${secret}" ${origin}${EXAMPLE_API_PATH}`;
}

/** What a key may do (issue 25): never more than its owner's role allows. */
export const SCOPE_LABELS = translated({
  "read-write": "apiKeysScreen.scopeReadWrite",
  read: "apiKeysScreen.scopeRead",
});
export const SCOPE_OPTIONS = (["read-write", "read"] as const).map((value) => ({
  value,
  get label() {
    return SCOPE_LABELS[value];
  },
}));
