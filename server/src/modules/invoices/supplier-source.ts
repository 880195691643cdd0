import type { SupplierSnapshot } from "@kancl/shared";
import type { Executor } from "../../db/database";

/**
 * What invoices need of the supplier (the organization's company profile, server/src/modules/company): wired in
 * services.ts, so the invoices module does not import another module's internals.
 */
export interface SupplierSource {
  /** The supplier's details to freeze on a document, or an AppError (4xx) naming the first missing field. */
  issuerSnapshot(orgId: string, executor: Executor, options: { paymentMethod: string }): Promise<SupplierSnapshot>;
  /**
   * Whether the organization charges VAT today (a VAT payer while its profile does not say otherwise). Read before
   * the invoice's transaction opens (PGlite has one connection: a read beside an open transaction would wait on it).
   */
  isVatPayer(orgId: string): Promise<boolean>;
}
