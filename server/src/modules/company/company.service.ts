import {
  COMPANY_MESSAGES,
  type CompanyProfile,
  type LogoMediaType,
  missingForIssuing,
  missingForIssuingMessage,
  reconcileBankDetails,
  type SupplierSnapshot,
  type UpdateCompanyProfileInput,
} from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { AppError } from "../../errors/app-error";
import { type CompanyProfileValues, companyRepository, type StoredLogo } from "./company.repository";
import { toCompanyProfile, toSupplierSnapshot } from "./company-mapper";
import { checkLogo } from "./logo-image";

export const logoNotFound = () => new AppError("NOT_FOUND", COMPANY_MESSAGES.logoNotFound);

export interface IssuerSnapshotOptions {
  /** The invoice's payment method: an account is required only for "bank_transfer" (the default). */
  paymentMethod?: string;
}

/** The values a save writes: every text field (omitted = cleared), the bank details completed from each other. */
function valuesOf(input: UpdateCompanyProfileInput): CompanyProfileValues {
  const bank = reconcileBankDetails(input);
  // The schema refused two accounts that disagree; this guards a caller that skipped it.
  if (bank.mismatch) throw new AppError("BAD_REQUEST", `iban: ${COMPANY_MESSAGES.bankMismatch}`);
  return {
    legalName: input.legalName ?? null,
    street: input.street ?? null,
    city: input.city ?? null,
    postalCode: input.postalCode ?? null,
    country: input.country,
    registrationNumber: input.registrationNumber ?? null,
    taxId: input.taxId ?? null,
    vatPayer: input.vatPayer,
    bankAccount: bank.bankAccount,
    iban: bank.iban,
    bic: input.bic ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    web: input.web ?? null,
    footerText: input.footerText ?? null,
  };
}

/** The organization's supplier profile (Settings → Company) and the supplier details invoices freeze (decision 085). */
export function createCompanyService(db: Database) {
  return {
    async get(orgId: string): Promise<CompanyProfile> {
      return toCompanyProfile(await companyRepository.findByOrg(db, orgId));
    },

    /** Replaces the profile if `version` is still current (0 before the first save): 409 when someone saved first. */
    async update(orgId: string, input: UpdateCompanyProfileInput): Promise<CompanyProfile> {
      const values = valuesOf(input);
      return db.transaction().execute(async (trx) => {
        if (!(await companyRepository.saveIfVersion(trx, orgId, input.version, values))) {
          throw new AppError("CONFLICT", COMPANY_MESSAGES.stale);
        }
        return toCompanyProfile(await companyRepository.findByOrg(trx, orgId));
      });
    },

    /** Stores a PNG (checked) or an SVG (sanitized) of at most 200 KB; the profile's version does not change. */
    async setLogo(orgId: string, input: { mediaType: LogoMediaType; data: string }): Promise<CompanyProfile> {
      const logo = await checkLogo(input.mediaType, input.data);
      await companyRepository.saveLogo(db, orgId, input.mediaType, logo);
      return toCompanyProfile(await companyRepository.findByOrg(db, orgId));
    },

    async deleteLogo(orgId: string): Promise<CompanyProfile> {
      if (!(await companyRepository.deleteLogo(db, orgId))) throw logoNotFound();
      return toCompanyProfile(await companyRepository.findByOrg(db, orgId));
    },

    /** The logo's bytes, for the logo route (404 without one). */
    async logo(orgId: string): Promise<StoredLogo> {
      const logo = await companyRepository.findLogo(db, orgId);
      if (!logo) throw logoNotFound();
      return logo;
    },

    /** The logo's bytes or undefined, for a renderer (an invoice's PDF) inside its own transaction. */
    findLogo(orgId: string, executor: Executor = db): Promise<StoredLogo | undefined> {
      return companyRepository.findLogo(executor, orgId);
    },

    /**
     * The supplier details an invoice freezes when it is issued. A profile that lacks what the law requires
     * (missingForIssuing) answers 400 naming the first missing field and where to fill it in. Pass the
     * transaction that issues the invoice as `executor`, so the details read are those of that moment.
     */
    async issuerSnapshot(
      orgId: string,
      executor: Executor = db,
      options: IssuerSnapshotOptions = {},
    ): Promise<SupplierSnapshot> {
      const row = await companyRepository.findByOrg(executor, orgId);
      const [missing] = missingForIssuing(row, options);
      if (missing || !row) throw new AppError("BAD_REQUEST", missingForIssuingMessage(missing ?? "legalName"));
      return toSupplierSnapshot(row);
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
