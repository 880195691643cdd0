import type { ColumnType, CreatedAt, Generated, GeneratedAlways, UpdatedAt } from "../../db/column-types";

export interface ContactsTable {
  id: Generated<string>;
  org_id: string;
  version: Generated<number>;
  type: "person" | "organization";
  name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  legal_name: string | null;
  tax_id: string | null;
  registration_number: string | null;
  address: ColumnType<JsonObject | null, string | null, string | null>;
  parent_organization_id: string | null;
  billing: ColumnType<JsonObject | null, string | null, string | null>;
  /** The language of the customer's invoices (decision 183); null: by the country (defaultInvoiceLanguage). */
  invoice_language: "en" | "cs" | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Date | null;
  /** Set when a deleted contact was erased for good but deals or invoices still name it (decision 120). */
  purged_at: Date | null;
  /** What the delete removed (links, detached sub-organizations), for a restore (decision 120). */
  deleted_relations: ColumnType<DeletedRelations | null, string | null, string | null>;
  /** The name folded for search (unaccent, lower; decision 100), generated. */
  search_name: GeneratedAlways<string>;
  /** Every searchable field folded, generated: name, legal name, e-mail, phone and its digits, IČO, DIČ. */
  search_text: GeneratedAlways<string>;
}

/** A deleted contact's links and the sub-organizations its delete made top-level. */
export interface DeletedRelations {
  links: { personId: string; organizationId: string; role: string; isPrimary: boolean }[];
  children: string[];
}

export interface PersonOrganizationLinksTable {
  id: Generated<string>;
  org_id: string;
  person_id: string;
  organization_id: string;
  role: string;
  is_primary: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** jsonb columns are written as JSON text and read back as objects (both drivers parse jsonb). */
export type JsonObject = Record<string, string | undefined>;

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface ContactsTables {
  contacts: ContactsTable;
  person_organization_links: PersonOrganizationLinksTable;
}
