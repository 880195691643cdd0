import type { CreatedAt, Generated, UpdatedAt } from "../../db/column-types";

export interface DealsTable {
  id: Generated<string>;
  org_id: string;
  version: Generated<number>;
  title: string;
  status: "lead" | "negotiation" | "won" | "lost";
  billing_contact_id: string | null;
  /** numeric(14,2): a decimal string both ways. */
  estimated_value: string | null;
  actual_value: string | null;
  currency: "USD" | "EUR" | "CZK";
  source: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Soft delete (decision 120): in the trash for 30 days. */
  deleted_at: Generated<Date | null>;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface DealsTables {
  deals: DealsTable;
}
