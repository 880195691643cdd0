import type { Contact, Deal } from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import type { SupplierSource } from "./supplier-source";

/**
 * What the invoices module needs of others, given by the composition root (services.ts): the contacts and deals
 * services' lookups (never their repositories; the shape of issue 21's boundaries, decision 062) and the supplier
 * (the company profile).
 */
export interface InvoicesServiceDeps {
  db: Database;
  contacts: {
    /** The organization's live contact, or undefined; `executor` reads inside the caller's transaction. */
    find(orgId: string, id: string, executor?: Executor): Promise<Contact | undefined>;
  };
  deals: {
    /** The organization's deal, or undefined; `executor` reads inside the caller's transaction. */
    find(orgId: string, id: string, executor?: Executor): Promise<Deal | undefined>;
    /** The deal, or the deal's 404. */
    get(orgId: string, id: string): Promise<Deal>;
  };
  supplier: SupplierSource;
}
