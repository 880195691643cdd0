import { formatMoney } from "@kancl/shared";
import type { Language } from "./numbers-and-dates";

/** Formatting shared by the answers: money and dates as people read them, Czech plurals, defensive JSON readers. */

export type Json = Record<string, unknown>;

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value : undefined;
export const num = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;
export const list = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((v): v is Json => !!v && typeof v === "object") : [];
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

export function money(amount: number, currency: string, language: Language): string {
  try {
    return formatMoney(amount, currency, language === "cs" ? "cs-CZ" : "en-US");
  } catch {
    return `${amount.toFixed(2)} ${currency}`; // an unknown currency code: still show the amount
  }
}

export function day(iso: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, y, m, d] = match;
  return language === "cs" ? `${Number(d)}. ${Number(m)}. ${y}` : `${Number(d)} ${MONTHS_EN[Number(m) - 1]} ${y}`;
}

/** Czech counts agree with the noun: 1 faktura, 2–4 faktury, 5 faktur. */
export function count(
  n: number,
  language: Language,
  forms: { cs: [string, string, string]; en: [string, string] },
): string {
  if (language === "en") return `${n} ${n === 1 ? forms.en[0] : forms.en[1]}`;
  const [one, few, many] = forms.cs;
  return `${n} ${n === 1 ? one : n >= 2 && n <= 4 ? few : many}`;
}
export const INVOICE_FORMS = { cs: ["faktura", "faktury", "faktur"], en: ["invoice", "invoices"] } as {
  cs: [string, string, string];
  en: [string, string];
};
export const DEAL_FORMS = { cs: ["obchod", "obchody", "obchodů"], en: ["deal", "deals"] } as {
  cs: [string, string, string];
  en: [string, string];
};

export const quote = (value: string, language: Language) => (language === "cs" ? `„${value}“` : `“${value}”`);
export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Sums per currency, in the order the currencies first appear: "12 500,00 Kč, 300,00 €". */
export function sumByCurrency(rows: Json[], field: string, language: Language): string {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const currency = text(row.currency);
    const value = num(row[field]);
    if (currency && value !== undefined)
      sums.set(currency, Math.round(((sums.get(currency) ?? 0) + value) * 100) / 100);
  }
  return [...sums].map(([currency, sum]) => money(sum, currency, language)).join(", ");
}

export const DEAL_STATUS: Record<Language, Record<string, string>> = {
  cs: { lead: "lead", negotiation: "ve vyjednávání", won: "vyhraný", lost: "prohraný" },
  en: { lead: "lead", negotiation: "in negotiation", won: "won", lost: "lost" },
};
