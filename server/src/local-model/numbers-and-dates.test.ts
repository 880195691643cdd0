import { describe, expect, it } from "vitest";
import { detectLanguage } from "./intents";
import {
  findMoney,
  foldKeepingIndexes,
  type Language,
  parseDueDates,
  parseNumber,
  pickAmount,
} from "./numbers-and-dates";

const TODAY = "2026-11-18"; // a Wednesday

describe("parseNumber", () => {
  it.each<[string, Language, number | undefined]>([
    ["120 000", "cs", 120000],
    ["120000", "cs", 120000],
    ["1 250,50", "cs", 1250.5],
    ["1,250.50", "en", 1250.5],
    ["1.250,50", "cs", 1250.5],
    ["1,250", "en", 1250],
    ["1,25", "cs", 1.25],
    ["1.250", "cs", 1250],
    ["1.5", "en", 1.5],
    ["1.250.000", "en", 1250000],
    ["12,500.50", "en", 12500.5],
    ["abc", "cs", undefined],
  ])("%s (%s) → %s", (text, language, expected) => {
    expect(parseNumber(text, language)).toBe(expected);
  });
});

describe("amounts with currencies", () => {
  const amountIn = (text: string, language: Language = "cs") => {
    const picked = pickAmount(findMoney(foldKeepingIndexes(text), language));
    return picked ? { amount: picked.amount, currency: picked.currency } : undefined;
  };

  it.each<[string, Language, { amount: number; currency?: string } | undefined]>([
    ["za 120 000 Kč", "cs", { amount: 120000, currency: "CZK" }],
    ["za 1 250,50 Kč", "cs", { amount: 1250.5, currency: "CZK" }],
    ["for 5000", "en", { amount: 5000, currency: undefined }],
    ["for $12,500.50", "en", { amount: 12500.5, currency: "USD" }],
    ["worth €3,000", "en", { amount: 3000, currency: "EUR" }],
    ["za 50000 CZK", "cs", { amount: 50000, currency: "CZK" }],
    ["za 5k", "cs", { amount: 5000, currency: undefined }],
    ["za 250 tis. korun", "cs", { amount: 250000, currency: "CZK" }],
    ["za 1,5 mil. Kč", "cs", { amount: 1500000, currency: "CZK" }],
    ["for 2.5M USD", "en", { amount: 2500000, currency: "USD" }],
    ["80 000 EUR", "cs", { amount: 80000, currency: "EUR" }],
    ["obchod Licence 2026 za 900 eur", "cs", { amount: 900, currency: "EUR" }],
    ["faktura 2026-0001", "cs", undefined],
  ])("%s", (text, language, expected) => {
    expect(amountIn(text, language)).toEqual(expected);
  });
});

describe("due dates", () => {
  const due = (text: string, language: Language = detectLanguage(text)) => {
    const { dueAfter, dueBefore } = parseDueDates(foldKeepingIndexes(text), { today: TODAY, language });
    return { dueAfter, dueBefore };
  };

  it.each<[string, string | undefined, string | undefined]>([
    ["splatné do 31. 12. 2026", undefined, "2026-12-31"],
    ["splatné do 31.12.", undefined, "2026-12-31"],
    ["splatné od 1. 12. 2026", "2026-12-01", undefined],
    ["splatné 15. 12. 2026", "2026-12-15", "2026-12-15"],
    ["od 1. 12. do 31. 12. 2026", "2026-12-01", "2026-12-31"],
    ["do 31. prosince 2026", undefined, "2026-12-31"],
    ["due before 2026-12-31", undefined, "2026-12-31"],
    ["due after 2026-12-01", "2026-12-01", undefined],
    ["due by December 31, 2026", undefined, "2026-12-31"],
    ["due by 12/31/2026", undefined, "2026-12-31"],
    ["between 2026-12-01 and 2026-12-31", "2026-12-01", "2026-12-31"],
    ["splatné tento měsíc", "2026-11-01", "2026-11-30"],
    ["due this month", "2026-11-01", "2026-11-30"],
    ["příští měsíc", "2026-12-01", "2026-12-31"],
    ["tento týden", "2026-11-16", "2026-11-22"],
    ["next week", "2026-11-23", "2026-11-29"],
    ["do konce měsíce", undefined, "2026-11-30"],
    ["v příštích 7 dnech", "2026-11-18", "2026-11-25"],
    ["dnes", "2026-11-18", "2026-11-18"],
    ["v prosinci", "2026-12-01", "2026-12-31"],
    ["in February 2027", "2027-02-01", "2027-02-28"],
    ["v roce 2025", "2025-01-01", "2025-12-31"],
    ["kde pracuje Jan", undefined, undefined],
    ["you may see", undefined, undefined],
    ["31. 2. 2026", undefined, undefined],
  ])("%s", (text, dueAfter, dueBefore) => {
    expect(due(text)).toEqual({ dueAfter, dueBefore });
  });
});

describe("language", () => {
  it.each<[string, Language]>([
    ["Najdi všechny otevřené faktury", "cs"],
    ["najdi vsechny otevrene faktury", "cs"],
    ["kolik nam dluzi Acme", "cs"],
    ["Find all open invoices", "en"],
    ["show contact Jana Nováková", "en"],
    ["Označ obchod Licence", "cs"],
    ["Acme", "cs"],
  ])("%s → %s", (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});
