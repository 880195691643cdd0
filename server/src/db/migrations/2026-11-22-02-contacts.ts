import { type Kysely, sql } from "kysely";

// Contacts (persons and organizations), person–organization links, and the organization hierarchy.
// Types are enforced by the database too: a link's person_type/organization_type columns are constants that join the
// composite foreign keys to contacts(org_id, id, type), so a link to the wrong kind of contact cannot exist.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("contacts")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("restrict"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('person', 'organization')`))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("position", "text")
    .addColumn("legal_name", "text")
    .addColumn("tax_id", "text")
    .addColumn("registration_number", "text")
    .addColumn("address", "jsonb")
    .addColumn("parent_organization_id", "uuid")
    .addColumn("parent_type", "text", (c) =>
      c.notNull().defaultTo("organization").check(sql`parent_type = 'organization'`),
    )
    .addColumn("billing", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("deleted_at", "timestamptz")
    .addUniqueConstraint("contacts_org_id_id_key", ["org_id", "id"])
    .addUniqueConstraint("contacts_org_id_id_type_key", ["org_id", "id", "type"])
    .addCheckConstraint(
      "contacts_parent_only_for_organizations",
      sql`type = 'organization' or parent_organization_id is null`,
    )
    .addCheckConstraint("contacts_parent_not_self", sql`parent_organization_id is distinct from id`)
    .addForeignKeyConstraint("contacts_parent_fkey", ["org_id", "parent_organization_id", "parent_type"], "contacts", [
      "org_id",
      "id",
      "type",
    ])
    .execute();

  // The list (ordered by name) and prefix search, per organization, over live contacts only.
  await sql`create index contacts_list_idx on contacts (org_id, lower(name), id) where deleted_at is null`.execute(db);
  await sql`create index contacts_name_prefix_idx on contacts (org_id, lower(name) text_pattern_ops) where deleted_at is null`.execute(
    db,
  );
  await sql`create index contacts_email_prefix_idx on contacts (org_id, lower(email) text_pattern_ops) where deleted_at is null`.execute(
    db,
  );
  await sql`create index contacts_legal_name_prefix_idx on contacts (org_id, lower(legal_name) text_pattern_ops) where deleted_at is null`.execute(
    db,
  );
  await sql`create index contacts_tax_id_prefix_idx on contacts (org_id, lower(tax_id) text_pattern_ops) where deleted_at is null`.execute(
    db,
  );
  await sql`create index contacts_parent_idx on contacts (org_id, parent_organization_id) where deleted_at is null`.execute(
    db,
  );

  await db.schema
    .createTable("person_organization_links")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull())
    .addColumn("person_id", "uuid", (c) => c.notNull())
    .addColumn("person_type", "text", (c) => c.notNull().defaultTo("person").check(sql`person_type = 'person'`))
    .addColumn("organization_id", "uuid", (c) => c.notNull())
    .addColumn("organization_type", "text", (c) =>
      c.notNull().defaultTo("organization").check(sql`organization_type = 'organization'`),
    )
    .addColumn("role", "text", (c) => c.notNull().check(sql`length(trim(role)) > 0`))
    .addColumn("is_primary", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("person_organization_links_org_id_id_key", ["org_id", "id"])
    .addUniqueConstraint("person_organization_links_pair_key", ["org_id", "person_id", "organization_id"])
    .addForeignKeyConstraint(
      "person_organization_links_person_fkey",
      ["org_id", "person_id", "person_type"],
      "contacts",
      ["org_id", "id", "type"],
      (fk) => fk.onDelete("cascade"),
    )
    .addForeignKeyConstraint(
      "person_organization_links_organization_fkey",
      ["org_id", "organization_id", "organization_type"],
      "contacts",
      ["org_id", "id", "type"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();
  // A person has at most one primary organization.
  await sql`create unique index person_organization_links_one_primary on person_organization_links (org_id, person_id) where is_primary`.execute(
    db,
  );
  await sql`create index person_organization_links_organization_idx on person_organization_links (org_id, organization_id)`.execute(
    db,
  );
}
