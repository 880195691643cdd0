import { sql } from "kysely";
import type { Executor } from "../../db/database";
import type { DemoRecordsTable } from "./demo.tables";

export type DemoKind = DemoRecordsTable["kind"];

/** What the organization's own (non-demo) records hold of the demo's: each blocks the removal (decision 151). */
export interface DemoDependents {
  /** Own invoices for a demo deal or billed to a demo contact. */
  ownInvoicesOnDemoRecords: number;
  /** Own deals billed to a demo contact. */
  ownDealsOnDemoContacts: number;
  /** Own contacts that are sub-organizations of a demo organization. */
  ownChildrenOfDemoContacts: number;
  /** Links between an own contact and a demo contact. */
  linksToDemoContacts: number;
}

const demoIds = (db: Executor, orgId: string, kind: DemoKind) =>
  db.selectFrom("demo_records").select("record_id").where("org_id", "=", orgId).where("kind", "=", kind);

/**
 * The demo's bookkeeping and its removal. Every query is scoped by org_id; the removal deletes rows whose ids the
 * demo recorded, never anything else.
 */
export const demoRepository = {
  async record(db: Executor, orgId: string, kind: DemoKind, ids: string[], version?: number): Promise<void> {
    if (ids.length === 0) return;
    await db
      .insertInto("demo_records")
      .values(ids.map((id) => ({ org_id: orgId, kind, record_id: id, version: version ?? null })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },

  async any(db: Executor, orgId: string): Promise<boolean> {
    const row = await db.selectFrom("demo_records").select("kind").where("org_id", "=", orgId).executeTakeFirst();
    return row !== undefined;
  },

  /** Demo records that still exist (a demo contact the user deleted, i.e. soft-deleted, is not counted). */
  async counts(db: Executor, orgId: string): Promise<{ contacts: number; deals: number; invoices: number }> {
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom("contacts")
          .select(eb.fn.countAll<number>().as("n"))
          .where("org_id", "=", orgId)
          .where("deleted_at", "is", null)
          .where("id", "in", demoIds(db, orgId, "contact"))
          .as("contacts"),
        eb
          .selectFrom("deals")
          .select(eb.fn.countAll<number>().as("n"))
          .where("org_id", "=", orgId)
          .where("id", "in", demoIds(db, orgId, "deal"))
          .as("deals"),
        eb
          .selectFrom("invoices")
          .select(eb.fn.countAll<number>().as("n"))
          .where("org_id", "=", orgId)
          .where("id", "in", demoIds(db, orgId, "invoice"))
          .as("invoices"),
      ])
      .executeTakeFirstOrThrow();
    return { contacts: Number(row.contacts), deals: Number(row.deals), invoices: Number(row.invoices) };
  },

  /** The marker a fill writes first (kind company_profile, the organization's id): "this organization has demo data". */
  async claim(db: Executor, orgId: string): Promise<boolean> {
    const inserted = await db
      .insertInto("demo_records")
      .values({ org_id: orgId, kind: "company_profile", record_id: orgId, version: null })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  /** Serializes removals (and a fill racing a removal) of one organization for the transaction. */
  async lock(db: Executor, orgId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`demo:${orgId}`}))`.execute(db);
  },

  async dependents(db: Executor, orgId: string): Promise<DemoDependents> {
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom("invoices")
          .select(eb.fn.countAll<number>().as("n"))
          .where("org_id", "=", orgId)
          .where("id", "not in", demoIds(db, orgId, "invoice"))
          .where((w) =>
            w.or([
              w("deal_id", "in", demoIds(db, orgId, "deal")),
              w("billing_contact_id", "in", demoIds(db, orgId, "contact")),
            ]),
          )
          .as("ownInvoicesOnDemoRecords"),
        eb
          .selectFrom("deals")
          .select(eb.fn.countAll<number>().as("n"))
          .where("org_id", "=", orgId)
          .where("id", "not in", demoIds(db, orgId, "deal"))
          .where("billing_contact_id", "in", demoIds(db, orgId, "contact"))
          .as("ownDealsOnDemoContacts"),
        eb
          .selectFrom("contacts")
          .select(eb.fn.countAll<number>().as("n"))
          .where("org_id", "=", orgId)
          .where("id", "not in", demoIds(db, orgId, "contact"))
          .where("parent_organization_id", "in", demoIds(db, orgId, "contact"))
          .as("ownChildrenOfDemoContacts"),
        eb
          .selectFrom("person_organization_links")
          .select(eb.fn.countAll<number>().as("n"))
          .where("org_id", "=", orgId)
          .where((w) =>
            w.or([
              w.and([
                w("person_id", "in", demoIds(db, orgId, "contact")),
                w("organization_id", "not in", demoIds(db, orgId, "contact")),
              ]),
              w.and([
                w("person_id", "not in", demoIds(db, orgId, "contact")),
                w("organization_id", "in", demoIds(db, orgId, "contact")),
              ]),
            ]),
          )
          .as("linksToDemoContacts"),
      ])
      .executeTakeFirstOrThrow();
    return {
      ownInvoicesOnDemoRecords: Number(row.ownInvoicesOnDemoRecords),
      ownDealsOnDemoContacts: Number(row.ownDealsOnDemoContacts),
      ownChildrenOfDemoContacts: Number(row.ownChildrenOfDemoContacts),
      linksToDemoContacts: Number(row.linksToDemoContacts),
    };
  },

  /**
   * Deletes the demo's invoices (credit notes first; items, payments and PDFs go with them), deals, links and
   * contacts, then takes each invoice counter back to the highest number still used (no invoice left: the series
   * start again at 0001), then the bookkeeping. Run after `dependents` found nothing, in the same transaction.
   */
  async deleteAll(db: Executor, orgId: string): Promise<{ contacts: number; deals: number; invoices: number }> {
    const credit = await db
      .deleteFrom("invoices")
      .where("org_id", "=", orgId)
      .where("id", "in", demoIds(db, orgId, "invoice"))
      .where("original_invoice_id", "is not", null)
      .executeTakeFirst();
    const invoices = await db
      .deleteFrom("invoices")
      .where("org_id", "=", orgId)
      .where("id", "in", demoIds(db, orgId, "invoice"))
      .executeTakeFirst();
    const deals = await db
      .deleteFrom("deals")
      .where("org_id", "=", orgId)
      .where("id", "in", demoIds(db, orgId, "deal"))
      .executeTakeFirst();
    await db
      .deleteFrom("person_organization_links")
      .where("org_id", "=", orgId)
      .where((w) =>
        w.or([
          w("person_id", "in", demoIds(db, orgId, "contact")),
          w("organization_id", "in", demoIds(db, orgId, "contact")),
        ]),
      )
      .execute();
    // Children and parents go in one statement: the parent key is checked at its end.
    const contacts = await db
      .deleteFrom("contacts")
      .where("org_id", "=", orgId)
      .where("id", "in", demoIds(db, orgId, "contact"))
      .executeTakeFirst();
    // Each series' counter goes back to the highest number still used (issued numbers are never deleted, so no number
    // of a tax document can be given out twice); a series with none left is removed, as before the demo.
    await sql`
      update invoice_counters c set last_number = coalesce((
        select max(substring(i.invoice_number from '-([0-9]+)$')::int) from invoices i
        where i.org_id = c.org_id
          and i.invoice_number ~ ('^' || case when c.series = 'credit_note' then 'D' else '' end || c.year || '-[0-9]{4,}$')
      ), 0)
      where c.org_id = ${orgId}`.execute(db);
    await db.deleteFrom("invoice_counters").where("org_id", "=", orgId).where("last_number", "=", 0).execute();
    await db.deleteFrom("demo_records").where("org_id", "=", orgId).execute();
    return {
      contacts: Number(contacts.numDeletedRows),
      deals: Number(deals.numDeletedRows),
      invoices: Number(invoices.numDeletedRows) + Number(credit.numDeletedRows),
    };
  },
};
