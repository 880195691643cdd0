import { type Deal, decimalToAmount } from "@kancl/shared";
import type { DealRow } from "./deals.repository";

/** A database row as the API's Deal: amounts as numbers, ISO dates, the billing contact's id and name. */
export const toDeal = (row: DealRow): Deal => ({
  id: row.id,
  version: row.version,
  title: row.title,
  status: row.status,
  billingContactId: row.billingContactId,
  billingContact:
    row.billingContactId && row.billingContactName !== null
      ? { id: row.billingContactId, name: row.billingContactName }
      : null,
  estimatedValue: decimalToAmount(row.estimatedValue),
  actualValue: decimalToAmount(row.actualValue),
  currency: row.currency,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
