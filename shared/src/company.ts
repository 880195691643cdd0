import { z } from "zod";
import {
  CZECH_ID_MESSAGES,
  isValidCzechBankAccount,
  isValidDic,
  isValidIban,
  isValidIco,
  optionalBicSchema,
  optionalCzechBankAccountSchema,
  optionalDicSchema,
  optionalIbanSchema,
  optionalIcoSchema,
  reconcileBankDetails,
} from "./czech-ids";
import { enMessages } from "./i18n/en-messages";
import { jsonOnly } from "./json-only";
import { versionNumber } from "./numbers";
import { textString } from "./text";

/**
 * The organization's supplier profile (Settings → Company): who issues its invoices. Issue 22 item 1, decision 085.
 */
export const COMPANY_MESSAGES = {
  ...enMessages.company,
  dicNotIco: CZECH_ID_MESSAGES.dicNotIco,
  bankMismatch: CZECH_ID_MESSAGES.bankMismatch,
} as const;

export const LOGO_MAX_BYTES = 200 * 1024;
export const LOGO_MAX_PIXELS = 2000;
export const LOGO_MEDIA_TYPES = ["image/png", "image/svg+xml"] as const;
export type LogoMediaType = (typeof LOGO_MEDIA_TYPES)[number];

/** Trimmed text; empty (or whitespace-only) becomes undefined, i.e. "not given". */
const text = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value === null ? undefined : value),
    textString().max(max, message).optional(),
  );

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const companyProfileFields = {
  legalName: text(300, COMPANY_MESSAGES.legalNameTooLong),
  street: text(200, COMPANY_MESSAGES.streetTooLong),
  city: text(100, COMPANY_MESSAGES.cityTooLong),
  postalCode: text(20, COMPANY_MESSAGES.postalCodeTooLong),
  country: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toUpperCase() || undefined : (value ?? undefined)),
    textString()
      .regex(/^[A-Z]{2}$/, COMPANY_MESSAGES.country)
      .default("CZ"),
  ),
  registrationNumber: optionalIcoSchema.describe("IČO: 8 digits with a valid check digit"),
  taxId: optionalDicSchema.describe("DIČ: CZ followed by 8 to 10 digits; a company's is CZ + its IČO"),
  vatPayer: jsonOnly(z.boolean().default(false)).describe("Plátce DPH: invoices are tax documents and show VAT"),
  bankAccount: optionalCzechBankAccountSchema.describe(
    "Czech account `[prefix-]number/bank code`; derived from a CZ IBAN when omitted",
  ),
  iban: optionalIbanSchema.describe("IBAN of any country; derived from a Czech account when omitted"),
  bic: optionalBicSchema.describe("BIC (SWIFT) of the bank, for payments from abroad"),
  email: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : (value ?? undefined)),
    textString().max(254, COMPANY_MESSAGES.email).regex(emailPattern, COMPANY_MESSAGES.email).optional(),
  ),
  phone: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : (value ?? undefined)),
    textString()
      .max(50, COMPANY_MESSAGES.phone)
      .regex(/^\+?[\d\s()-]{3,}$/, COMPANY_MESSAGES.phone)
      .optional(),
  ),
  web: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : (value ?? undefined)),
    textString()
      .max(300, COMPANY_MESSAGES.web)
      .regex(/^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)+(:\d+)?(\/\S*)?$/u, COMPANY_MESSAGES.web)
      .optional(),
  ),
  footerText: text(1000, COMPANY_MESSAGES.footerTooLong).describe(
    "Printed at the foot of every invoice, e.g. the commercial-register entry",
  ),
};

type ProfileRuleInput = {
  country?: string;
  postalCode?: string;
  registrationNumber?: string;
  taxId?: string;
  bankAccount?: string;
  iban?: string;
};

/** Rules between fields, as zod issues that name the field. */
export function checkCompanyProfileRules(value: ProfileRuleInput, ctx: z.RefinementCtx) {
  if ((value.country ?? "CZ") === "CZ" && value.postalCode && !/^\d{3} ?\d{2}$/.test(value.postalCode)) {
    ctx.addIssue({ code: "custom", path: ["postalCode"], message: COMPANY_MESSAGES.postalCode });
  }
  // A company's DIČ is CZ + its IČO; 9–10 digits are a person's (a sole trader), whose IČO differs.
  // Each rule looks only at values that passed their own check (zod runs this after field issues too).
  const taxId = value.taxId && isValidDic(value.taxId) ? value.taxId : undefined;
  const registrationNumber =
    value.registrationNumber && isValidIco(value.registrationNumber) ? value.registrationNumber : undefined;
  const dicDigits = taxId?.slice(2);
  if (dicDigits?.length === 8 && registrationNumber && dicDigits !== registrationNumber) {
    ctx.addIssue({ code: "custom", path: ["taxId"], message: COMPANY_MESSAGES.dicNotIco });
  }
  const bankAccount = value.bankAccount && isValidCzechBankAccount(value.bankAccount) ? value.bankAccount : undefined;
  const iban = value.iban && isValidIban(value.iban) ? value.iban : undefined;
  if (bankAccount && iban && reconcileBankDetails({ bankAccount, iban }).mismatch) {
    ctx.addIssue({ code: "custom", path: ["iban"], message: COMPANY_MESSAGES.bankMismatch });
  }
}

export const updateCompanyProfileFields = {
  ...companyProfileFields,
  version: versionNumber(0).describe("The version you read; 0 while the organization has no profile yet"),
};

export const updateCompanyProfileInputSchema = z
  .object(updateCompanyProfileFields)
  .strict()
  .superRefine(checkCompanyProfileRules)
  .meta({
    id: "UpdateCompanyProfileInput",
    description:
      "Replaces the profile (omitted text fields are cleared). Send the `version` you read: 409 if it changed since. A missing bank account or IBAN is derived from the other where possible; two that disagree answer 400.",
    example: {
      version: 0,
      legalName: "Kancl s.r.o.",
      street: "Václavské náměstí 1",
      city: "Praha",
      postalCode: "110 00",
      country: "CZ",
      registrationNumber: "27082440",
      taxId: "CZ27082440",
      vatPayer: true,
      bankAccount: "19-2000145399/0800",
      email: "fakturace@kancl.cz",
      phone: "+420 123 456 789",
      web: "https://kancl.cz",
      footerText: "Zapsáno v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 12345",
    },
  });

export type UpdateCompanyProfileInput = z.infer<typeof updateCompanyProfileInputSchema>;

/** The fields an invoice can lack, in the form's order; each is also the id of its input on Settings → Company. */
export const ISSUING_FIELDS = [
  "legalName",
  "street",
  "city",
  "postalCode",
  "country",
  "registrationNumber",
  "taxId",
  "bankAccount",
] as const;
export type IssuingField = (typeof ISSUING_FIELDS)[number];

const nullableText = z.string().nullable();

export const companyProfileSchema = z
  .object({
    version: z.number().int().describe("0 while the organization has no profile yet"),
    legalName: nullableText,
    street: nullableText,
    city: nullableText,
    postalCode: nullableText,
    country: z.string().describe("ISO 3166-1 alpha-2"),
    registrationNumber: nullableText.describe("IČO"),
    taxId: nullableText.describe("DIČ"),
    vatPayer: z.boolean(),
    bankAccount: nullableText,
    iban: nullableText,
    bic: nullableText,
    email: nullableText,
    phone: nullableText,
    web: nullableText,
    footerText: nullableText,
    logo: z
      .object({ mediaType: z.enum(LOGO_MEDIA_TYPES), size: z.number().int(), updatedAt: z.iso.datetime() })
      .nullable()
      .describe("Read the image itself at GET /settings/company/logo"),
    bankAccountChangedAt: z.iso
      .datetime()
      .nullable()
      .describe("When the bank details last replaced earlier ones (null: never)"),
    missingForIssuing: z
      .array(z.enum(ISSUING_FIELDS))
      .describe("Fields an invoice needs before it can be issued (bank transfer), in form order; [] when complete"),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({
    id: "CompanyProfile",
    example: {
      version: 3,
      legalName: "Kancl s.r.o.",
      street: "Václavské náměstí 1",
      city: "Praha",
      postalCode: "110 00",
      country: "CZ",
      registrationNumber: "27082440",
      taxId: "CZ27082440",
      vatPayer: true,
      bankAccount: "19-2000145399/0800",
      iban: "CZ6508000000192000145399",
      bic: "GIBACZPX",
      email: "fakturace@kancl.cz",
      phone: "+420 123 456 789",
      web: "https://kancl.cz",
      footerText: "Zapsáno v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 12345",
      logo: { mediaType: "image/png", size: 10240, updatedAt: "2026-11-26T09:00:00.000Z" },
      bankAccountChangedAt: null,
      missingForIssuing: [],
      updatedAt: "2026-11-26T09:00:00.000Z",
    },
  });

export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** Base64 of at most LOGO_MAX_BYTES bytes. */
const LOGO_MAX_BASE64 = Math.ceil(LOGO_MAX_BYTES / 3) * 4;

export const uploadCompanyLogoInputSchema = z
  .object({
    mediaType: z.enum(LOGO_MEDIA_TYPES),
    data: textString()
      .max(LOGO_MAX_BASE64, COMPANY_MESSAGES.logoTooLarge)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, COMPANY_MESSAGES.logoBase64)
      .describe("The image file in base64 (PNG or SVG, at most 200 KB)"),
  })
  .strict()
  .meta({
    id: "UploadCompanyLogoInput",
    description:
      "A PNG (checked by its signature; at most 2000 × 2000 pixels) or an SVG (sanitized: scripts, event handlers, styles and external references are removed), at most 200 KB.",
    example: {
      mediaType: "image/svg+xml",
      data: "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxMCAxMCI+PHBhdGggZD0iTTAgMEwxMCAxMCIvPjwvc3ZnPg==",
    },
  });

export type UploadCompanyLogoInput = z.infer<typeof uploadCompanyLogoInputSchema>;

/** How each field is called on the form and in messages. */
export const COMPANY_FIELD_LABELS: Record<keyof typeof companyProfileFields, string> = {
  legalName: "Legal name",
  street: "Street",
  city: "City",
  postalCode: "Postal code",
  country: "Country",
  registrationNumber: "IČO",
  taxId: "DIČ",
  vatPayer: "VAT payer",
  bankAccount: "Bank account",
  iban: "IBAN",
  bic: "BIC",
  email: "E-mail",
  phone: "Phone",
  web: "Web",
  footerText: "Footer text",
};

/** Where the customers' money goes: only owners and admins change these (issue 34 item 8). */
export const BANK_FIELDS = ["bankAccount", "iban", "bic"] as const;
/**
 * Who the supplier is, as every invoice states it: the legal name, the registered office, the IČO and DIČ, the VAT
 * status and the footer (the commercial-register entry, and free text printed on every invoice — a place to say
 * "pay to another account"). Only owners and admins change these.
 */
export const IDENTITY_FIELDS = [
  "legalName",
  "street",
  "city",
  "postalCode",
  "country",
  "registrationNumber",
  "taxId",
  "vatPayer",
  "footerText",
] as const;
/** The fields a member sees read-only: an owner's or an admin's to change. The rest (e-mail, phone, web, logo) anyone who may write. */
export const PROTECTED_COMPANY_FIELDS = [...IDENTITY_FIELDS, ...BANK_FIELDS] as const;
export type ProtectedCompanyField = (typeof PROTECTED_COMPANY_FIELDS)[number];

/** How long after a change of the bank details an invoice's issuer is warned. */
export const BANK_CHANGE_WARNING_HOURS = 24;

/** Whether `at` (an invoice's issue, or now) falls within 24 hours after the bank details changed. */
export function isWithinBankChangeWindow(changedAt: string | Date | null | undefined, at: string | Date = new Date()) {
  if (!changedAt) return false;
  const since = new Date(at).getTime() - new Date(changedAt).getTime();
  return since >= 0 && since < BANK_CHANGE_WARNING_HOURS * 3_600_000;
}

export const PAYMENT_METHODS_NEEDING_ACCOUNT = ["bank_transfer"] as const;

type IssuingProfile = {
  legalName?: string | null;
  street?: string | null;
  city?: string | null;
  postalCode?: string | null;
  country?: string | null;
  registrationNumber?: string | null;
  taxId?: string | null;
  vatPayer?: boolean | null;
  bankAccount?: string | null;
  iban?: string | null;
};

/**
 * What the law (and the payment) needs of the supplier before an invoice is issued (decision 085): the legal name
 * and registered address (§ 435 of the Civil Code, § 29 of the VAT Act), the IČO (§ 435: a registered business has
 * one), the DIČ of a VAT payer (§ 29), and — when the customer pays by bank transfer — an account to pay to (a Czech
 * account or an IBAN: the invoice and its QR Platba need one). `paymentMethod` defaults to a bank transfer.
 */
export function missingForIssuing(
  profile: IssuingProfile | null | undefined,
  options: { paymentMethod?: string } = {},
): IssuingField[] {
  const p = profile ?? {};
  const missing: IssuingField[] = [];
  for (const field of ["legalName", "street", "city", "postalCode", "country", "registrationNumber"] as const) {
    if (!p[field]) missing.push(field);
  }
  if (p.vatPayer && !p.taxId) missing.push("taxId");
  const byTransfer = (options.paymentMethod ?? "bank_transfer") === "bank_transfer";
  if (byTransfer && !p.bankAccount && !p.iban) missing.push("bankAccount");
  return missing;
}

/** The 400 answer of issuing without a complete profile: names the first missing field and where to fill it in. */
export const missingForIssuingMessage = (field: IssuingField): string =>
  `The company profile has no ${COMPANY_FIELD_LABELS[field]} (${field}): fill it in under Settings → Company before issuing an invoice`;

/** The supplier as an invoice freezes it when issued (company.issuerSnapshot): the legal details, not the logo. */
export const supplierSnapshotSchema = z
  .object({
    legalName: z.string(),
    street: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string().describe("ISO 3166-1 alpha-2"),
    registrationNumber: z.string().describe("IČO"),
    taxId: nullableText.describe("DIČ"),
    vatPayer: z.boolean(),
    bankAccount: nullableText,
    iban: nullableText,
    bic: nullableText,
    email: nullableText,
    phone: nullableText,
    web: nullableText,
    footerText: nullableText,
  })
  .meta({ id: "SupplierSnapshot" });

export type SupplierSnapshot = z.infer<typeof supplierSnapshotSchema>;
