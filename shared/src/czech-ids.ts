import { composeIBAN, electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import { z } from "zod";
import { enMessages } from "./i18n/en-messages";
import { textString } from "./text";

/**
 * Czech identifiers and bank details: IČO, DIČ, a Czech account `[prefix-]number/bank code`, IBAN and BIC.
 * Pure functions (the checksums) and zod schemas on `textString()` whose messages name the field.
 */
export const CZECH_ID_MESSAGES = {
  ...enMessages.czechIds,
} as const;

/** Removes whitespace (people write "255 96 641" or "CZ 6508 0000 …") and upper-cases. */
export const compactId = (value: string): string => value.replace(/\s+/g, "").toUpperCase();

/**
 * IČO: 8 digits, the last a check digit: the first seven weighted 8…2, summed, r = sum mod 11; the check digit is
 * 1 when r = 0, 0 when r = 1, else 11 − r (the same as (11 − r) mod 10).
 */
export function isValidIco(value: string): boolean {
  return /^\d{8}$/.test(value) && withIcoCheckDigit(value.slice(0, 7)) === value;
}

/** The IČO whose first seven digits these are (e.g. for generating test data): "2708244" → "27082440". */
export function withIcoCheckDigit(firstSeven: string): string {
  const digits = firstSeven.padStart(7, "0").slice(-7);
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(digits[i]) * (8 - i);
  return `${digits}${(11 - (sum % 11)) % 10}`;
}

/** A birth number (rodné číslo) of 10 digits is divisible by 11; until 1985 a remainder of 10 was written as 0. */
function isValidBirthNumber10(digits: string): boolean {
  const month = Number(digits.slice(2, 4)) % 50;
  const monthOk = (month >= 1 && month <= 12) || (month >= 21 && month <= 32); // +20: the 2004 extension
  const day = Number(digits.slice(4, 6));
  if (!monthOk || day < 1 || day > 31) return false;
  if (BigInt(digits) % 11n === 0n) return true;
  return Number(digits.slice(0, 9)) % 11 === 10 && digits[9] === "0";
}

/**
 * DIČ: "CZ" and 8–10 digits. 8 digits are a company's IČO (with its check digit); 10 digits a person's birth number
 * (divisible by 11); 9 digits a birth number from before 1954 or a number the tax office assigned ("CZ699…"),
 * neither of which carries a check digit.
 */
export function isValidDic(value: string): boolean {
  const match = /^CZ(\d{8,10})$/.exec(value);
  if (!match) return false;
  const digits = match[1] as string;
  if (digits.length === 8) return isValidIco(digits);
  if (digits.length === 10) return isValidBirthNumber10(digits);
  return true;
}

export type CzechBankAccount = { prefix: string; number: string; bankCode: string };

const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1];
const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

function weightedMod11(digits: string, weights: readonly number[]): boolean {
  const padded = digits.padStart(weights.length, "0");
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(padded[i]) * (weights[i] as number);
  return sum % 11 === 0;
}

/** Reads `[prefix-]number/bank code` (whitespace ignored), or undefined when it is not one or a checksum fails. */
export function parseCzechBankAccount(value: string): CzechBankAccount | undefined {
  const match = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(value.replace(/\s+/g, ""));
  if (!match) return undefined;
  const prefix = (match[1] ?? "").replace(/^0+/, "");
  const number = (match[2] as string).replace(/^0+/, "");
  const bankCode = match[3] as string;
  // The number must have at least two significant digits (Czech National Bank decree 169/2011).
  if (number.length < 2) return undefined;
  if (!weightedMod11(prefix, PREFIX_WEIGHTS) || !weightedMod11(number, NUMBER_WEIGHTS)) return undefined;
  return { prefix, number, bankCode };
}

export const isValidCzechBankAccount = (value: string): boolean => parseCzechBankAccount(value) !== undefined;

/** The canonical way to write an account: no leading zeros, no prefix when it is zero ("19-2000145399/0800"). */
export const formatCzechBankAccount = ({ prefix, number, bankCode }: CzechBankAccount): string =>
  `${prefix && prefix !== "0" ? `${prefix}-` : ""}${number}/${bankCode}`;

/** An IBAN in its electronic form (no spaces, capitals), or undefined when it fails its country's rules or mod-97. */
export function normalizeIban(value: string): string | undefined {
  const iban = electronicFormatIBAN(value) ?? "";
  if (!isValidIBAN(iban)) return undefined;
  // ibantools' Czech and Slovak check accepts a remainder of 1; run the exact weights on the account it holds.
  if (iban.startsWith("CZ") && !czechAccountFromIban(iban)) return undefined;
  return iban;
}

export const isValidIban = (value: string): boolean => normalizeIban(value) !== undefined;

/** The CZ IBAN of a Czech account: CZ, check digits, bank code (4), prefix (6) and number (10), zero-padded. */
export function ibanFromCzechAccount(account: string | CzechBankAccount): string | undefined {
  const parsed = typeof account === "string" ? parseCzechBankAccount(account) : account;
  if (!parsed) return undefined;
  const bban = `${parsed.bankCode}${parsed.prefix.padStart(6, "0")}${parsed.number.padStart(10, "0")}`;
  return composeIBAN({ countryCode: "CZ", bban }) ?? undefined;
}

/** The Czech account inside a CZ IBAN, written canonically; undefined for another country or a broken account. */
export function czechAccountFromIban(value: string): string | undefined {
  const iban = compactId(value);
  const match = /^CZ\d{2}(\d{4})(\d{6})(\d{10})$/.exec(iban);
  if (!match) return undefined;
  const [, bankCode, prefix, number] = match as unknown as [string, string, string, string];
  const parsed = parseCzechBankAccount(`${prefix}-${number}/${bankCode}`);
  return parsed && formatCzechBankAccount(parsed);
}

export type BankDetails = { bankAccount?: string | null; iban?: string | null };

/**
 * Fills the half of a Czech account and its IBAN that is missing, when the other half allows it (a CZ IBAN gives
 * the account; an account gives the CZ IBAN). `mismatch` when both are given and they are not the same account.
 * Expects values that passed their own schemas.
 */
export function reconcileBankDetails(details: BankDetails): {
  bankAccount: string | null;
  iban: string | null;
  mismatch: boolean;
} {
  const account = details.bankAccount ? parseCzechBankAccount(details.bankAccount) : undefined;
  const bankAccount = account ? formatCzechBankAccount(account) : (details.bankAccount ?? null);
  const iban = details.iban ? (normalizeIban(details.iban) ?? details.iban) : null;
  const ibanOfAccount = account ? ibanFromCzechAccount(account) : undefined;
  if (bankAccount && iban)
    return { bankAccount, iban, mismatch: ibanOfAccount !== undefined && ibanOfAccount !== iban };
  if (bankAccount) return { bankAccount, iban: ibanOfAccount ?? null, mismatch: false };
  if (iban) return { bankAccount: czechAccountFromIban(iban) ?? null, iban, mismatch: false };
  return { bankAccount: null, iban: null, mismatch: false };
}

/** Trimmed, with whitespace removed and capitals; empty becomes undefined ("not given"). */
const compactOptional = (value: unknown) =>
  typeof value === "string" ? compactId(value) || undefined : value === null ? undefined : value;

/** A normalizing schema and its optional twin (empty or null → undefined, i.e. "not given"). */
function idSchemas(normalize: (compact: string) => string, message: string, isValid: (value: string) => boolean) {
  const prepare = (value: unknown) => {
    const compact = compactOptional(value);
    return typeof compact === "string" ? normalize(compact) : compact;
  };
  const checked = () => textString().refine(isValid, message);
  return [z.preprocess(prepare, checked()), z.preprocess(prepare, checked().optional())] as const;
}

const keep = (value: string) => value;
const canonicalAccount = (value: string) => {
  const parsed = parseCzechBankAccount(value);
  return parsed ? formatCzechBankAccount(parsed) : value;
};

/** IČO, whitespace removed: "25596641". */
export const [icoSchema, optionalIcoSchema] = idSchemas(keep, CZECH_ID_MESSAGES.ico, isValidIco);
/** DIČ, whitespace removed and in capitals: "CZ25596641". */
export const [dicSchema, optionalDicSchema] = idSchemas(keep, CZECH_ID_MESSAGES.dic, isValidDic);
/** IBAN of any country in its electronic form: "CZ6508000000192000145399". */
export const [ibanSchema, optionalIbanSchema] = idSchemas(
  (value) => normalizeIban(value) ?? value,
  CZECH_ID_MESSAGES.iban,
  isValidIban,
);
/** A Czech account written canonically: "19-2000145399/0800". */
export const [czechBankAccountSchema, optionalCzechBankAccountSchema] = idSchemas(
  canonicalAccount,
  CZECH_ID_MESSAGES.bankAccount,
  isValidCzechBankAccount,
);
/** BIC (SWIFT code) of 8 or 11 characters: "KOMBCZPP". */
export const [bicSchema, optionalBicSchema] = idSchemas(keep, CZECH_ID_MESSAGES.bic, isValidBIC);

const CZECH_COUNTRY_NAMES = new Set(["CZ", "CZE", "CZECHIA", "CZECHREPUBLIC", "ČESKO", "ČESKÁREPUBLIKA", "ČR", "CR"]);

/** Whether a country as people type it ("CZ", "Czech Republic", "Česko") is the Czech Republic. */
export const isCzechCountry = (country: string): boolean =>
  CZECH_COUNTRY_NAMES.has(country.replace(/[\s.]+/g, "").toUpperCase());

/**
 * The Czech checks of a contact's (or its billing block's) tax ID and registration number (decision 086): a tax ID
 * starting with "CZ" must be a valid DIČ, and a registration number must be a valid IČO when the contact's country
 * is the Czech Republic or not given. A foreign tax ID ("DE123456789") and a foreign company's number pass as they are.
 */
export function czechIdProblems(value: {
  taxId?: unknown;
  registrationNumber?: unknown;
  country?: unknown;
}): { field: "taxId" | "registrationNumber"; message: string }[] {
  // Runs after the fields' own checks, which may have failed: anything but a string is theirs to report.
  const text = (field: unknown) => (typeof field === "string" ? field : "");
  const problems: { field: "taxId" | "registrationNumber"; message: string }[] = [];
  const taxId = compactId(text(value.taxId));
  if (taxId.startsWith("CZ") && !isValidDic(taxId)) problems.push({ field: "taxId", message: CZECH_ID_MESSAGES.dic });
  const country = text(value.country);
  const registrationNumber = compactId(text(value.registrationNumber));
  if (registrationNumber && (!country || isCzechCountry(country)) && !isValidIco(registrationNumber)) {
    problems.push({ field: "registrationNumber", message: CZECH_ID_MESSAGES.icoOfContact });
  }
  return problems;
}
