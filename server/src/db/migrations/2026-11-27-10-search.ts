import { type Kysely, sql } from "kysely";

// Issue 24 item 1 (decision 100): accent- and case-insensitive substring search. `kancl_search_norm` folds text the
// way every search compares it (unaccent, then lower); it is IMMUTABLE so index expressions and generated columns may
// use it (unaccent itself is only STABLE: its dictionary could change). It names unaccent's schema, so it works
// whatever the caller's search_path. Contacts keep their folded name and their whole searchable text in generated
// columns (a search that cannot use the trigram index — one or two letters — then reads them instead of folding
// every row again); deals, invoices, projects and tasks index the folded expression.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    do $do$
    declare
      schema_name text := (
        select quote_ident(n.nspname) from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'unaccent');
    begin
      execute format(
        $f$create function kancl_search_norm(value text) returns text
          language sql immutable strict parallel safe
          as $body$ select lower(%1$s.unaccent(%2$L::regdictionary, value)) $body$$f$,
        schema_name, schema_name || '.unaccent');
    end
    $do$`.execute(db);

  await sql`
    alter table contacts
      add column search_name text generated always as (kancl_search_norm(name)) stored,
      add column search_text text generated always as (kancl_search_norm(
        name || E'\n' || coalesce(legal_name, '') || E'\n' || coalesce(email, '') || E'\n' || coalesce(phone, '')
        || E'\n' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')
        || E'\n' || regexp_replace(coalesce(registration_number, ''), '[[:space:]]', '', 'g')
        || E'\n' || coalesce(tax_id, ''))) stored`.execute(db);
  const indexes = [
    sql`create index contacts_search_trgm_idx on contacts using gin (search_text gin_trgm_ops) where deleted_at is null`,
    sql`create index contacts_search_name_idx on contacts (org_id, search_name text_pattern_ops) where deleted_at is null`,
    sql`create index deals_search_trgm_idx on deals using gin (kancl_search_norm(title) gin_trgm_ops)
      where deleted_at is null`,
    sql`create index invoices_search_trgm_idx on invoices using gin (kancl_search_norm(
      invoice_number || E'\n' || coalesce(billing_snapshot ->> 'name', '') || E'\n'
      || coalesce(variable_symbol, regexp_replace(invoice_number, '[^0-9]', '', 'g'))) gin_trgm_ops)
      where deleted_at is null`,
    sql`create index projects_search_trgm_idx on projects using gin (kancl_search_norm(name) gin_trgm_ops)`,
    sql`create index project_tasks_search_trgm_idx on project_tasks using gin (kancl_search_norm(title) gin_trgm_ops)`,
  ];
  for (const index of indexes) await index.execute(db);
}
