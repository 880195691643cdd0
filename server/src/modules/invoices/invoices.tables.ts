import type { ColumnType, CreatedAt, Generated, UpdatedAt } from "../../db/column-types";

export interface InvoiceCountersTable {
  org_id: string;
  /** 'invoice' (YYYY-NNNN) or 'credit_note' (DYYYY-NNNN). */
  series: Generated<"invoice" | "credit_note">;
  year: number;
  last_number: number;
}

export interface InvoicesTable {
  id: Generated<string>;
  org_id: string;
  version: Generated<number>;
  invoice_number: string;
  deal_id: string;
  billing_contact_id: string;
  billing_snapshot: ColumnType<Record<string, string | null>, string, string>;
  /** date: "YYYY-MM-DD" both ways (type parsers). */
  due_date: string;
  tax_rate: string;
  currency: "CZK" | "EUR" | "USD" | "GBP";
  subtotal: string;
  tax: string;
  total: string;
  status: Generated<"draft" | "sent" | "paid">;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Issue 22: the tax document's data (decision 090). */
  kind: Generated<"invoice" | "credit_note">;
  original_invoice_id: string | null;
  credit_reason: string | null;
  issue_date: string | null;
  taxable_supply_date: string | null;
  issued_at: Date | null;
  variable_symbol: string | null;
  constant_symbol: string | null;
  payment_method: Generated<"bank_transfer" | "cash" | "card">;
  reverse_charge: Generated<boolean>;
  vat_payer: Generated<boolean>;
  exchange_rate: string | null;
  exchange_rate_date: string | null;
  supplier_snapshot: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  /** The language of the document's labels (decision 183): its customer's, unless the form chose another. */
  language: Generated<"en" | "cs">;
  /** Soft delete of a draft (decision 120): in the trash for 30 days. */
  deleted_at: Generated<Date | null>;
}

export interface InvoicePaymentsTable {
  id: Generated<string>;
  org_id: string;
  invoice_id: string;
  amount: string;
  paid_on: string;
  created_at: CreatedAt;
}

export interface InvoiceItemsTable {
  id: Generated<string>;
  org_id: string;
  invoice_id: string;
  position: number;
  description: string;
  quantity: string;
  unit_price: string;
  total: string;
  vat_rate: string;
}

/** Rendered PDFs, one per (invoice, version), shared by every app server (decision 070). */
export interface InvoicePdfsTable {
  org_id: string;
  invoice_id: string;
  version: number;
  filename: string;
  pdf: Uint8Array;
  created_at: CreatedAt;
}

/**
 * The PDF and ISDOC of an issued document as issued (decision 204): stored once, never updated (a trigger refuses
 * it), served byte-identical and checked against their SHA-256 on every download.
 */
export interface InvoiceIssuedFilesTable {
  org_id: string;
  invoice_id: string;
  format: "pdf" | "isdoc";
  filename: string;
  content: Uint8Array;
  /** Lower-case hex. */
  sha256: string;
  created_at: CreatedAt;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface InvoicesTables {
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  invoice_items: InvoiceItemsTable;
  invoice_payments: InvoicePaymentsTable;
  invoice_pdfs: InvoicePdfsTable;
  invoice_issued_files: InvoiceIssuedFilesTable;
}
