/**
 * QR Platba: the Short Payment Descriptor (SPAYD 1.0, the Czech Banking Association's standard "Formát pro sdílení
 * platebních údajů … prostřednictvím QR kódů", published at qr-platba.cz/pro-vyvojare/specifikace-formatu/).
 *
 *   SPD*1.0*ACC:<IBAN>[+<BIC>]*AM:<amount>*CC:<currency>*RN:<name>*DT:<YYYYMMDD>*MSG:<text>*X-VS:<vs>*X-SS:…*X-KS:…
 *
 * What this builder follows, and why:
 * - Order: the standard's own keys in the order of its table 1 (ACC, AM, CC, RN, DT, MSG), then the extended
 *   `X-` keys (X-VS, X-SS, X-KS), as the association's reference implementation (spayd-java, SpaydPayment) writes
 *   them. The standard lets readers take the keys in any order; a fixed one keeps the strings comparable in tests.
 * - Character set: the standard allows only ISO-8859-1 and recommends the QR alphanumeric set (0–9, A–Z, space,
 *   $ % * + - . / :) so that the code stays in the compact alphanumeric mode. Czech diacritics (č, ř, ě, š, ž, ů)
 *   are not in ISO-8859-1, so free text (MSG, RN) is transliterated to ASCII and upper-cased, and any other
 *   character outside the alphanumeric set becomes a space. This is what the reference implementation's
 *   transliterating mode does (Junidecode + toUpperCase) and what the widely used QRPlatba libraries do (they strip
 *   diacritics); every Czech bank app reads it, whereas percent-encoded UTF-8 diacritics are decoded by some apps
 *   only, and would cost 6 of the message's 60 characters per letter.
 * - Escaping: a value may not contain `*` (the field separator); the standard encodes it as `%2A`. `%` itself starts
 *   an escape, so it becomes `%25`, and `+` becomes `%2B` (the reference implementation's escapes: readers URL-decode
 *   values, where a bare `+` could be read as a space).
 * - Limits (the standard's table 1): ACC an IBAN of at most 34 characters (+ BIC of 8 or 11), AM at most 10
 *   characters with two decimals (so at most 9 999 999.99) and above zero, CC 3 letters, RN at most 35 characters,
 *   DT 8 digits, MSG at most 60 characters (counted before escaping, as the reference validator decodes before it
 *   counts), X-VS / X-SS at most 10 digits, X-KS at most 10 digits. Text longer than its limit is cut at a word
 *   boundary where one is near; invalid symbols, accounts or amounts are refused (SpaydError), since a QR code that
 *   pays the wrong account or amount is worse than none.
 * - The QR code itself is drawn with error correction level M, as the standard recommends for print (server/src/qr/).
 */

/** Largest amount the 10-character AM field holds, in cents (9 999 999.99). */
export const SPAYD_MAX_AMOUNT_CENTS = 999_999_999;
/** MSG and RN limits, in characters. */
export const SPAYD_MAX_MESSAGE_LENGTH = 60;
export const SPAYD_MAX_RECIPIENT_NAME_LENGTH = 35;
/**
 * Our bound on the whole string, a guard against bugs: the fields' own limits add up to 243 characters, and to 433
 * in the pathological case where every character of MSG and RN is escaped (three characters each). 450
 * alphanumeric characters fit a version 13 QR code at level M; ordinary payments need version 6 to 8.
 */
export const SPAYD_MAX_LENGTH = 450;

export interface SpaydPayment {
  /** The payee's IBAN (spaces allowed, any case). Required. */
  iban: string;
  /** The payee bank's BIC (8 or 11 characters), appended as `+BIC`. */
  bic?: string;
  /** Amount in integer cents (1 … 999 999 999). Omitted: the payer types it. */
  amountCents?: number;
  /** ISO 4217 code, e.g. "CZK". Written when given. */
  currency?: string;
  /** Due date, ISO YYYY-MM-DD. */
  dueDate?: string;
  /** Variable symbol: 1–10 digits. */
  variableSymbol?: string;
  /** Constant symbol: 1–10 digits (Czech constant symbols have 4). */
  constantSymbol?: string;
  /** Specific symbol: 1–10 digits. */
  specificSymbol?: string;
  /** Message for the payee (transliterated, upper-cased, cut to 60 characters). */
  message?: string;
  /** The payee's name (transliterated, upper-cased, cut to 35 characters). */
  recipientName?: string;
}

/** A field that cannot be encoded; `field` is the SpaydPayment property. */
export class SpaydError extends Error {
  constructor(
    readonly field: keyof SpaydPayment,
    message: string,
  ) {
    super(message);
    this.name = "SpaydError";
  }
}

/** Letters that Unicode decomposition (NFD) does not reduce to ASCII. */
const EXTRA_LETTERS: Record<string, string> = {
  ß: "SS",
  Đ: "D",
  đ: "D",
  Ł: "L",
  ł: "L",
  Ø: "O",
  ø: "O",
  Æ: "AE",
  æ: "AE",
  Œ: "OE",
  œ: "OE",
  Þ: "TH",
  þ: "TH",
  Ħ: "H",
  ħ: "H",
  ı: "I",
};

/** Characters of the QR alphanumeric mode (the standard's recommended set). */
const ALPHANUMERIC = /[0-9A-Z $%*+\-./:]/;

/**
 * Free text in the QR alphanumeric set: diacritics removed ("Příliš žluťoučký" → "PRILIS ZLUTOUCKY"), upper case,
 * every other character a space, runs of spaces collapsed, at most `maxLength` characters (cut at the last space
 * when one is within the final third, so a word is not split needlessly).
 */
export function toSpaydText(text: string, maxLength: number): string {
  const ascii = [...text.normalize("NFD")]
    .map((char) => EXTRA_LETTERS[char] ?? char)
    .join("")
    .replace(/\p{M}/gu, "")
    .toUpperCase();
  let result = "";
  for (const char of ascii) result += ALPHANUMERIC.test(char) ? char : " ";
  result = result.replace(/ {2,}/g, " ").trim();
  if (result.length <= maxLength) return result;
  const cut = result.slice(0, maxLength);
  const space = cut.lastIndexOf(" ");
  return (space >= Math.ceil((maxLength * 2) / 3) ? cut.slice(0, space) : cut).trimEnd();
}

/** Escapes a value for a SPAYD field: `%` → %25, `*` → %2A, `+` → %2B. */
export function escapeSpaydValue(value: string): string {
  return value.replace(/[%*+]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

function ibanIsValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function symbol(field: "variableSymbol" | "constantSymbol" | "specificSymbol", value: string): string {
  const digits = value.trim();
  if (!/^\d{1,10}$/.test(digits)) throw new SpaydError(field, `${field} must be 1 to 10 digits, got "${value}"`);
  return digits;
}

function amount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > SPAYD_MAX_AMOUNT_CENTS) {
    throw new SpaydError("amountCents", `amountCents must be an integer from 1 to ${SPAYD_MAX_AMOUNT_CENTS}`);
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

function dueDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== value) {
    throw new SpaydError("dueDate", `dueDate must be an ISO date (YYYY-MM-DD), got "${value}"`);
  }
  return `${match[1]}${match[2]}${match[3]}`;
}

/** The SPAYD string of a payment. Throws SpaydError naming the field that cannot be encoded. */
export function buildSpayd(payment: SpaydPayment): string {
  const iban = payment.iban.replace(/\s+/g, "").toUpperCase();
  if (!ibanIsValid(iban)) throw new SpaydError("iban", `iban is not a valid IBAN: "${payment.iban}"`);
  let account = iban;
  if (payment.bic !== undefined && payment.bic.trim() !== "") {
    const bic = payment.bic.replace(/\s+/g, "").toUpperCase();
    if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) {
      throw new SpaydError("bic", `bic must be 8 or 11 letters and digits, got "${payment.bic}"`);
    }
    account += `+${bic}`;
  }
  const fields: [string, string][] = [["ACC", account]];
  if (payment.amountCents !== undefined) fields.push(["AM", amount(payment.amountCents)]);
  if (payment.currency !== undefined) {
    const currency = payment.currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) throw new SpaydError("currency", `currency must be an ISO 4217 code`);
    fields.push(["CC", currency]);
  }
  if (payment.recipientName !== undefined) {
    const name = toSpaydText(payment.recipientName, SPAYD_MAX_RECIPIENT_NAME_LENGTH);
    if (name) fields.push(["RN", escapeSpaydValue(name)]);
  }
  if (payment.dueDate !== undefined) fields.push(["DT", dueDate(payment.dueDate)]);
  if (payment.message !== undefined) {
    const message = toSpaydText(payment.message, SPAYD_MAX_MESSAGE_LENGTH);
    if (message) fields.push(["MSG", escapeSpaydValue(message)]);
  }
  if (payment.variableSymbol !== undefined) fields.push(["X-VS", symbol("variableSymbol", payment.variableSymbol)]);
  if (payment.specificSymbol !== undefined) fields.push(["X-SS", symbol("specificSymbol", payment.specificSymbol)]);
  if (payment.constantSymbol !== undefined) fields.push(["X-KS", symbol("constantSymbol", payment.constantSymbol)]);

  const spayd = ["SPD", "1.0", ...fields.map(([key, value]) => `${key}:${value}`)].join("*");
  if (spayd.length > SPAYD_MAX_LENGTH) throw new Error(`SPAYD string longer than ${SPAYD_MAX_LENGTH}: ${spayd}`);
  return spayd;
}
