import { type Kysely, sql } from "kysely";

// Issue 35 item 5a (decision 112, amended): a project's activity is the audit log's, like a contact's or a deal's.
// project_activity kept English sentences written by the service beside the audit trigger's events; from migration
// 2026-11-27-20 on, every change it recorded is also an audit event (projects, columns, tasks and comments are
// audited). The rows the audit log lacks are those written before a project's first audit event: they move into
// audit_events as events of their kind (the record's name taken from the sentence's first quoted text, the diff
// unknown, except a status change's), then the table goes. They predate every recorded event, so they take ids
// below the log's (negative, in time order) and timelines and the audit log stay in time order. The webhooks'
// trigger is held off while they move: they are history, not news.
const KINDS: [kind: string, recordType: string, action: string][] = [
  ["project.created", "project", "create"],
  ["project.updated", "project", "update"],
  ["project.status", "project", "update"],
  ["column.added", "column", "create"],
  ["column.renamed", "column", "update"],
  ["column.deleted", "column", "delete"],
  ["task.created", "task", "create"],
  ["task.updated", "task", "update"],
  ["task.assigned", "task", "update"],
  ["task.moved", "task", "update"],
  ["task.deleted", "task", "delete"],
  ["comment.added", "comment", "create"],
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  const kinds = sql.join(KINDS.map(([kind, type, action]) => sql`(${kind}, ${type}, ${action})`));
  await sql`alter table audit_events disable trigger audit_events_webhooks`.execute(db);
  await sql`
    with missing as (
      select a.*, k.record_type, k.action,
        row_number() over (order by a.created_at desc, a.id desc) as age
      from project_activity a
      join (values ${kinds}) as k (kind, record_type, action) on k.kind = a.kind
      where not exists (
        select 1 from audit_events e
        where e.org_id = a.org_id and e.related_ids @> array[a.project_id] and e.occurred_at <= a.created_at
      )
    )
    insert into audit_events (id, org_id, occurred_at, actor_type, actor_user_id, record_type, record_id,
      record_label, action, changes, related_ids)
    overriding system value
    select
      least(coalesce((select min(id) from audit_events), 1), 1) - m.age,
      m.org_id, m.created_at, case when m.actor_id is null then 'system' else 'user' end, m.actor_id,
      m.record_type,
      case m.record_type when 'project' then m.project_id when 'task' then coalesce(m.task_id, gen_random_uuid())
        else gen_random_uuid() end,
      case when m.record_type = 'comment' then null else substring(m.summary from '"([^"]*)"') end,
      m.action,
      case when m.kind = 'project.status'
        then jsonb_build_object('status', jsonb_build_array(
          substring(m.summary from '^Status changed from (\\S+) to'), substring(m.summary from ' to (\\S+)$')))
        else '{}'::jsonb end,
      case when m.task_id is null then array[m.project_id] else array[m.task_id, m.project_id] end
    from missing m`.execute(db);
  await sql`alter table audit_events enable trigger audit_events_webhooks`.execute(db);
  await sql`drop table project_activity`.execute(db);
}
