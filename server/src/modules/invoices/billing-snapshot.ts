import type { BillingSnapshot, Contact } from "@kancl/shared";

/**
 * The customer's billing details copied onto an invoice: the contact's billing block, with the organization's own
 * tax ID and registration number (IČO/DIČ) where the billing block has none. Undefined when the contact has no
 * billing information to invoice.
 */
export function billingSnapshotOf(
  contact: Pick<Contact, "billing" | "taxId" | "registrationNumber">,
): BillingSnapshot | undefined {
  const { billing } = contact;
  if (!billing?.name) return undefined;
  return {
    name: billing.name,
    email: billing.email ?? null,
    address: billing.address ?? null,
    taxId: billing.taxId ?? contact.taxId ?? null,
    registrationNumber: billing.registrationNumber ?? contact.registrationNumber ?? null,
  };
}
