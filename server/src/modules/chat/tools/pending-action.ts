import { formatCzechDate, formatMoney } from "@kancl/shared";
import { z } from "zod";

/**
 * A change the assistant proposed and waits to be confirmed ("Mám to provést? ano/ne"). It is stored with the
 * conversation and carried out only when the next user message is an explicit yes.
 */
export const pendingActionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("markDealWon"),
    dealId: z.uuid(),
    dealTitle: z.string(),
    actualValue: z.number().positive(),
    /** The deal's currency (the amount is recorded in it); kept since issue 20, so older proposals lack it. */
    currency: z.string().optional(),
  }),
  z.object({ kind: z.literal("markDealLost"), dealId: z.uuid(), dealTitle: z.string() }),
  z.object({
    kind: z.literal("createContact"),
    type: z.enum(["person", "organization"]),
    name: z.string(),
    email: z.string().optional(),
    legalName: z.string().optional(),
    phone: z.string().optional(),
  }),
  z.object({
    kind: z.literal("createDeal"),
    title: z.string(),
    billingContactId: z.uuid().optional(),
    billingContactName: z.string().optional(),
    estimatedValue: z.number().min(0).optional(),
    currency: z.enum(["USD", "EUR", "CZK"]).optional(),
  }),
  z.object({
    kind: z.literal("markInvoicePaid"),
    invoiceId: z.uuid(),
    invoiceNumber: z.string(),
    client: z.string(),
    /** What remained when it was proposed: the payment recorded is exactly this (the service refuses more). */
    amount: z.number().positive(),
    currency: z.string(),
    /** YYYY-MM-DD, the day it was proposed ("today" in the proposal the user answered). */
    paidOn: z.string(),
  }),
]);

export type PendingAction = z.infer<typeof pendingActionSchema>;

/**
 * Words of a clear answer, compared without diacritics, case and punctuation. A yes may be polite ("ano, prosím",
 * "yes please", "jo, proveď to"); a no too ("ne, díky", "radši ne"). Anything else in the reply (another request,
 * a condition, a question mark) makes it no answer at all: nothing is carried out on it.
 */
const YES_WORDS = new Set(
  `ano jo joo jj jasne jasnacka ok okay okey okej oki dobre dobra plati yes yep yeah yup y sure potvrzuji potvrzuju
  potvrdit potvrzeno potvrd proved provedte provest udelej udelejte confirm confirmed souhlasim souhlas klidne rozhodne
  samozrejme jiste absolutely certainly definitely doit goahead`.split(/\s+/),
);
const NO_WORDS = new Set(
  "ne nee no nope nah n nechci zrus zrusit zruseno storno cancel stop neprovadej nedelej nikoli nikoliv nesouhlasim".split(
    " ",
  ),
);
/** Words that go with either answer without changing it. */
const COURTESY_WORDS = new Set(
  "to it tak teda tedy prosim please diky dik dekuji dekuju thanks thank you radsi zatim".split(" "),
);
/** A clear answer is short: "ano ano ano …" twenty times is not a considered yes. */
const MAX_ANSWER_WORDS = 6;

/**
 * "yes" only for a reply that is a clear yes and nothing else, "no" for a clear no; "unclear" for everything else,
 * questions included ("ok, ale co přesně se změní?"), which the chat service answers and then asks again.
 */
export function confirmationOf(text: string): "yes" | "no" | "unclear" {
  if (text.includes("?")) return "unclear";
  const words = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\bdo it\b/g, "doit")
    .replace(/\bgo ahead\b/g, "goahead")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0 || words.length > MAX_ANSWER_WORDS) return "unclear";
  const yes = words.some((word) => YES_WORDS.has(word));
  const no = words.some((word) => NO_WORDS.has(word));
  const clear = words.every((word) => YES_WORDS.has(word) || NO_WORDS.has(word) || COURTESY_WORDS.has(word));
  if (!clear || yes === no) return "unclear";
  return yes ? "yes" : "no";
}

const DEAL_STATUS_WORD = {
  cs: { negotiation: "ve vyjednávání", won: "vyhraný", lost: "prohraný" },
  en: { negotiation: "in negotiation", won: "won", lost: "lost" },
} as const;

/**
 * Precisely what carrying the action out would change, in the user's language: said by the chat service (not the
 * model) whenever the user's reply was no clear answer, so it holds for every model.
 */
export function describePendingAction(action: PendingAction, language: "cs" | "en"): string {
  const cs = language === "cs";
  const q = (value: string) => (cs ? `„${value}“` : `“${value}”`);
  const amount = (value: number, currency: string | undefined) =>
    currency
      ? formatMoney(value, currency, cs ? "cs-CZ" : "en-US")
      : value.toLocaleString(cs ? "cs-CZ" : "en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const nothingElse = cs ? "Nic jiného se nezmění." : "Nothing else changes.";
  const status = DEAL_STATUS_WORD[language];
  switch (action.kind) {
    case "markDealWon": {
      const value = amount(action.actualValue, action.currency);
      return cs
        ? `Obchod ${q(action.dealTitle)} se označí jako vyhraný: stav ${q(status.negotiation)} → ${q(status.won)}, skutečná hodnota ${value}. ${nothingElse}`
        : `The deal ${q(action.dealTitle)} will be marked won: status ${q(status.negotiation)} → ${q(status.won)}, actual value ${value}. ${nothingElse}`;
    }
    case "markDealLost":
      return cs
        ? `Obchod ${q(action.dealTitle)} se označí jako prohraný: stav ${q(status.negotiation)} → ${q(status.lost)}. ${nothingElse}`
        : `The deal ${q(action.dealTitle)} will be marked lost: status ${q(status.negotiation)} → ${q(status.lost)}. ${nothingElse}`;
    case "createContact": {
      const organization = action.type === "organization";
      const details = [
        `${cs ? (organization ? "organizace" : "osoba") : organization ? "organization" : "person"} ${action.name}`,
        action.legalName ? `${cs ? "právní název" : "legal name"} ${action.legalName}` : undefined,
        action.email ? `${cs ? "e-mail" : "email"} ${action.email}` : undefined,
        action.phone ? `${cs ? "telefon" : "phone"} ${action.phone}` : undefined,
      ].filter(Boolean);
      return cs
        ? `Vytvoří se nový kontakt: ${details.join(", ")}. ${nothingElse}`
        : `A new contact will be created: ${details.join(", ")}. ${nothingElse}`;
    }
    case "createDeal": {
      const currency = action.currency ?? "USD";
      const details = [
        cs ? "stav lead" : "status lead",
        action.billingContactName ? `${cs ? "klient" : "billed to"} ${action.billingContactName}` : undefined,
        action.estimatedValue === undefined
          ? `${cs ? "měna" : "currency"} ${currency}`
          : `${cs ? "odhadovaná hodnota" : "estimated value"} ${amount(action.estimatedValue, currency)}`,
      ].filter(Boolean);
      return cs
        ? `Založí se nový obchod ${q(action.title)}: ${details.join(", ")}. ${nothingElse}`
        : `A new deal ${q(action.title)} will be created: ${details.join(", ")}. ${nothingElse}`;
    }
    case "markInvoicePaid": {
      const value = amount(action.amount, action.currency);
      const date = cs ? formatCzechDate(action.paidOn) : action.paidOn;
      return cs
        ? `K faktuře ${action.invoiceNumber} (${action.client}) se zaznamená platba ${value} ze dne ${date}: faktura bude zaplacená, nic nezbude k úhradě. ${nothingElse}`
        : `A payment of ${value} dated ${date} will be recorded on invoice ${action.invoiceNumber} (${action.client}): the invoice will be paid, nothing left due. ${nothingElse}`;
    }
  }
}

export const CONFIRMATION_QUESTION = { cs: "Mám to provést? ano/ne", en: "Shall I do it? yes/no" } as const;

/** Appended by the chat service to an answer while a change still waits: what it is, and the question again. */
export function pendingReminder(action: PendingAction, language: "cs" | "en"): string {
  const waiting = language === "cs" ? "Čeká na potvrzení:" : "Waiting for your confirmation:";
  return `${waiting} ${describePendingAction(action, language)} ${CONFIRMATION_QUESTION[language]}`;
}

/** How the system prompt tells the model (any model) that a change waits, so it can answer questions about it. */
export const PENDING_NOTE_START = "A change is waiting for the user's confirmation:";

export function pendingNote(action: PendingAction): string {
  return `${PENDING_NOTE_START} ${describePendingAction(action, "en")}
The user's last message did not confirm it. Answer that message; if it asks about the change, say exactly what the change would do. Do not say it is done: it happens only after a plain yes (the server asks for it after your answer).`;
}
