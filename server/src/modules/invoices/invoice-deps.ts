import type { Contact, Deal } from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import type { ContactTrashState } from "../contacts/contact-trash";
import type { DealTrashState } from "../deals/deals.service";
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
    /** Live, in the trash or gone: what restoring an invoice draft that names it must know (decision 120). */
    trashState(orgId: string, id: string, executor?: Executor): Promise<ContactTrashState>;
  };
  deals: {
    /** The organization's deal, or undefined; `executor` reads inside the caller's transaction. */
    find(orgId: string, id: string, executor?: Executor): Promise<Deal | undefined>;
    /** The deal, or the deal's 404. */
    get(orgId: string, id: string): Promise<Deal>;
    trashState(orgId: string, id: string, executor?: Executor): Promise<DealTrashState>;
  };
  supplier: SupplierSource;
}
