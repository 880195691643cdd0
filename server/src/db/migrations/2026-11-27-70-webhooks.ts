import { type Kysely, sql } from "kysely";

// Issue 27 item 3, webhooks (decision 198). Endpoints an organization's admins register; the events sent to them
// (the exact body that is signed, kept so that a redelivery sends the same bytes); one delivery per endpoint and
// event; one attempt row per HTTP request made (the delivery log).
//
// Events are enqueued by the database, in the transaction of the change: a trigger on audit_events (which the audit
// trigger of every audited table writes, migration 2026-11-27-20) turns contact, deal, invoice, project and task
// events into webhook events, deliveries and `webhooks.deliver` jobs — one mechanism for every module, and no
// delivery of a change that was rolled back.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("webhook_endpoints")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("events", sql`text[]`, (c) => c.notNull())
    // Kept as is: signing needs the secret itself (a hash cannot sign). Shown to the admin once, at creation.
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("enabled", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("disabled_reason", "text")
    .addColumn("disabled_at", "timestamptz")
    .addColumn("consecutive_failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`date_trunc('milliseconds', now())`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`date_trunc('milliseconds', now())`))
    .addUniqueConstraint("webhook_endpoints_org_id_id_key", ["org_id", "id"])
    .execute();
  await sql`create index webhook_endpoints_org_idx on webhook_endpoints (org_id, created_at)`.execute(db);

  await db.schema
    .createTable("webhook_events")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    // The JSON text exactly as it is sent and signed.
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`date_trunc('milliseconds', now())`))
    .addUniqueConstraint("webhook_events_org_id_id_key", ["org_id", "id"])
    .execute();

  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("endpoint_id", "uuid", (c) => c.notNull())
    .addColumn("event_id", "uuid", (c) => c.notNull())
    // pending: an attempt is due; succeeded: a 2xx answer; failed: the last scheduled attempt failed.
    .addColumn("state", "text", (c) =>
      c.notNull().defaultTo("pending").check(sql`state in ('pending', 'succeeded', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "timestamptz", (c) => c.defaultTo(sql`now()`))
    .addColumn("last_status_code", "integer")
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`date_trunc('milliseconds', now())`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`date_trunc('milliseconds', now())`))
    .addUniqueConstraint("webhook_deliveries_org_id_id_key", ["org_id", "id"])
    .addForeignKeyConstraint(
      "webhook_deliveries_endpoint_fkey",
      ["org_id", "endpoint_id"],
      "webhook_endpoints",
      ["org_id", "id"],
      (c) => c.onDelete("cascade"),
    )
    .addForeignKeyConstraint(
      "webhook_deliveries_event_fkey",
      ["org_id", "event_id"],
      "webhook_events",
      ["org_id", "id"],
      (c) => c.onDelete("cascade"),
    )
    .execute();
  await sql`create index webhook_deliveries_endpoint_idx on webhook_deliveries (org_id, endpoint_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index webhook_deliveries_event_idx on webhook_deliveries (org_id, event_id)`.execute(db);

  await db.schema
    .createTable("webhook_attempts")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("delivery_id", "uuid", (c) => c.notNull())
    .addColumn("attempt", "integer", (c) => c.notNull())
    // An admin's redelivery (not part of the retry schedule).
    .addColumn("manual", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("started_at", "timestamptz", (c) => c.notNull())
    .addColumn("duration_ms", "integer", (c) => c.notNull())
    .addColumn("status_code", "integer")
    // The first bytes of the answer (the rest is read up to a limit and discarded).
    .addColumn("response_body", "text")
    .addColumn("error", "text")
    .addColumn("succeeded", "boolean", (c) => c.notNull())
    .addForeignKeyConstraint(
      "webhook_attempts_delivery_fkey",
      ["org_id", "delivery_id"],
      "webhook_deliveries",
      ["org_id", "id"],
      (c) => c.onDelete("cascade"),
    )
    .execute();
  await sql`create index webhook_attempts_delivery_idx on webhook_attempts (org_id, delivery_id, started_at)`.execute(
    db,
  );
  await sql`create index webhook_events_org_created_idx on webhook_events (org_id, created_at)`.execute(db);

  // The audit row → webhook events. restore (out of the trash) is `created` again (the record exists once more);
  // purge is not sent (its `deleted` went out when it entered the trash). An invoice whose status becomes sent or
  // paid also raises invoice.sent / invoice.paid.
  await sql`
    create function webhook_enqueue_from_audit() returns trigger language plpgsql as $$
    declare
      kind text;
      types text[];
      event_type text;
      event_id uuid;
      body text;
      endpoint record;
      delivery_id uuid;
      new_status text;
    begin
      kind := case new.record_type when 'contact' then 'contact' when 'deal' then 'deal' when 'invoice' then 'invoice'
        when 'project' then 'project' when 'task' then 'task' else null end;
      if kind is null or new.action = 'purge' then return null; end if;
      if not exists (select 1 from webhook_endpoints where org_id = new.org_id and enabled) then return null; end if;
      types := array[kind || '.' || case new.action when 'create' then 'created' when 'restore' then 'created'
        when 'update' then 'updated' else 'deleted' end];
      if kind = 'invoice' and new.action = 'update' and new.changes ? 'status' then
        new_status := new.changes->'status'->>1;
        if new_status in ('sent', 'paid') then types := types || ('invoice.' || new_status); end if;
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
  await sql`create trigger audit_events_webhooks after insert on audit_events
    for each row execute function webhook_enqueue_from_audit()`.execute(db);
}
