import {
  type CompanyProfile,
  czechAccountFromIban,
  ibanFromCzechAccount,
  isValidIban,
  parseCzechBankAccount,
  updateCompanyProfileInputSchema,
} from "@kancl/shared";
import { z } from "zod";
import { parsedByServerSchema } from "@/lib/schema-form";

/** The inputs of Settings → Company: text as typed, the VAT payer as a checkbox. */
export interface CompanyFormValues {
  version: number;
  legalName: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  registrationNumber: string;
  taxId: string;
  vatPayer: boolean;
  bankAccount: string;
  iban: string;
  bic: string;
  email: string;
  phone: string;
  web: string;
  footerText: string;
}

export type CompanyTextField = Exclude<keyof CompanyFormValues, "version" | "vatPayer">;

/**
 * The form's schema (decision 050): the inputs are the server's own input, checked by its schema, so every message
 * is the server's and names the same field; empty inputs are "not given" there.
 */
export const companyFormSchema = z
  .object({
    version: z.number(),
    legalName: z.string(),
    street: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
    registrationNumber: z.string(),
    taxId: z.string(),
    vatPayer: z.boolean(),
    bankAccount: z.string(),
    iban: z.string(),
    bic: z.string(),
    email: z.string(),
    phone: z.string(),
    web: z.string(),
    footerText: z.string(),
  })
  .transform((values, ctx) => parsedByServerSchema(updateCompanyProfileInputSchema, values, ctx));

export function formValuesOf(profile: CompanyProfile): CompanyFormValues {
  const text = (value: string | null) => value ?? "";
  return {
    version: profile.version,
    legalName: text(profile.legalName),
    street: text(profile.street),
    city: text(profile.city),
    postalCode: text(profile.postalCode),
    country: profile.country,
    registrationNumber: text(profile.registrationNumber),
    taxId: text(profile.taxId),
    vatPayer: profile.vatPayer,
    bankAccount: text(profile.bankAccount),
    iban: text(profile.iban),
    bic: text(profile.bic),
    email: text(profile.email),
    phone: text(profile.phone),
    web: text(profile.web),
    footerText: text(profile.footerText),
  };
}

/** The IBAN grouped by four, as people read it. */
export const friendlyIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * What the other half of the bank details would be, live: the CZ IBAN of a valid Czech account, or the Czech
 * account inside a valid CZ IBAN (the server derives the same when one is left empty).
 */
export function derivedBankDetail(values: { bankAccount: string; iban: string }): {
  iban?: string;
  bankAccount?: string;
} {
  if (values.bankAccount.trim() && parseCzechBankAccount(values.bankAccount)) {
    return { iban: ibanFromCzechAccount(values.bankAccount) };
  }
  if (values.iban.trim() && isValidIban(values.iban)) return { bankAccount: czechAccountFromIban(values.iban) };
  return {};
}
