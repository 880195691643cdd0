import type { CompanyProfile, SupplierSnapshot } from "@kancl/shared";

/** When the tests' records were made and last changed: one instant for every fixture. */
export const FIXTURE_TIME = "2026-11-20T09:30:00.000Z";

/**
 * A uuid the server would accept (version 4 shape) made of one digit, easy to tell apart in a failure:
 * fixtureId(3) is "33333333-3333-4333-8333-333333333333".
 */
export function fixtureId(digit: number): string {
  const d = String(digit);
  return `${d.repeat(8)}-${d.repeat(4)}-4${d.repeat(3)}-8${d.repeat(3)}-${d.repeat(12)}`;
}

/**
 * A company profile as company.get answers it: an empty one (nothing filled, every field invoices need missing)
 * unless `overrides` fill it. The tests of the company page, the Czech screens and invoices build theirs here, so a
 * new profile field is added in one place.
 */
export function makeCompanyProfile<T extends Partial<CompanyProfile>>(overrides: T = {} as T): CompanyProfile & T {
  return {
    version: 0,
    legalName: null,
    street: null,
    city: null,
    postalCode: null,
    country: "CZ",
    registrationNumber: null,
    taxId: null,
    vatPayer: false,
    bankAccount: null,
    iban: null,
    bic: null,
    email: null,
    phone: null,
    web: null,
    footerText: null,
    logo: null,
    bankAccountChangedAt: null,
    missingForIssuing: ["legalName", "street", "city", "postalCode", "registrationNumber", "bankAccount"],
    updatedAt: null,
    ...overrides,
  };
}

/** The tests' company, a VAT payer in Prague (without its bank account, which the tests choose). */
export const KANCL_COMPANY = {
  legalName: "Kancl s.r.o.",
  street: "Václavské náměstí 1",
  city: "Praha",
  postalCode: "110 00",
  registrationNumber: "27082440",
  taxId: "CZ27082440",
  vatPayer: true,
} satisfies Partial<CompanyProfile>;

/** The supplier an invoice issued under `profile` (one filled with the fields invoices need) keeps. */
export function supplierSnapshotOf(profile: CompanyProfile & typeof KANCL_COMPANY): SupplierSnapshot {
  const { version, logo, bankAccountChangedAt, missingForIssuing, updatedAt, ...supplier } = profile;
  return supplier;
}
