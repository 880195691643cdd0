import type { ContactSort } from "@kancl/shared";
import { type RawBuilder, sql } from "kysely";
import type { Executor } from "../../db/database";
import { type KeysetPosition, sortedAfter, updatedSince } from "../../db/keyset-paging";
import { rankedSearch, type SearchFields, type SearchTerms, searchMatch } from "../../db/search-match";
import type { DeletedRelations, JsonObject } from "./contacts.tables";

export interface ContactRow {
  id: string;
  version: number;
  type: "person" | "organization";
  name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  legalName: string | null;
  taxId: string | null;
  registrationNumber: string | null;
  address: JsonObject | null;
  parentOrganizationId: string | null;
  billing: JsonObject | null;
  invoiceLanguage: "en" | "cs" | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Column values of a contact, as the service hands them over (undefined = NULL). */
export interface ContactValues {
  name: string;
  email?: string;
  phone?: string;
  position?: string;
  legalName?: string;
  taxId?: string;
  registrationNumber?: string;
  address?: object | null;
  parentOrganizationId?: string | null;
  billing?: object | null;
  /** undefined keeps the current one (update), null: by the country. */
  invoiceLanguage?: "en" | "cs" | null;
}

const contactColumns = [
  "c.id",
  "c.version",
  "c.type",
  "c.name",
  "c.email",
  "c.phone",
  "c.position",
  "c.legal_name as legalName",
  "c.tax_id as taxId",
  "c.registration_number as registrationNumber",
  "c.address",
  "c.parent_organization_id as parentOrganizationId",
  "c.billing",
  "c.invoice_language as invoiceLanguage",
  "c.created_at as createdAt",
  "c.updated_at as updatedAt",
] as const;

const json = (value: object | null | undefined) => (value ? JSON.stringify(value) : null);

function toColumns(values: ContactValues) {
  return {
    name: values.name,
    email: values.email ?? null,
    phone: values.phone ?? null,
    position: values.position ?? null,
    legal_name: values.legalName ?? null,
    tax_id: values.taxId ?? null,
    registration_number: values.registrationNumber ?? null,
    address: json(values.address),
    billing: json(values.billing),
    invoice_language: values.invoiceLanguage ?? null,
  };
}

/** A contact in the trash (decision 120). */
export interface TrashedContactRow {
  id: string;
  type: ContactRow["type"];
  name: string;
  parentOrganizationId: string | null;
  deletedRelations: DeletedRelations | null;
  deletedAt: Date;
}

export interface ContactListQuery {
  type?: "person" | "organization";
  /** A search (decision 100): the matches ordered by rank, then folded name, then id. */
  search?: SearchTerms;
  limit?: number;
  sort?: ContactSort;
  order?: "asc" | "desc";
  /** Changed at or after this instant (decision 200). */
  updatedSince?: string;
  /** After this sort key (as `sortKey` in the rows) and id, or (a search without a sort) rank and folded name. */
  after?: KeysetPosition<string> | KeysetPosition<{ rank: number; name: string }>;
}

/** A contact found by a search, with its rank and folded name (the ranked list's sort key). */
export type RankedContactRow = ContactRow & { searchRank?: number; searchName?: string };

/**
 * What a contact search looks at: the generated columns of migration 2026-11-27-10 and the exact identifiers. An
 * identifier's condition is in the SQL only when the text could be one (an e-mail has an @ and no space, a DIČ has
 * digits): each is computed for every candidate row when ranking, and a common surname has thousands (benchmark 14).
 */
function contactSearchFields(terms: SearchTerms): SearchFields {
  const lowered = terms.text.toLowerCase();
  const oneWord = !lowered.includes(" ");
  const exact: RawBuilder<boolean>[] = [];
  if (oneWord && lowered.includes("@")) exact.push(sql<boolean>`c.email = ${lowered}`);
  if (oneWord && /\d/.test(lowered)) exact.push(sql<boolean>`lower(c.tax_id) = ${lowered}`);
  const ico = terms.digits ?? (/^\d+$/.test(terms.text) ? terms.text : undefined);
  if (ico) exact.push(sql<boolean>`regexp_replace(c.registration_number, '[[:space:]]', '', 'g') = ${ico}`);
  return {
    title: sql<string>`c.search_name`,
    haystack: sql<string>`c.search_text`,
    exact,
    // lower(email): the expression of contacts_email_prefix_idx (text_pattern_ops), which serves the short search.
    prefix: oneWord ? [sql<boolean>`lower(c.email) like ${`${terms.escaped.toLowerCase()}%`}`] : [],
  };
}

/**
 * The contacts list's sort keys (issue 23): the SQL, its type (to read a cursor's key back) and the key as text for
 * the cursor. By type means by type, then name; the dates to the microsecond (a JS Date keeps milliseconds).
 */
export const CONTACT_SORT_KEYS = {
  name: ["lower(c.name)", "text", "lower(c.name)"],
  type: ["(c.type || ' ' || lower(c.name))", "text", "(c.type || ' ' || lower(c.name))"],
  createdAt: [
    "c.created_at",
    "timestamptz",
    `to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  ],
  updatedAt: [
    "c.updated_at",
    "timestamptz",
    `to_char(c.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  ],
} as const satisfies Record<ContactSort, readonly [string, string, string]>;

/** Every function takes the organization id and only ever sees that organization's live (not deleted) contacts. */
export const contactsRepository = {
  async insert(db: Executor, orgId: string, type: ContactRow["type"], values: ContactValues): Promise<ContactRow> {
    const { id } = await db
      .insertInto("contacts")
      .values({
        ...toColumns(values),
        org_id: orgId,
        type,
        parent_organization_id: values.parentOrganizationId ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return (await this.findById(db, orgId, id)) as ContactRow;
  },

  /** Several new contacts in one INSERT (the CSV import); their ids in the order given. */
  async insertMany(
    db: Executor,
    orgId: string,
    contacts: readonly { type: ContactRow["type"]; values: ContactValues }[],
  ): Promise<string[]> {
    if (contacts.length === 0) return [];
    const rows = await db
      .insertInto("contacts")
      .values(contacts.map(({ type, values }) => ({ ...toColumns(values), org_id: orgId, type })))
      .returning("id")
      .execute();
    return rows.map((row) => row.id);
  },

  /** Live contacts with one of these IČOs (spaces ignored) or e-mails (case ignored): the CSV import's matches. */
  async findImportMatches(
    db: Executor,
    orgId: string,
    icos: readonly string[],
    emails: readonly string[],
  ): Promise<ContactRow[]> {
    if (icos.length === 0 && emails.length === 0) return [];
    return db
      .selectFrom("contacts as c")
      .select(contactColumns)
      .where("c.org_id", "=", orgId)
      .where("c.deleted_at", "is", null)
      .where((eb) =>
        eb.or([
          // The expressions of the import's indexes (migration 2026-11-26-41).
          ...(icos.length ? [eb(sql`regexp_replace(c.registration_number, '[[:space:]]', '', 'g')`, "in", icos)] : []),
          ...(emails.length ? [eb(sql`lower(c.email)`, "in", emails)] : []),
        ]),
      )
      .orderBy("c.created_at")
      .orderBy("c.id")
      .execute();
  },

  async findById(db: Executor, orgId: string, id: string): Promise<ContactRow | undefined> {
    return db
      .selectFrom("contacts as c")
      .select(contactColumns)
      .where("c.org_id", "=", orgId)
      .where("c.id", "=", id)
      .where("c.deleted_at", "is", null)
      .executeTakeFirst();
  },

  async findByIds(db: Executor, orgId: string, ids: readonly string[]): Promise<ContactRow[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom("contacts as c")
      .select(contactColumns)
      .where("c.org_id", "=", orgId)
      .where("c.id", "in", ids)
      .where("c.deleted_at", "is", null)
      .execute();
  },

  /**
   * Ordered by the sort key (name, case-insensitive, by default), then id; a search without a sort by rank, folded
   * name and id (decision 100). Keyset pagination continues after `after`. Each sorted row carries its key as text
   * (`sortKey`) for the next page's cursor.
   */
  async findMany(
    db: Executor,
    orgId: string,
    query: ContactListQuery,
  ): Promise<(RankedContactRow & { sortKey: string })[]> {
    const [expression, type, asText] = CONTACT_SORT_KEYS[query.sort ?? "name"];
    const sortKey = sql.raw(expression);
    const order = query.order ?? "asc";
    // The organization's live contacts the filters keep: the list reads them, a ranked search picks ids from them.
    let filtered = db.selectFrom("contacts as c").where("c.org_id", "=", orgId).where("c.deleted_at", "is", null);
    if (query.type) filtered = filtered.where("c.type", "=", query.type);
    if (query.updatedSince) filtered = filtered.where(updatedSince("c.updated_at", query.updatedSince));
    if (query.search && !query.sort) {
      // The best page's ids first (id, rank and folded name of every candidate: a common surname matches thousands
      // of 100,000 contacts), then the page's columns by id: sorting the candidates with all their columns cost
      // a third of the query (benchmark 14).
      const fields = contactSearchFields(query.search);
      const after = query.after as KeysetPosition<{ rank: number; name: string }> | undefined;
      const limit = query.limit ?? Number.MAX_SAFE_INTEGER;
      return rankedSearch(
        query.search,
        fields,
        limit,
        async ({ match, rank }, passLimit) => {
          let picked = filtered.select(["c.id", rank.as("searchRank"), "c.search_name as searchName"]).where(match);
          if (after) {
            picked = picked.where(
              sql<boolean>`(${rank}, c.search_name, c.id) > (${after.key.rank}, ${after.key.name}, ${after.id}::uuid)`,
            );
          }
          picked = picked.orderBy(rank).orderBy("c.search_name").orderBy("c.id");
          if (query.limit) picked = picked.limit(passLimit);
          return db
            .selectFrom(picked.as("m"))
            .innerJoin("contacts as c", (join) => join.onRef("c.id", "=", "m.id").on("c.org_id", "=", orgId))
            .select(contactColumns)
            .select([sql<string>`${sql.raw(asText)}`.as("sortKey"), "m.searchRank", "m.searchName"])
            .orderBy("m.searchRank")
            .orderBy("m.searchName")
            .orderBy("m.id")
            .execute();
        },
        after?.key.rank,
      );
    }
    let select = filtered.select(contactColumns).select(sql<string>`${sql.raw(asText)}`.as("sortKey"));
    if (query.search) select = select.where(searchMatch(query.search, contactSearchFields(query.search)));
    const after = query.after as KeysetPosition<string> | undefined;
    return sortedAfter(select, { sortKey, type, idColumn: "c.id", order, after, limit: query.limit }).execute();
  },

  /**
   * Live contacts other than `exceptId` with this IČO (spaces ignored) or e-mail (case ignored): the duplicate
   * check of a create or an update (issue 24 item 3), oldest first.
   */
  async findDuplicates(
    db: Executor,
    orgId: string,
    values: { registrationNumber?: string; email?: string },
    exceptId?: string,
  ): Promise<ContactRow[]> {
    const ico = values.registrationNumber?.replace(/\s/g, "");
    const email = values.email?.toLowerCase();
    if (!ico && !email) return [];
    let select = db
      .selectFrom("contacts as c")
      .select(contactColumns)
      .where("c.org_id", "=", orgId)
      .where("c.deleted_at", "is", null)
      .where((eb) =>
        eb.or([
          // The expressions of the import's indexes (migration 2026-11-26-41).
          ...(ico ? [eb(sql`regexp_replace(c.registration_number, '[[:space:]]', '', 'g')`, "=", ico)] : []),
          ...(email ? [eb(sql`lower(c.email)`, "=", email)] : []),
        ]),
      );
    if (exceptId) select = select.where("c.id", "<>", exceptId);
    return select.orderBy("c.created_at").orderBy("c.id").limit(5).execute();
  },

  /**
   * Writes the new values only if the contact still has the version the caller read and the same type; the check
   * is in the UPDATE's WHERE, so of N concurrent updates with one version exactly one matches.
   */
  async updateIfVersion(
    db: Executor,
    orgId: string,
    id: string,
    expected: { version: number; type: ContactRow["type"] },
    values: ContactValues,
  ): Promise<boolean> {
    const result = await db
      .updateTable("contacts")
      .set({
        ...toColumns(values),
        ...(values.parentOrganizationId !== undefined ? { parent_organization_id: values.parentOrganizationId } : {}),
        ...(values.billing === undefined ? { billing: undefined } : {}),
        ...(values.invoiceLanguage === undefined ? { invoice_language: undefined } : {}),
        version: sql`version + 1`,
        updated_at: new Date(),
      })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .where("version", "=", expected.version)
      .where("type", "=", expected.type)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async setParent(db: Executor, orgId: string, id: string, parentId: string | null): Promise<boolean> {
    const result = await db
      .updateTable("contacts")
      .set({ parent_organization_id: parentId, version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * Soft delete (decision 005): the row stays for the deals and invoices that reference it, with what the delete
   * removed (its links, the sub-organizations it detached) for a restore (decision 120).
   */
  async markDeleted(db: Executor, orgId: string, id: string, relations: DeletedRelations): Promise<boolean> {
    const result = await db
      .updateTable("contacts")
      .set({
        deleted_at: new Date(),
        deleted_relations: JSON.stringify(relations),
        version: sql`version + 1`,
        updated_at: new Date(),
      })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Contacts deleted less than `days` days ago (null: any) and not erased, newest deletion first. */
  async findTrashed(db: Executor, orgId: string, days: number | null, id?: string): Promise<TrashedContactRow[]> {
    let select = db
      .selectFrom("contacts")
      .select([
        "id",
        "type",
        "name",
        "parent_organization_id as parentOrganizationId",
        "deleted_relations as deletedRelations",
        "deleted_at as deletedAt",
      ])
      .where("org_id", "=", orgId)
      .where("deleted_at", "is not", null)
      .where("purged_at", "is", null);
    if (days !== null) select = select.where("deleted_at", ">", sql<Date>`now() - make_interval(days => ${days})`);
    if (id) select = select.where("id", "=", id);
    return (await select.orderBy("deleted_at", "desc").orderBy("id").execute()) as TrashedContactRow[];
  },

  /** Any contact of the organization, live, deleted or erased: what a restore of something naming it must know. */
  async findState(
    db: Executor,
    orgId: string,
    id: string,
  ): Promise<{ name: string; deletedAt: Date | null; purgedAt: Date | null } | undefined> {
    return db
      .selectFrom("contacts")
      .select(["name", "deleted_at as deletedAt", "purged_at as purgedAt"])
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .executeTakeFirst();
  },

  async restore(db: Executor, orgId: string, id: string): Promise<boolean> {
    const result = await db
      .updateTable("contacts")
      .set({ deleted_at: null, deleted_relations: null, version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is not", null)
      .where("purged_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Whether a deal, an invoice (deleted ones too) or another contact names this contact. */
  async isReferenced(db: Executor, orgId: string, id: string): Promise<boolean> {
    const result = await sql<{ referenced: boolean }>`
      select exists (select 1 from deals where org_id = ${orgId} and billing_contact_id = ${id})
          or exists (select 1 from invoices where org_id = ${orgId} and billing_contact_id = ${id})
          or exists (select 1 from contacts where org_id = ${orgId} and parent_organization_id = ${id})
          or exists (select 1 from projects where org_id = ${orgId} and client_contact_id = ${id})
        as referenced`.execute(db);
    return result.rows[0]?.referenced === true;
  },

  /** Deletes a deleted contact that nothing names for good (its links go with it). */
  async purge(db: Executor, orgId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom("contacts")
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is not", null)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /**
   * Erases a deleted contact that deals or invoices still name (decision 120): the row stays as a tombstone for
   * their foreign keys, without any personal data, and leaves the trash for good.
   */
  async erase(db: Executor, orgId: string, id: string, name: string): Promise<boolean> {
    const result = await db
      .updateTable("contacts")
      .set({
        name,
        email: null,
        phone: null,
        position: null,
        legal_name: null,
        tax_id: null,
        registration_number: null,
        address: null,
        billing: null,
        deleted_relations: null,
        purged_at: new Date(),
        version: sql`version + 1`,
        updated_at: new Date(),
      })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is not", null)
      .where("purged_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** The purge job's scan, across organizations (a system task): contacts deleted over `days` days ago. */
  async findExpired(db: Executor, days: number, limit: number): Promise<{ orgId: string; id: string }[]> {
    return db
      .selectFrom("contacts")
      .select(["org_id as orgId", "id"])
      .where("deleted_at", "<=", sql<Date>`now() - make_interval(days => ${days})`)
      .where("purged_at", "is", null)
      .orderBy("deleted_at")
      .limit(limit)
      .execute();
  },

  /** The ids of the organization's live sub-organizations. */
  async findChildIds(db: Executor, orgId: string, parentId: string): Promise<string[]> {
    const rows = await db
      .selectFrom("contacts")
      .select("id")
      .where("org_id", "=", orgId)
      .where("parent_organization_id", "=", parentId)
      .where("deleted_at", "is", null)
      .execute();
    return rows.map((row) => row.id);
  },

  /** Makes the organization's live sub-organizations top-level. */
  async detachChildren(db: Executor, orgId: string, parentId: string): Promise<void> {
    await db
      .updateTable("contacts")
      .set({ parent_organization_id: null, version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("parent_organization_id", "=", parentId)
      // Sub-organizations in the trash keep their parent: restoring one asks for its parent first (decision 120).
      .where("deleted_at", "is", null)
      .execute();
  },

  async findChildren(db: Executor, orgId: string, parentId: string): Promise<ContactRow[]> {
    return db
      .selectFrom("contacts as c")
      .select(contactColumns)
      .where("c.org_id", "=", orgId)
      .where("c.parent_organization_id", "=", parentId)
      .where("c.deleted_at", "is", null)
      .orderBy(sql`lower(c.name)`)
      .orderBy("c.id")
      .execute();
  },

  /** The contact and its ancestors, nearest first (bounded depth guards against a corrupt cycle). */
  async findAncestry(db: Executor, orgId: string, id: string): Promise<{ id: string; name: string }[]> {
    const result = await sql<{ id: string; name: string }>`
      with recursive ancestry (id, name, parent_id, depth) as (
        select id, name, parent_organization_id, 0 from contacts
        where org_id = ${orgId} and id = ${id} and deleted_at is null
        union all
        select c.id, c.name, c.parent_organization_id, a.depth + 1
        from contacts c join ancestry a on c.id = a.parent_id
        where c.org_id = ${orgId} and c.deleted_at is null and a.depth < 1000
      )
      select id, name from ancestry order by depth`.execute(db);
    return result.rows;
  },

  /** Serializes the duplicate checks of one organization's contacts for the rest of the transaction. */
  async lockDuplicates(db: Executor, orgId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`kancl:contact-duplicates:${orgId}`}, 0))`.execute(db);
  },

  /**
   * Serializes hierarchy changes within one organization for the rest of the transaction, so two opposite
   * re-parentings (A under B, B under A) cannot both pass the cycle check.
   */
  async lockHierarchy(db: Executor, orgId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`kancl:hierarchy:${orgId}`}, 0))`.execute(db);
  },
};
