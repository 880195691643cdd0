import { sql } from "kysely";
import type { Database } from "../../../src/db/database";

/** Tables of the public schema that have an org_id column: the tenant tables. */
export async function tenantTables(db: Database): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'org_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`.execute(db);
  return result.rows.map((row) => row.table_name);
}

/**
 * One digest per tenant table of every row of the organization (its full text representation, ordered), plus the
 * organization's own row: any changed byte of any row changes a digest.
 */
export async function hashTenantRows(db: Database, orgId: string): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of await tenantTables(db)) {
    const result = await sql<{ digest: string | null; n: number | string }>`
      select md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest, count(*) as n
      from ${sql.table(table)} t where t.org_id = ${orgId}`.execute(db);
    const row = result.rows[0];
    digests[table] = `${row?.n}:${row?.digest}`;
  }
  const organization = await sql<{ digest: string }>`
    select md5(o::text) as digest from organizations o where o.id = ${orgId}`.execute(db);
  digests.organizations = organization.rows[0]?.digest ?? "missing";
  return digests;
}
