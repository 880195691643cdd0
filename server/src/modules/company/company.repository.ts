import { sql } from "kysely";
import type { Executor } from "../../db/database";

/** Column values of a save, as the service hands them over (null = not given). */
export interface CompanyProfileValues {
  legalName: string | null;
  street: string | null;
  city: string | null;
  postalCode: string | null;
  country: string;
  registrationNumber: string | null;
  taxId: string | null;
  vatPayer: boolean;
  bankAccount: string | null;
  iban: string | null;
  bic: string | null;
  email: string | null;
  phone: string | null;
  web: string | null;
  footerText: string | null;
}

/** The profile's columns as the service reads them: the saved values, and of the logo only its facts, never its bytes. */
export interface CompanyProfileRow extends CompanyProfileValues {
  version: number;
  logoMediaType: string | null;
  logoSize: number | null;
  logoUpdatedAt: Date | null;
  /** When the bank details last replaced earlier ones (issue 34 item 8); null: never. */
  bankAccountChangedAt: Date | null;
  updatedAt: Date;
}

export interface StoredLogo {
  mediaType: string;
  data: Buffer;
  updatedAt: Date;
}

const profileColumns = [
  "version",
  "legal_name as legalName",
  "street",
  "city",
  "postal_code as postalCode",
  "country",
  "registration_number as registrationNumber",
  "tax_id as taxId",
  "vat_payer as vatPayer",
  "bank_account as bankAccount",
  "iban",
  "bic",
  "email",
  "phone",
  "web",
  "footer_text as footerText",
  "logo_media_type as logoMediaType",
  sql<number | null>`octet_length(logo)`.as("logoSize"),
  "logo_updated_at as logoUpdatedAt",
  "bank_account_changed_at as bankAccountChangedAt",
  "updated_at as updatedAt",
] as const;

function toColumns(values: CompanyProfileValues) {
  return {
    legal_name: values.legalName,
    street: values.street,
    city: values.city,
    postal_code: values.postalCode,
    country: values.country,
    registration_number: values.registrationNumber,
    tax_id: values.taxId,
    vat_payer: values.vatPayer,
    bank_account: values.bankAccount,
    iban: values.iban,
    bic: values.bic,
    email: values.email,
    phone: values.phone,
    web: values.web,
    footer_text: values.footerText,
  };
}

/** PGlite answers bytea as a Uint8Array, node-postgres as a Buffer: one type for the callers. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** One row per organization (org_id is the key): the supplier profile and its logo. */
export const companyRepository = {
  async findByOrg(db: Executor, orgId: string): Promise<CompanyProfileRow | undefined> {
    const row = await db
      .selectFrom("company_profiles")
      .select(profileColumns)
      .where("org_id", "=", orgId)
      .executeTakeFirst();
    return row && { ...row, logoSize: row.logoSize === null ? null : Number(row.logoSize) };
  },

  /** The profile, its row locked for the transaction (a save compares what it changes with what is stored). */
  async findByOrgForUpdate(db: Executor, orgId: string): Promise<CompanyProfileRow | undefined> {
    const row = await db
      .selectFrom("company_profiles")
      .select(profileColumns)
      .where("org_id", "=", orgId)
      .forUpdate()
      .executeTakeFirst();
    return row && { ...row, logoSize: row.logoSize === null ? null : Number(row.logoSize) };
  },

  /**
   * Saves the profile if `expectedVersion` is still current (0: no profile saved yet, maybe a logo row), in one
   * statement; false when someone else saved first.
   */
  async saveIfVersion(
    db: Executor,
    orgId: string,
    expectedVersion: number,
    values: CompanyProfileValues,
    bankAccountChangedAt?: Date,
  ): Promise<boolean> {
    const columns = {
      ...toColumns(values),
      ...(bankAccountChangedAt ? { bank_account_changed_at: bankAccountChangedAt } : {}),
    };
    if (expectedVersion === 0) {
      const inserted = await db
        .insertInto("company_profiles")
        .values({ org_id: orgId, ...columns, version: 1 })
        .onConflict((oc) =>
          oc
            .column("org_id")
            .doUpdateSet({ ...columns, version: sql`company_profiles.version + 1`, updated_at: new Date() })
            .where("company_profiles.version", "=", 0),
        )
        .returning("version")
        .executeTakeFirst();
      return inserted !== undefined;
    }
    const result = await db
      .updateTable("company_profiles")
      .set({ ...columns, version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Stores the logo, creating the organization's row (at version 0) if it has none. The profile's version stays. */
  async saveLogo(db: Executor, orgId: string, mediaType: string, data: Buffer): Promise<void> {
    const now = new Date();
    await db
      .insertInto("company_profiles")
      .values({ org_id: orgId, logo: data, logo_media_type: mediaType, logo_updated_at: now })
      .onConflict((oc) =>
        oc.column("org_id").doUpdateSet({ logo: data, logo_media_type: mediaType, logo_updated_at: now }),
      )
      .execute();
  },

  /** Removes the logo; false when there was none. */
  async deleteLogo(db: Executor, orgId: string): Promise<boolean> {
    const result = await db
      .updateTable("company_profiles")
      .set({ logo: null, logo_media_type: null, logo_updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("logo", "is not", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async findLogo(db: Executor, orgId: string): Promise<StoredLogo | undefined> {
    const row = await db
      .selectFrom("company_profiles")
      .select(["logo", "logo_media_type as mediaType", "logo_updated_at as updatedAt"])
      .where("org_id", "=", orgId)
      .where("logo", "is not", null)
      .executeTakeFirst();
    if (!row?.logo || !row.mediaType || !row.updatedAt) return undefined;
    return { mediaType: row.mediaType, data: asBuffer(row.logo), updatedAt: row.updatedAt };
  },
};
