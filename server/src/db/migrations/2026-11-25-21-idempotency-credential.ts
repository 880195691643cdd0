import { type Kysely, sql } from "kysely";

// Issue 20: Idempotency-Key records belong to the credential that made them (decision 022).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  // Stored answers were shared by every credential of an organization, and the answer of an API-key creation held
  // the key's secret in clear: none of them may be kept. Losing them costs at most a retry answered afresh.
  await sql`delete from idempotency_keys`.execute(db);
  await db.schema
    .alterTable("idempotency_keys")
    .addColumn("credential", "text", (c) => c.notNull())
    .execute();
  await sql`alter table idempotency_keys drop constraint idempotency_keys_pkey`.execute(db);
  await sql`alter table idempotency_keys add constraint idempotency_keys_pkey primary key (org_id, credential, key)`.execute(
    db,
  );
}
