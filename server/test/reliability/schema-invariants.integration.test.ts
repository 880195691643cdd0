import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database";
import { webhooksRepository } from "../../src/modules/webhooks/webhooks.repository";
import { signUp } from "../factories";
import { setUpSupplierProfile } from "../supplier-profile";
import { startTestApp, type TestApp } from "../test-app";
import { tenantTables } from "./support/tenant-rows";
import { seedTenant, type Tenant } from "./support/world";

// Item 2 of the reliability issue: the tenant invariants, read from the database's own catalog rather than from the
// migrations: every tenant table has org_id NOT NULL, every foreign key between tenant tables includes org_id, and
// for every such foreign key a direct INSERT that points an organization-A row at an organization-B row fails in
// the database (while the same INSERT pointing at another A row succeeds, so the foreign key is the only reason).

/**
 * Tables that are not tenant data: the tenants themselves, the migrator's bookkeeping, the background jobs and the
 * registry of record kinds (issue 35).
 */
const NOT_TENANT_TABLES = [
  "organizations",
  "kysely_migration",
  "kysely_migration_lock",
  "jobs",
  "job_schedules",
  "record_kinds",
];

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  childColumns: string[];
  parentColumns: string[];
}

interface Column {
  name: string;
  type: string;
  notNull: boolean;
}

let app: TestApp;
let db: Database;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  app = await startTestApp();
  db = app.database.db;
  a = await seedTenant(app, "ALPHA");
  b = await seedTenant(app, "BRAVO");
  // Second rows where organization A has only one, for the same-tenant control INSERTs.
  await signUp(app, a.orgId);
  const invoice = await a.user.http.post("/api/v1/crm/invoices", {
    dealId: a.ids.deal2,
    billingContactId: a.ids.organization2,
    items: [{ description: "Second", quantity: 1, unitPrice: 1 }],
    dueDate: "2099-01-01",
  });
  if (invoice.status !== 201) throw new Error(`second invoice: ${invoice.status}`);
  // Issue 25: an accepted invitation of each tenant (invitations.accepted_user_id references the new user).
  for (const tenant of [a, b]) {
    const invited = await tenant.user.http.post<{ link: string }>("/api/v1/settings/invitations", {
      email: `accepted-${tenant.orgId.slice(0, 8)}@example.cz`,
      role: "member",
    });
    const accepted = await tenant.user.http.post(
      `/api/v1${invited.body.link.replace("/invite/", "/invitations/")}/accept`,
      {
        name: "Invited",
        password: "Correct-Horse-42",
      },
    );
    if (accepted.status !== 201) throw new Error(`invitation: ${accepted.status} ${accepted.text}`);
  }
  // Issue 26: a second project of A with a task (parents of project columns, tasks, comments and activity); it has
  // the deal (the seeded one has none: a copy of a project with a deal would hit the one-project-per-deal index).
  const project = await a.user.http.post<{ id: string }>("/api/v1/projects", {
    name: "Second",
    clientId: a.ids.organization2,
    dealId: a.ids.deal2,
  });
  const task = await a.user.http.post(`/api/v1/projects/${project.body.id}/tasks`, { title: "Second" });
  if (project.status !== 201 || task.status !== 201)
    throw new Error(`second project: ${project.status} ${task.status}`);
  // A rendered PDF of each tenant's invoice (invoice_pdfs), so every tenant table has rows of both.
  for (const tenant of [a, b]) {
    const pdf = await tenant.user.http.post(`/api/v1/crm/invoices/${tenant.ids.invoice}/generate-pdf`);
    if (pdf.status !== 200) throw new Error(`generate-pdf: ${pdf.status}`);
  }
  // Issue 22: an issued invoice of each tenant with a payment and a credit note (invoice_payments, and invoices'
  // own foreign key from a credit note to its invoice).
  for (const tenant of [a, b]) {
    await setUpSupplierProfile(tenant.user.http);
    const issued = await tenant.user.http.post<{ id: string }>("/api/v1/crm/invoices", {
      dealId: tenant.ids.deal,
      billingContactId: tenant.ids.organization,
      items: [{ description: "Issued", quantity: 1, unitPrice: 100 }],
      dueDate: "2099-01-01",
    });
    const steps = [
      await tenant.user.http.post(`/api/v1/crm/invoices/${issued.body.id}/issue`),
      await tenant.user.http.post(`/api/v1/crm/invoices/${issued.body.id}/payments`, {
        amount: 10,
        paidOn: "2026-01-02",
      }),
      await tenant.user.http.post(`/api/v1/crm/invoices/${issued.body.id}/credit-notes`, { reason: "Storno" }),
      // Issue 34: its PDF and ISDOC as issued (invoice_issued_files).
      await tenant.user.http.post(`/api/v1/crm/invoices/${issued.body.id}/generate-pdf`),
      await tenant.user.http.get(`/api/v1/crm/invoices/${issued.body.id}/isdoc`),
    ];
    for (const step of steps) if (step.status >= 300) throw new Error(`issued invoice: ${step.status} ${step.text}`);
    // Issue 27: a second endpoint with a delivery (a second event), and an attempt in the log of the first delivery
    // (no worker runs here: nothing is sent).
    const second = await tenant.user.http.post<{ webhook: { id: string } }>("/api/v1/webhooks", {
      url: "https://second.example.com/hooks",
      events: ["deal.created"],
    });
    const ping = await tenant.user.http.post(`/api/v1/webhooks/${second.body.webhook?.id}/test`);
    if (ping.status !== 200) throw new Error(`webhook ping: ${ping.status} ${ping.text}`);
    await sql`insert into webhook_overdue_announcements (org_id, invoice_id, due_date)
      values (${tenant.orgId}, ${tenant.ids.invoice}, '2026-01-01')`.execute(app.database.db);
    await webhooksRepository.insertAttempt(app.database.db, tenant.orgId, {
      deliveryId: tenant.ids.webhookDelivery,
      attempt: 1,
      manual: true,
      startedAt: new Date(),
      durationMs: 1,
      statusCode: 204,
      responseBody: "",
      error: null,
      succeeded: true,
    });
  }
  // An idempotency record for each tenant, so every tenant table has rows of both.
  for (const tenant of [a, b]) {
    const res = await tenant.key.post(
      "/api/v1/crm/deals",
      { title: "Idempotent" },
      { headers: { "idempotency-key": "schema-1" } },
    );
    if (res.status !== 201) throw new Error(`idempotent create: ${res.status}`);
  }
}, 120_000);
afterAll(() => app?.close());

async function publicTables(): Promise<string[]> {
  const result = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`.execute(db);
  return result.rows.map((row) => row.name);
}

async function columnsOf(table: string): Promise<Column[]> {
  const result = await sql<Column>`
    select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as "notNull"
    -- Generated columns (the search's folded texts) take no value of their own in an INSERT.
    from pg_attribute a where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = ''
    order by a.attnum`.execute(db);
  return result.rows;
}

async function foreignKeys(): Promise<ForeignKey[]> {
  const result = await sql<{
    name: string;
    child: string;
    parent: string;
    child_columns: string;
    parent_columns: string;
  }>`
    select con.conname as name, child.relname as child, parent.relname as parent,
      (select string_agg(a.attname, ',' order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as child_columns,
      (select string_agg(a.attname, ',' order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as parent_columns
    from pg_constraint con
    join pg_class child on child.oid = con.conrelid
    join pg_class parent on parent.oid = con.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where con.contype = 'f' and n.nspname = 'public'
    order by con.conname`.execute(db);
  return result.rows.map((row) => ({
    name: row.name,
    child: row.child,
    parent: row.parent,
    childColumns: row.child_columns.split(","),
    parentColumns: row.parent_columns.split(","),
  }));
}

/** Key column lists of the unique indexes (primary keys included) of a table; INCLUDE columns are no keys. */
async function uniqueIndexes(table: string): Promise<string[][]> {
  const result = await sql<{ columns: string }>`
    select (select string_agg(a.attname, ',') from unnest(i.indkey) with ordinality k(attnum, ord)
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum where k.ord <= i.indnkeyatts) as columns
    from pg_index i where i.indrelid = ${table}::regclass and i.indisunique`.execute(db);
  return result.rows.map((row) => (row.columns ?? "").split(",").filter(Boolean));
}

const figures = { tables: 0, tenantTables: 0, foreignKeys: 0, crossTenantInserts: 0 };
afterAll(() =>
  console.log(
    `[schema invariants] ${figures.tables} tables, ${figures.tenantTables} tenant tables with org_id NOT NULL; ${figures.foreignKeys} foreign keys checked; ${figures.crossTenantInserts} cross-tenant INSERTs refused by the database`,
  ),
);

describe("schema invariants, from the catalog", () => {
  it("every table but the tenants' own, the migrator's, the jobs engine's and the kinds registry is a tenant table with org_id NOT NULL", async () => {
    const tables = (await publicTables()).filter((t) => !NOT_TENANT_TABLES.includes(t));
    figures.tables = tables.length + NOT_TENANT_TABLES.length;
    expect(tables.length).toBeGreaterThanOrEqual(10);
    for (const table of tables) {
      const orgId = (await columnsOf(table)).find((c) => c.name === "org_id");
      expect(orgId, `${table} has an org_id column`).toBeDefined();
      expect(orgId, `${table}.org_id is uuid NOT NULL`).toMatchObject({ type: "uuid", notNull: true });
    }
    expect(await tenantTables(db)).toEqual(tables);
    figures.tenantTables = tables.length;
  });

  it("every foreign key of a tenant table includes org_id (or is org_id → organizations.id, or names a record kind)", async () => {
    const tenant = new Set(await tenantTables(db));
    const problems: string[] = [];
    const keys = await foreignKeys();
    for (const fk of keys) {
      if (!tenant.has(fk.child)) continue;
      figures.foreignKeys++;
      if (fk.parent === "organizations") {
        if (fk.childColumns.join() !== "org_id" || fk.parentColumns.join() !== "id") {
          problems.push(`${fk.name}: ${fk.child}(${fk.childColumns}) → organizations(${fk.parentColumns})`);
        }
        continue;
      }
      // The registry of record kinds is the same for every organization: naming a kind crosses no tenant.
      if (fk.parent === "record_kinds") continue;
      if (!tenant.has(fk.parent)) {
        problems.push(`${fk.name}: ${fk.child} references non-tenant table ${fk.parent}`);
        continue;
      }
      const index = fk.childColumns.indexOf("org_id");
      if (index < 0 || fk.parentColumns[index] !== "org_id") {
        problems.push(
          `${fk.name}: ${fk.child}(${fk.childColumns}) → ${fk.parent}(${fk.parentColumns}) lacks org_id → org_id`,
        );
      }
    }
    expect(problems).toEqual([]);
    expect(figures.foreignKeys).toBeGreaterThanOrEqual(10);
  });

  it("refuses, in the database, a direct INSERT pointing an A row at a B row — for every tenant foreign key", async () => {
    const tenant = new Set(await tenantTables(db));
    const keys = (await foreignKeys()).filter((fk) => tenant.has(fk.child) && tenant.has(fk.parent));
    expect(keys.length).toBeGreaterThanOrEqual(8);
    const allForeignColumns = new Map<string, Set<string>>();
    for (const fk of keys) {
      const set = allForeignColumns.get(fk.child) ?? new Set<string>();
      for (const column of fk.childColumns) set.add(column);
      allForeignColumns.set(fk.child, set);
    }

    for (const fk of keys) {
      const columns = await columnsOf(fk.child);
      const typeOf = new Map(columns.map((c) => [c.name, c.type]));
      const pairs = fk.childColumns.map((column, i) => ({ child: column, parent: fk.parentColumns[i] as string }));
      // The uuid columns are the reference; the others (org_id aside) are constants such as person_type.
      const references = pairs.filter((p) => p.child !== "org_id" && typeOf.get(p.child) === "uuid");
      const constants = pairs.filter((p) => p.child !== "org_id" && typeOf.get(p.child) !== "uuid");
      expect(references.length, `${fk.name} has a uuid reference`).toBeGreaterThan(0);

      const source = (
        await sql<Record<string, unknown> & { ctid: string }>`
          select t.ctid::text as ctid, to_jsonb(t) as row from ${sql.table(fk.child)} t
          where t.org_id = ${a.orgId} and ${sql.join(
            references.map((p) => sql`${sql.ref(`t.${p.child}`)} is not null`),
            sql` and `,
          )}
          limit 1`.execute(db)
      ).rows[0] as { ctid: string; row: Record<string, unknown> } | undefined;
      expect(source, `organization A has a ${fk.child} row to copy`).toBeDefined();
      if (!source) continue;

      const parentIn = async (orgId: string, exclude: boolean) =>
        (
          await sql<Record<string, unknown>>`
            select ${sql.join(references.map((p) => sql.ref(`p.${p.parent}`)))} from ${sql.table(fk.parent)} p
            where p.org_id = ${orgId}
            ${
              constants.length
                ? sql`and ${sql.join(
                    constants.map((c) => sql`${sql.ref(`p.${c.parent}`)}::text = ${String(source.row[c.child])}`),
                    sql` and `,
                  )}`
                : sql``
            }
            ${exclude ? sql`and ${sql.ref(`p.${references[0]?.parent}`)} <> ${source.row[references[0]?.child as string] as string}` : sql``}
            limit 1`.execute(db)
        ).rows[0];

      // Each unique index gets a fresh value in one column that is no reference, so no unique index fires.
      const regenerate = new Set<string>();
      for (const index of await uniqueIndexes(fk.child)) {
        if (index.some((column) => regenerate.has(column))) continue;
        // One fresh column per index is enough: a uuid if there is one, else text, else an integer.
        const free = index.filter((column) => column !== "org_id" && !allForeignColumns.get(fk.child)?.has(column));
        const pick = ["uuid", "text", "integer"]
          .map((type) => free.find((column) => typeOf.get(column) === type))
          .find(Boolean);
        if (pick) regenerate.add(pick);
      }
      const insertPointingAt = (parent: Record<string, unknown>) => {
        const expressions = columns.map((column) => {
          const reference = references.find((p) => p.child === column.name);
          if (reference) return sql`${parent[reference.parent] as string}::uuid`;
          if (regenerate.has(column.name)) {
            if (column.type === "uuid") return sql`gen_random_uuid()`;
            if (column.type === "text") return sql`md5(random()::text)`;
            if (column.type === "integer") return sql`${sql.ref(`s.${column.name}`)} + 1000000`;
            throw new Error(`${fk.child}.${column.name}: cannot make a ${column.type} unique`);
          }
          return sql.ref(`s.${column.name}`);
        });
        return sql`insert into ${sql.table(fk.child)} (${sql.join(columns.map((c) => sql.ref(c.name)))})
          select ${sql.join(expressions)} from ${sql.table(fk.child)} s where s.ctid = ${source.ctid}::tid`;
      };

      const foreignParent = await parentIn(b.orgId, false);
      expect(foreignParent, `organization B has a ${fk.parent} row for ${fk.name}`).toBeDefined();
      const error = await insertPointingAt(foreignParent as Record<string, unknown>)
        .execute(db)
        .then(
          () => undefined,
          (e: unknown) => e as { code?: string; message?: string },
        );
      expect(error, `${fk.name}: an A ${fk.child} row pointing at B's ${fk.parent} was stored`).toBeDefined();
      expect(error?.code, `${fk.name}: ${error?.message}`).toBe("23503");
      expect(error?.message).toContain(fk.name);
      figures.crossTenantInserts++;

      // The control: the same INSERT pointing at another of A's rows is accepted (then rolled back).
      const ownParent = await parentIn(a.orgId, true);
      expect(ownParent, `organization A has a second ${fk.parent} row for ${fk.name}`).toBeDefined();
      const rolledBack = new Error("rollback");
      await expect(
        db.transaction().execute(async (trx) => {
          await insertPointingAt(ownParent as Record<string, unknown>).execute(trx);
          throw rolledBack;
        }),
        `${fk.name}: the same-tenant control INSERT`,
      ).rejects.toBe(rolledBack);
    }
    expect(figures.crossTenantInserts).toBe(keys.length);
  });
});
