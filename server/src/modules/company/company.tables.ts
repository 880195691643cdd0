import type { CreatedAt, Generated, UpdatedAt } from "../../db/column-types";

/** The organization's supplier profile, one row per organization (decision 085). */
export interface CompanyProfilesTable {
  org_id: string;
  version: Generated<number>;
  legal_name: string | null;
  street: string | null;
  city: string | null;
  postal_code: string | null;
  country: Generated<string>;
  registration_number: string | null;
  tax_id: string | null;
  vat_payer: Generated<boolean>;
  bank_account: string | null;
  iban: string | null;
  bic: string | null;
  email: string | null;
  phone: string | null;
  web: string | null;
  footer_text: string | null;
  logo: Uint8Array | null;
  logo_media_type: string | null;
  logo_updated_at: Date | null;
  /** When the bank account, IBAN or BIC last replaced earlier ones (issue 34 item 8); null: never. */
  bank_account_changed_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface CompanyTables {
  company_profiles: CompanyProfilesTable;
}
