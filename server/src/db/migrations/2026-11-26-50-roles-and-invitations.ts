import { type Kysely, sql } from "kysely";

// Issue 25 item 5 (decision 130): a role per user (owner, admin, member, read-only) and deactivation; a scope per API
// key (read, read-write). The earliest user of each existing organization becomes its owner, the others members;
// existing keys stay read-write. Item 3 (decision 131): invitations, their tokens stored as SHA-256 hashes only.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("member"))
    .addColumn("deactivated_at", "timestamptz")
    .execute();
  await sql`alter table users add constraint users_role_check check (role in ('owner', 'admin', 'member', 'read-only'))`.execute(
    db,
  );
  await sql`
    update users set role = 'owner'
    where id in (select distinct on (org_id) id from users order by org_id, created_at, id)
  `.execute(db);
  await sql`create index users_org_role_idx on users (org_id, role)`.execute(db);

  await db.schema
    .alterTable("api_keys")
    .addColumn("scope", "text", (c) => c.notNull().defaultTo("read-write"))
    .execute();
  await sql`alter table api_keys add constraint api_keys_scope_check check (scope in ('read', 'read-write'))`.execute(
    db,
  );

  await db.schema
    .createTable("invitations")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "uuid", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("accepted_at", "timestamptz")
    .addColumn("accepted_user_id", "uuid")
    .addColumn("revoked_at", "timestamptz")
    .addUniqueConstraint("invitations_org_id_id_key", ["org_id", "id"])
    .addForeignKeyConstraint("invitations_invited_by_fkey", ["org_id", "invited_by"], "users", ["org_id", "id"], (fk) =>
      fk.onDelete("cascade"),
    )
    .addForeignKeyConstraint(
      "invitations_accepted_user_fkey",
      ["org_id", "accepted_user_id"],
      "users",
      ["org_id", "id"],
      (fk) => fk.onDelete("set null"),
    )
    .addCheckConstraint("invitations_role_check", sql`role in ('owner', 'admin', 'member', 'read-only')`)
    .execute();
  await sql`create index invitations_org_idx on invitations (org_id, created_at desc)`.execute(db);
}
