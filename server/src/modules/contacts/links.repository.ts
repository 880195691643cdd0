import { sql } from "kysely";
import type { Executor } from "../../db/database";
import { afterPosition, type KeysetPosition, microsecondText, updatedSince } from "../../db/keyset-paging";

export interface LinkRow {
  id: string;
  personId: string;
  organizationId: string;
  role: string;
  isPrimary: boolean;
  updatedAt: Date;
}

const linkColumns = [
  "l.id",
  "l.person_id as personId",
  "l.organization_id as organizationId",
  "l.role",
  "l.is_primary as isPrimary",
  "l.updated_at as updatedAt",
] as const;

/** Person–organization links of one organization (tenant); only links between live contacts are listed. */
export const linksRepository = {
  async insert(
    db: Executor,
    orgId: string,
    values: { personId: string; organizationId: string; role: string; isPrimary: boolean },
  ): Promise<LinkRow> {
    const { id } = await db
      .insertInto("person_organization_links")
      .values({
        org_id: orgId,
        person_id: values.personId,
        organization_id: values.organizationId,
        role: values.role,
        is_primary: values.isPrimary,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return (await this.findById(db, orgId, id)) as LinkRow;
  },

  /** Every link by update time, then id (decision 200: an integrator's sync), with the cursor's key (`sortKey`). */
  async findMany(
    db: Executor,
    orgId: string,
    query: { updatedSince?: string; order: "asc" | "desc"; after?: KeysetPosition<string>; limit?: number },
  ): Promise<(LinkRow & { sortKey: string })[]> {
    let select = db
      .selectFrom("person_organization_links as l")
      .select(linkColumns)
      .select(microsecondText(sql.ref("l.updated_at")).as("sortKey"))
      .where("l.org_id", "=", orgId);
    if (query.updatedSince) select = select.where(updatedSince("l.updated_at", query.updatedSince));
    if (query.after) {
      const key = sql`cast(${query.after.key} as timestamptz)`;
      select = select.where(afterPosition(sql`l.updated_at`, "l.id", { key, id: query.after.id }, query.order));
    }
    select = select.orderBy("l.updated_at", query.order).orderBy("l.id", query.order);
    if (query.limit) select = select.limit(query.limit);
    return select.execute();
  },

  async findById(db: Executor, orgId: string, id: string): Promise<LinkRow | undefined> {
    return db
      .selectFrom("person_organization_links as l")
      .select(linkColumns)
      .where("l.org_id", "=", orgId)
      .where("l.id", "=", id)
      .executeTakeFirst();
  },

  async findByPair(db: Executor, orgId: string, personId: string, organizationId: string) {
    return db
      .selectFrom("person_organization_links as l")
      .select(linkColumns)
      .where("l.org_id", "=", orgId)
      .where("l.person_id", "=", personId)
      .where("l.organization_id", "=", organizationId)
      .executeTakeFirst();
  },

  /** Links of a person (side "person") or of an organization (side "organization"), primary first. */
  async findManyFor(db: Executor, orgId: string, side: "person" | "organization", contactId: string) {
    const other = side === "person" ? "l.organization_id" : "l.person_id";
    return db
      .selectFrom("person_organization_links as l")
      .innerJoin("contacts as other", (join) =>
        join.onRef("other.org_id", "=", "l.org_id").onRef("other.id", "=", other),
      )
      .select(linkColumns)
      .where("l.org_id", "=", orgId)
      .where(side === "person" ? "l.person_id" : "l.organization_id", "=", contactId)
      .where("other.deleted_at", "is", null)
      .orderBy("l.is_primary", "desc")
      .orderBy("other.name")
      .orderBy("l.id")
      .execute();
  },

  async update(db: Executor, orgId: string, id: string, values: { role?: string; isPrimary?: boolean }) {
    await db
      .updateTable("person_organization_links")
      .set({ role: values.role, is_primary: values.isPrimary, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .execute();
  },

  /** Clears the person's primary flag everywhere (before setting a new primary link). */
  async clearPrimary(db: Executor, orgId: string, personId: string): Promise<void> {
    await db
      .updateTable("person_organization_links")
      .set({ is_primary: false, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("person_id", "=", personId)
      .where("is_primary", "=", true)
      .execute();
  },

  async delete(db: Executor, orgId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom("person_organization_links")
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /** Every link of the contact, on either side. */
  async findAllOf(db: Executor, orgId: string, contactId: string): Promise<LinkRow[]> {
    return db
      .selectFrom("person_organization_links as l")
      .select(linkColumns)
      .where("l.org_id", "=", orgId)
      .where((eb) => eb.or([eb("l.person_id", "=", contactId), eb("l.organization_id", "=", contactId)]))
      .orderBy("l.created_at")
      .execute();
  },

  async hasPrimary(db: Executor, orgId: string, personId: string): Promise<boolean> {
    const row = await db
      .selectFrom("person_organization_links")
      .select("id")
      .where("org_id", "=", orgId)
      .where("person_id", "=", personId)
      .where("is_primary", "=", true)
      .executeTakeFirst();
    return row !== undefined;
  },

  async deleteAllOf(db: Executor, orgId: string, contactId: string): Promise<void> {
    await db
      .deleteFrom("person_organization_links")
      .where("org_id", "=", orgId)
      .where((eb) => eb.or([eb("person_id", "=", contactId), eb("organization_id", "=", contactId)]))
      .execute();
  },
};
