import { type Kysely, sql } from "kysely";

// Issue 35 item 1: the kinds of record that the database's cross-cutting triggers know, as rows a module's own
// migration adds (a registry) instead of lists in shared functions that every new module had to edit: the webhook
// trigger's `case` of record types (migration 2026-11-27-70) and the CHECK of sync tombstones' types (2026-11-27-76).
// A module registers its kind with one insert (docs/architecture.md, "Adding a module"):
//   insert into record_kinds (record_type, webhook_events, webhook_status_events) values ('widget', true, '{}')
// - webhook_events: its audit events become `<type>.created` / `.updated` / `.deleted` webhook events;
// - webhook_status_events: status values whose change also raises `<type>.<status>` (invoices: sent, paid);
// - a sync tombstone may name only a registered kind (a foreign key, where a CHECK listed them).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table record_kinds (
      record_type text primary key,
      webhook_events boolean not null default false,
      webhook_status_events text[] not null default '{}'
    )`.execute(db);
  await sql`
    insert into record_kinds (record_type, webhook_events, webhook_status_events) values
      ('contact', true, '{}'), ('deal', true, '{}'), ('invoice', true, '{sent,paid}'), ('project', true, '{}'),
      ('task', true, '{}'), ('relationship', false, '{}')`.execute(db);

  await sql`alter table sync_tombstones drop constraint sync_tombstones_record_type_check`.execute(db);
  await sql`alter table sync_tombstones add constraint sync_tombstones_record_type_fkey
    foreign key (record_type) references record_kinds (record_type)`.execute(db);

  // The same function as migration 2026-11-27-70's, but for where the kind and its status events come from.
  await sql`
    create or replace function webhook_enqueue_from_audit() returns trigger language plpgsql as $$
    declare
      kind text;
      status_events text[];
      types text[];
      event_type text;
      event_id uuid;
      body text;
      endpoint record;
      delivery_id uuid;
      new_status text;
    begin
      select k.record_type, k.webhook_status_events into kind, status_events
        from record_kinds k where k.record_type = new.record_type and k.webhook_events;
      if kind is null or new.action = 'purge' then return null; end if;
      if not exists (select 1 from webhook_endpoints where org_id = new.org_id and enabled) then return null; end if;
      types := array[kind || '.' || case new.action when 'create' then 'created' when 'restore' then 'created'
        when 'update' then 'updated' else 'deleted' end];
      if new.action = 'update' and new.changes ? 'status' then
        new_status := new.changes->'status'->>1;
        if new_status = any(status_events) then types := types || (kind || '.' || new_status); end if;
      end if;
      foreach event_type in array types loop
        event_id := null;
        for endpoint in select id from webhook_endpoints
            where org_id = new.org_id and enabled and event_type = any(events) order by created_at, id loop
          if event_id is null then
            event_id := gen_random_uuid();
            body := jsonb_build_object(
              'id', event_id,
              'type', event_type,
              'createdAt', to_char(new.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'data', jsonb_build_object(
                'recordType', new.record_type,
                'recordId', new.record_id,
                'action', new.action,
                'label', new.record_label,
                'changes', new.changes,
                'actor', jsonb_build_object('type', new.actor_type, 'userId', new.actor_user_id,
                  'apiKeyId', new.actor_api_key_id),
                'requestId', new.request_id))::text;
            insert into webhook_events (id, org_id, type, body) values (event_id, new.org_id, event_type, body);
          end if;
          insert into webhook_deliveries (org_id, endpoint_id, event_id) values (new.org_id, endpoint.id, event_id)
            returning id into delivery_id;
          insert into jobs (kind, payload, max_attempts)
            values ('webhooks.deliver', jsonb_build_object('orgId', new.org_id, 'deliveryId', delivery_id), 3);
        end loop;
      end loop;
      return null;
    end $$`.execute(db);
}
