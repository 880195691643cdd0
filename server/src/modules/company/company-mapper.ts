import {
  type CompanyProfile,
  LOGO_MEDIA_TYPES,
  type LogoMediaType,
  missingForIssuing,
  type SupplierSnapshot,
} from "@kancl/shared";
import type { CompanyProfileRow } from "./company.repository";

const isLogoMediaType = (value: string | null): value is LogoMediaType =>
  (LOGO_MEDIA_TYPES as readonly (string | null)[]).includes(value);

/** The profile of an organization that has saved none yet. */
export const EMPTY_PROFILE_ROW: CompanyProfileRow = {
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
  logoMediaType: null,
  logoSize: null,
  logoUpdatedAt: null,
  bankAccountChangedAt: null,
  updatedAt: new Date(0),
};

/** A row as the API's CompanyProfile: the logo's facts (not its bytes) and what issuing an invoice still needs. */
export function toCompanyProfile(row: CompanyProfileRow | undefined): CompanyProfile {
  const r = row ?? EMPTY_PROFILE_ROW;
  const { logoMediaType, logoSize, logoUpdatedAt, bankAccountChangedAt, updatedAt, ...fields } = r;
  return {
    ...fields,
    logo:
      isLogoMediaType(logoMediaType) && logoSize !== null && logoUpdatedAt
        ? { mediaType: logoMediaType, size: logoSize, updatedAt: logoUpdatedAt.toISOString() }
        : null,
    bankAccountChangedAt: bankAccountChangedAt?.toISOString() ?? null,
    missingForIssuing: missingForIssuing(r),
    updatedAt: r.version > 0 ? updatedAt.toISOString() : null,
  };
}

/** The supplier as an invoice freezes it; call only when missingForIssuing found nothing required missing. */
export function toSupplierSnapshot(row: CompanyProfileRow): SupplierSnapshot {
  return {
    legalName: row.legalName ?? "",
    street: row.street ?? "",
    city: row.city ?? "",
    postalCode: row.postalCode ?? "",
    country: row.country,
    registrationNumber: row.registrationNumber ?? "",
    taxId: row.taxId,
    vatPayer: row.vatPayer,
    bankAccount: row.bankAccount,
    iban: row.iban,
    bic: row.bic,
    email: row.email,
    phone: row.phone,
    web: row.web,
    footerText: row.footerText,
  };
}
