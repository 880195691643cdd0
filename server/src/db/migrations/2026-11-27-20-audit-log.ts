import { type Kysely, sql } from "kysely";

// Issue 24 item 5, the audit log (decision 110): one append-only table, written by one trigger function on every
// audited table, in the transaction of the change itself. Who did it comes from transaction-local settings that the
// database layer sets when a transaction begins (kancl.actor_user, kancl.actor_key, kancl.request_id; see
// db/audit-context.ts). UPDATE, DELETE and TRUNCATE of audit rows raise: nothing in the application can change the log.
// No foreign key to organizations: the log outlives what it describes (an organization deleted before its first user
// has no rows anyway).

/** The audited tables: record type, id column, the columns naming related records (timelines), the label column. */
const AUDITED: [table: string, recordType: string, idColumn: string, related: string[], label: string | null][] = [
  ["contacts", "contact", "id", ["parent_organization_id"], "name"],
  ["person_organization_links", "link", "id", ["person_id", "organization_id"], "role"],
  ["deals", "deal", "id", ["billing_contact_id"], "title"],
  ["invoices", "invoice", "id", ["billing_contact_id", "deal_id", "original_invoice_id"], "invoice_number"],
  ["invoice_payments", "payment", "id", ["invoice_id"], "amount"],
  ["projects", "project", "id", ["client_contact_id", "deal_id"], "name"],
  ["project_columns", "column", "id", ["project_id"], "name"],
  ["project_tasks", "task", "id", ["project_id", "assignee_id"], "title"],
  ["project_task_comments", "comment", "id", ["task_id"], null],
  ["users", "user", "id", [], "email"],
  ["invitations", "invitation", "id", [], "email"],
  ["api_keys", "api_key", "id", ["user_id"], "name"],
  ["company_profiles", "company_profile", "org_id", [], "legal_name"],
];

const arrayLiteral = (values: string[]) => `{${values.join(",")}}`;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit_events (
      id bigint generated always as identity primary key,
      org_id uuid not null,
      occurred_at timestamptz not null default now(),
      actor_type text not null check (actor_type in ('user', 'api_key', 'system')),
      actor_user_id uuid,
      actor_api_key_id uuid,
      request_id text,
      record_type text not null,
      record_id uuid not null,
      record_label text,
      action text not null check (action in ('create', 'update', 'delete', 'restore', 'purge')),
      changes jsonb not null default '{}',
      related_ids uuid[] not null default '{}',
      transaction_id bigint not null default txid_current()
    )`.execute(db);
  // Settings → Audit log (newest first, filtered by who, what and when) and a record's history; timelines find the
  // events naming a record through related_ids (which holds the record itself too).
  await sql`create index audit_events_org_idx on audit_events (org_id, id desc)`.execute(db);
  await sql`create index audit_events_record_idx on audit_events (org_id, record_id, id desc)`.execute(db);
  await sql`create index audit_events_actor_idx on audit_events (org_id, actor_user_id, id desc)`.execute(db);
  await sql`create index audit_events_related_idx on audit_events using gin (related_ids)`.execute(db);

  await sql`
    create function audit_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_events is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`create trigger audit_events_no_update_or_delete before update or delete on audit_events
    for each row execute function audit_events_append_only()`.execute(db);
  await sql`create trigger audit_events_no_truncate before truncate on audit_events
    for each statement execute function audit_events_append_only()`.execute(db);

  // TG_ARGV: record type, id column, related columns ('{a,b}'), label column ('' for none).
  // Columns that are bookkeeping or secrets never enter a diff; an update that changes only those writes no event.
  await sql`
    create function audit_record_change() returns trigger language plpgsql as $$
    declare
      ignored constant text[] := array['created_at', 'updated_at', 'version', 'board_version', 'board_updated_at',
        'rank', 'deleted_relations', 'password_hash', 'key_hash', 'token_hash', 'last_used_at', 'logo',
        'billing_snapshot', 'supplier_snapshot', 'org_id', 'id'];
      full_row jsonb;
      old_row jsonb;
      new_row jsonb;
      diff jsonb := '{}';
      act text;
      related uuid[];
      related_column text;
      label_column text := nullif(tg_argv[3], '');
      actor_user text := nullif(current_setting('kancl.actor_user', true), '');
      actor_key text := nullif(current_setting('kancl.actor_key', true), '');
    begin
      if tg_op <> 'INSERT' then old_row := to_jsonb(old); end if;
      if tg_op <> 'DELETE' then new_row := to_jsonb(new); end if;
      full_row := coalesce(new_row, old_row);
      if tg_op = 'INSERT' then
        act := 'create';
        select coalesce(jsonb_object_agg(key, jsonb_build_array(null, value)), '{}') into diff
          from jsonb_each(new_row - ignored) where value <> 'null'::jsonb and key not like 'search%';
      elsif tg_op = 'DELETE' then
        -- A row deleted for good after the trash is a purge, and its values are not copied (erasure).
        if old_row ? 'deleted_at' and old_row->>'deleted_at' is not null then
          act := 'purge';
        else
          act := 'delete';
          select coalesce(jsonb_object_agg(key, jsonb_build_array(value, null)), '{}') into diff
            from jsonb_each(old_row - ignored) where value <> 'null'::jsonb and key not like 'search%';
        end if;
      else
        select coalesce(jsonb_object_agg(n.key, jsonb_build_array(o.value, n.value)), '{}') into diff
          from jsonb_each(new_row - ignored) n join jsonb_each(old_row - ignored) o on o.key = n.key
          where n.value is distinct from o.value and n.key not like 'search%';
        if diff = '{}'::jsonb then return null; end if;
        if diff ? 'purged_at' and new_row->>'purged_at' is not null then
          act := 'purge';
          diff := '{}';
        elsif diff ? 'deleted_at' and new_row->>'deleted_at' is not null then
          act := 'delete';
        elsif diff ? 'deleted_at' then
          act := 'restore';
        else
          act := 'update';
        end if;
      end if;
      related := array[(full_row->>tg_argv[1])::uuid];
      foreach related_column in array tg_argv[2]::text[] loop
        if full_row->>related_column is not null then
          related := related || (full_row->>related_column)::uuid;
        end if;
      end loop;
      insert into audit_events (org_id, actor_type, actor_user_id, actor_api_key_id, request_id, record_type,
        record_id, record_label, action, changes, related_ids)
      values ((full_row->>'org_id')::uuid,
        case when actor_key is not null then 'api_key' when actor_user is not null then 'user' else 'system' end,
        actor_user::uuid, actor_key::uuid, nullif(current_setting('kancl.request_id', true), ''), tg_argv[0],
        (full_row->>tg_argv[1])::uuid, case when act = 'purge' then null else full_row->>label_column end, act,
        diff, related);
      return null;
    end $$`.execute(db);

  for (const [table, recordType, idColumn, related, label] of AUDITED) {
    await sql`create trigger ${sql.raw(`${table}_audit`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function audit_record_change(${sql.lit(recordType)}, ${sql.lit(idColumn)},
        ${sql.lit(arrayLiteral(related))}, ${sql.lit(label ?? "")})`.execute(db);
  }
}
