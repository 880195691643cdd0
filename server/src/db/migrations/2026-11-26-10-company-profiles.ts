import { type Kysely, sql } from "kysely";

// Issue 22 item 1: the organization's supplier profile (Settings → Company), one row per organization (decision 085).
// `version` counts saves of the profile (0: only a logo was uploaded so far); the logo (PNG or sanitized SVG, at most
// 200 KB) lives in the same row and is read only by the logo route, never with the profile.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("company_profiles")
    .addColumn("org_id", "uuid", (c) => c.primaryKey().references("organizations.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("legal_name", "text")
    .addColumn("street", "text")
    .addColumn("city", "text")
    .addColumn("postal_code", "text")
    .addColumn("country", "text", (c) => c.notNull().defaultTo("CZ"))
    .addColumn("registration_number", "text")
    .addColumn("tax_id", "text")
    .addColumn("vat_payer", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("bank_account", "text")
    .addColumn("iban", "text")
    .addColumn("bic", "text")
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("web", "text")
    .addColumn("footer_text", "text")
    .addColumn("logo", "bytea")
    .addColumn("logo_media_type", "text")
    .addColumn("logo_updated_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("company_profiles_logo_size", sql`octet_length(logo) <= 204800`)
    .addCheckConstraint(
      "company_profiles_logo_media_type",
      sql`(logo is null and logo_media_type is null) or (logo is not null and logo_media_type in ('image/png', 'image/svg+xml'))`,
    )
    .execute();
}
