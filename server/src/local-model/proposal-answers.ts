import { DEAL_STATUS, day, type Json, money, num, quote, strings, text } from "./format";
import type { Language } from "./numbers-and-dates";

/**
 * Answers for the write tools and for tool errors. Write tools only propose a change (the chat service keeps the
 * proposal until the user says yes), so these answers describe it and ask; they never say it is done.
 */

export const CONFIRM_QUESTION: Record<Language, string> = { cs: "Mám to provést? ano/ne", en: "Shall I do it? yes/no" };

/**
 * `statedCurrency` is the currency the user wrote ("za 5 000 EUR"): a deal keeps its own currency, so when the two
 * differ the answer says so before the user confirms.
 */
export function renderProposal(toolName: string, result: Json, language: Language, statedCurrency?: string): string {
  const cs = language === "cs";
  const ask = CONFIRM_QUESTION[language];
  switch (toolName) {
    case "markDealWon": {
      const deal = quote(text(result.deal) ?? "?", language);
      const currency = text(result.currency) ?? "USD";
      const value = money(num(result.actualValue) ?? 0, currency, language);
      const note =
        statedCurrency && statedCurrency !== currency
          ? cs
            ? ` Pozor: obchod je vedený v ${currency}, částka se uloží v ${currency}, ne v ${statedCurrency}.`
            : ` Note: the deal is in ${currency}, so the amount is recorded in ${currency}, not ${statedCurrency}.`
          : "";
      return cs
        ? `Navrhuji označit obchod ${deal} jako vyhraný se skutečnou hodnotou ${value}.${note} ${ask}`
        : `I propose marking the deal ${deal} as won with an actual value of ${value}.${note} ${ask}`;
    }
    case "markDealLost": {
      const deal = quote(text(result.deal) ?? "?", language);
      return cs
        ? `Navrhuji označit obchod ${deal} jako prohraný. ${ask}`
        : `I propose marking the deal ${deal} as lost. ${ask}`;
    }
    case "markInvoicePaid": {
      const invoice = text(result.invoice) ?? "?";
      const client = text(result.client);
      const currency = text(result.currency) ?? "CZK";
      const value = money(num(result.amount) ?? 0, currency, language);
      const paidOn = day(text(result.paidOn) ?? "", language);
      const whose = client ? ` (${client})` : "";
      const partly = (num(result.amountPaid) ?? 0) > 0;
      return cs
        ? `Navrhuji označit fakturu ${invoice}${whose} jako zaplacenou: zaznamenám platbu ${partly ? "zbývajících " : ""}${value} s datem ${paidOn}. ${ask}`
        : `I propose marking invoice ${invoice}${whose} as paid: a payment of ${partly ? "the remaining " : ""}${value} dated ${paidOn}. ${ask}`;
    }
    case "createContact": {
      const contact = (result.contact ?? {}) as Json;
      const isOrganization = contact.type === "organization";
      const details = [
        `${cs ? (isOrganization ? "organizace" : "osoba") : isOrganization ? "organization" : "person"} ${text(contact.name) ?? "?"}`,
        text(contact.legalName) ? `${cs ? "právní název" : "legal name"} ${text(contact.legalName)}` : undefined,
        text(contact.email) ? `${cs ? "e-mail" : "email"} ${text(contact.email)}` : undefined,
        text(contact.phone) ? `${cs ? "telefon" : "phone"} ${text(contact.phone)}` : undefined,
      ].filter(Boolean);
      return cs
        ? `Navrhuji vytvořit kontakt: ${details.join(", ")}. ${ask}`
        : `I propose creating a contact: ${details.join(", ")}. ${ask}`;
    }
    default: {
      const deal = (result.deal ?? {}) as Json;
      const title = quote(text(deal.title) ?? "?", language);
      const client = text(deal.billingContact);
      const currency = text(deal.currency) ?? "USD";
      const value = num(deal.estimatedValue);
      const parts = cs
        ? [
            `Navrhuji založit obchod ${title}`,
            client ? ` pro ${client}` : "",
            value === undefined ? ` v měně ${currency}` : ` s odhadovanou hodnotou ${money(value, currency, language)}`,
            " (stav lead).",
          ]
        : [
            `I propose creating the deal ${title}`,
            client ? ` for ${client}` : "",
            value === undefined ? ` in ${currency}` : ` with an estimated value of ${money(value, currency, language)}`,
            " (status lead).",
          ];
      return `${parts.join("")} ${ask}`;
    }
  }
}

/** The tools answer errors in English; they are translated here, and anything unforeseen is shown as it is. */
export function renderError(result: Json, language: Language): string {
  const cs = language === "cs";
  const error = text(result.error) ?? "";
  const candidates = strings(result.candidates);
  let match = /^No deal matches "(.*)"\.$/.exec(error);
  if (match) {
    const name = quote(match[1] ?? "", language);
    return cs
      ? `Žádný obchod neodpovídá ${name}. Zkus „ukaž obchody ve vyjednávání“ a vyber přesný název.`
      : `No deal matches ${name}. Try “show deals in negotiation” and pick the exact title.`;
  }
  match = /^Several deals match "(.*)"\.$/.exec(error);
  if (match) {
    const name = quote(match[1] ?? "", language);
    const options = candidates.map((c) => quote(c, language)).join(", ");
    return cs
      ? `Názvu ${name} odpovídá více obchodů: ${options}. Který z nich myslíš?`
      : `Several deals match ${name}: ${options}. Which one do you mean?`;
  }
  match = /^Several clients match "(.*)"\.$/.exec(error);
  if (match) {
    const name = quote(match[1] ?? "", language);
    const options = candidates.map((c) => quote(c, language)).join(", ");
    return cs
      ? `Názvu ${name} odpovídá více klientů: ${options}. Kterého z nich myslíš?`
      : `Several clients match ${name}: ${options}. Which one do you mean?`;
  }
  match = /^The deal "(.*)" is (\w+), not in negotiation\.$/.exec(error);
  if (match) {
    const name = quote(match[1] ?? "", language);
    const status = DEAL_STATUS[language][match[2] ?? ""] ?? match[2];
    return cs
      ? `Obchod ${name} není ve vyjednávání (je ${status}), takže ho nejde označit jako vyhraný ani prohraný.`
      : `The deal ${name} is ${status}, not in negotiation, so it cannot be marked won or lost.`;
  }
  match = /^No organization matches "(.*)"\.$/.exec(error);
  if (match) {
    const name = quote(match[1] ?? "", language);
    return cs
      ? `Žádná organizace neodpovídá ${name}. Zkontroluj název klienta, nebo nejdřív vytvoř organizaci.`
      : `No organization matches ${name}. Check the client's name or create the organization first.`;
  }
  match = /^No invoice has the number "(.*)"\.$/.exec(error);
  if (match) {
    return cs
      ? `Fakturu s číslem ${match[1]} nemáte. Zkus „ukaž odeslané faktury“ a vyber přesné číslo.`
      : `There is no invoice numbered ${match[1]}. Try “show sent invoices” and pick the exact number.`;
  }
  match = /^Invoice (\S+) is (a credit note|a draft|already paid)/.exec(error);
  if (match) {
    const number = match[1] ?? "";
    if (match[2] === "a credit note")
      return cs
        ? `${number} je opravný daňový doklad: ten se neplatí, snižuje dluh své faktury.`
        : `${number} is a credit note: it is not paid, it lowers what its invoice asks.`;
    if (match[2] === "a draft")
      return cs
        ? `Faktura ${number} je koncept: nejdřív ji vystav, pak ji lze zaplatit.`
        : `Invoice ${number} is a draft: issue it first, then it can be paid.`;
    return cs ? `Faktura ${number} už je zaplacená.` : `Invoice ${number} is already paid.`;
  }
  match = /^No client matches "(.*)"\.$/.exec(error);
  if (match) {
    const name = quote(match[1] ?? "", language);
    return cs ? `Žádný klient neodpovídá ${name}.` : `No client matches ${name}.`;
  }
  if (/needs an e-mail/.test(error)) {
    return cs ? "Pro vytvoření osoby potřebuji její e-mail." : "A person needs an email address.";
  }
  return cs ? `Nepodařilo se to: ${error}` : `That did not work: ${error}`;
}
