import { sql } from "kysely";
import type { Executor } from "../../db/database";

/** How many records name the contact that a merge takes away (issue 24 item 3, decision 103). */
export interface MergeCounts {
  links: number;
  /** Links the kept contact already has (same person or organization): dropped, not moved. */
  duplicateLinks: number;
  children: number;
  deals: number;
  draftInvoices: number;
  issuedInvoices: number;
  projects: number;
}

/**
 * The references a merge moves from one contact to another: person–organization links, sub-organizations, deals'
 * and invoices' billing contact, projects' client — deleted records in the trash too, so a restore finds the kept
 * contact. Like `contactsRepository.isReferenced`, it reads and writes the other modules' tables that name a
 * contact: what names a contact is the contacts module's question (decision 103).
 */
export const contactMergeRepository = {
  async counts(db: Executor, orgId: string, keptId: string, otherId: string): Promise<MergeCounts> {
    const result = await sql<Record<keyof MergeCounts, number>>`
      select
        (select count(*) from person_organization_links where org_id = ${orgId}
          and (person_id = ${otherId} or organization_id = ${otherId}))::int as links,
        (select count(*) from person_organization_links o where o.org_id = ${orgId}
          and (o.person_id = ${otherId} or o.organization_id = ${otherId})
          and exists (select 1 from person_organization_links k where k.org_id = o.org_id
            and (case when o.person_id = ${otherId}
              then k.person_id = ${keptId} and k.organization_id = o.organization_id
              else k.organization_id = ${keptId} and k.person_id = o.person_id end)))::int as "duplicateLinks",
        (select count(*) from contacts where org_id = ${orgId} and parent_organization_id = ${otherId}
          and id <> ${keptId} and deleted_at is null)::int as children,
        (select count(*) from deals where org_id = ${orgId} and billing_contact_id = ${otherId})::int as deals,
        (select count(*) from invoices where org_id = ${orgId} and billing_contact_id = ${otherId}
          and status = 'draft')::int as "draftInvoices",
        (select count(*) from invoices where org_id = ${orgId} and billing_contact_id = ${otherId}
          and status <> 'draft')::int as "issuedInvoices",
        (select count(*) from projects where org_id = ${orgId} and client_contact_id = ${otherId})::int as projects`.execute(
      db,
    );
    return result.rows[0] as MergeCounts;
  },

  /** Moves every reference from `otherId` to `keptId` (the caller holds the hierarchy lock, in one transaction). */
  async moveReferences(db: Executor, orgId: string, keptId: string, otherId: string): Promise<void> {
    // Links: the kept contact's own link to the same counterpart wins; the kept person's primary link stays the one.
    await sql`delete from person_organization_links o where o.org_id = ${orgId}
      and ((o.person_id = ${otherId} and exists (select 1 from person_organization_links k where k.org_id = o.org_id
              and k.person_id = ${keptId} and k.organization_id = o.organization_id))
        or (o.organization_id = ${otherId} and exists (select 1 from person_organization_links k
              where k.org_id = o.org_id and k.organization_id = ${keptId} and k.person_id = o.person_id)))`.execute(db);
    await sql`update person_organization_links set is_primary = false, updated_at = now()
      where org_id = ${orgId} and person_id = ${otherId} and is_primary
        and exists (select 1 from person_organization_links where org_id = ${orgId} and person_id = ${keptId}
          and is_primary)`.execute(db);
    await sql`update person_organization_links set person_id = ${keptId}, updated_at = now()
      where org_id = ${orgId} and person_id = ${otherId}`.execute(db);
    await sql`update person_organization_links set organization_id = ${keptId}, updated_at = now()
      where org_id = ${orgId} and organization_id = ${otherId}`.execute(db);
    // Sub-organizations (those in the trash too, so a restore finds their parent).
    await sql`update contacts set parent_organization_id = ${keptId}, version = version + 1, updated_at = now()
      where org_id = ${orgId} and parent_organization_id = ${otherId} and id <> ${keptId}`.execute(db);
    // Deals, invoices (an issued one keeps its frozen billing snapshot) and projects.
    await sql`update deals set billing_contact_id = ${keptId}, version = version + 1, updated_at = now()
      where org_id = ${orgId} and billing_contact_id = ${otherId}`.execute(db);
    await sql`update invoices set billing_contact_id = ${keptId}, version = version + 1, updated_at = now()
      where org_id = ${orgId} and billing_contact_id = ${otherId}`.execute(db);
    await sql`update projects set client_contact_id = ${keptId}, version = version + 1, updated_at = now()
      where org_id = ${orgId} and client_contact_id = ${otherId}`.execute(db);
  },
};
