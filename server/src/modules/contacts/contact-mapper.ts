import type { Address, Billing, Contact } from "@kancl/shared";
import type { ContactRow } from "./contacts.repository";

/** A database row as the API's Contact: ISO dates, null for what is not set. */
export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    version: row.version,
    type: row.type,
    name: row.name,
    email: row.email,
    phone: row.phone,
    position: row.position,
    legalName: row.legalName,
    taxId: row.taxId,
    registrationNumber: row.registrationNumber,
    address: (row.address as Address | null) ?? null,
    parentOrganizationId: row.parentOrganizationId,
    billing: (row.billing as Billing | null) ?? null,
    invoiceLanguage: row.invoiceLanguage ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An object whose every value is undefined counts as not given (an empty address or billing clears it). */
export function nonEmpty<T extends object>(value: T | null | undefined): T | null {
  if (!value) return null;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return entries.length ? (Object.fromEntries(entries) as T) : null;
}
