import { sql } from "kysely";
import type { Executor } from "../../db/database";

/** An audit row with the names of who made it (and, for a note's creation, the note as it is now). */
export interface AuditRow {
  id: number;
  occurred_at: Date;
  actor_type: "user" | "api_key" | "system";
  actor_user_id: string | null;
  actor_user_name: string | null;
  actor_api_key_id: string | null;
  actor_api_key_name: string | null;
  request_id: string | null;
  record_type: string;
  record_id: string;
  record_label: string | null;
  /**
   * The audit log's list only: the record's name, title or number now, for the records with a screen of their own
   * (contact, deal, invoice, project) while they exist and are not in the trash; null when gone or of another type.
   */
  record_current_label?: string | null;
  action: "create" | "update" | "delete" | "restore" | "purge";
  changes: Record<string, [unknown, unknown]>;
  note_id: string | null;
  note_version: number | null;
  note_subject_type: "contact" | "deal" | "project" | null;
  note_subject_id: string | null;
  note_body: string | null;
  note_author_id: string | null;
  note_author_name: string | null;
  note_created_at: Date | null;
  note_updated_at: Date | null;
}

export interface AuditFilter {
  userId?: string;
  apiKeyId?: string;
  recordType?: string;
  recordId?: string;
  action?: string;
  from?: string;
  to?: string;
  /** Only events older than this id (keyset paging, newest first). */
  before?: number;
}

const selectEvents = sql`
  select a.id, a.occurred_at, a.actor_type, a.actor_user_id, u.name as actor_user_name, a.actor_api_key_id,
    k.name as actor_api_key_name, a.request_id, a.record_type, a.record_id, a.record_label, a.action, a.changes`;

/**
 * The audit log's reads (decision 110). It has no writes: the database writes the rows (trigger audit_record_change)
 * and refuses to change them.
 */
export const auditRepository = {
  async list(db: Executor, orgId: string, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
    const conditions = [sql`a.org_id = ${orgId}`];
    if (filter.userId) conditions.push(sql`a.actor_user_id = ${filter.userId}`);
    if (filter.apiKeyId) conditions.push(sql`a.actor_api_key_id = ${filter.apiKeyId}`);
    if (filter.recordType) conditions.push(sql`a.record_type = ${filter.recordType}`);
    if (filter.recordId) conditions.push(sql`a.record_id = ${filter.recordId}`);
    if (filter.action) conditions.push(sql`a.action = ${filter.action}`);
    if (filter.from) conditions.push(sql`a.occurred_at >= ${filter.from}::timestamptz`);
    if (filter.to) conditions.push(sql`a.occurred_at < ${filter.to}::timestamptz`);
    if (filter.before !== undefined) conditions.push(sql`a.id < ${filter.before}`);
    const { rows } = await sql<AuditRow>`
      ${selectEvents}, null as note_id,
        case a.record_type
          when 'contact' then (select c.name from contacts c
            where c.org_id = a.org_id and c.id = a.record_id and c.deleted_at is null)
          when 'deal' then (select d.title from deals d
            where d.org_id = a.org_id and d.id = a.record_id and d.deleted_at is null)
          when 'invoice' then (select i.invoice_number from invoices i
            where i.org_id = a.org_id and i.id = a.record_id and i.deleted_at is null)
          when 'project' then (select p.name from projects p where p.org_id = a.org_id and p.id = a.record_id)
        end as record_current_label
      from audit_events a
      left join users u on u.org_id = a.org_id and u.id = a.actor_user_id
      left join api_keys k on k.org_id = a.org_id and k.id = a.actor_api_key_id
      where ${sql.join(conditions, sql` and `)}
      order by a.id desc
      limit ${limit}`.execute(db);
    return rows;
  },

  /**
   * A record's activity timeline: the events that name it (itself, or its deals, invoices, links, projects, notes),
   * newest first. A note appears once, on its creation, as it is now; a deleted note not at all.
   */
  async timeline(db: Executor, orgId: string, subjectId: string, before: number | undefined, limit: number) {
    const { rows } = await sql<AuditRow>`
      ${selectEvents}, n.id as note_id, n.version as note_version, n.subject_type as note_subject_type,
        n.subject_id as note_subject_id, n.body as note_body, n.author_id as note_author_id,
        nu.name as note_author_name, n.created_at as note_created_at, n.updated_at as note_updated_at
      from audit_events a
      left join users u on u.org_id = a.org_id and u.id = a.actor_user_id
      left join api_keys k on k.org_id = a.org_id and k.id = a.actor_api_key_id
      left join notes n on a.record_type = 'note' and n.org_id = a.org_id and n.id = a.record_id
      left join users nu on nu.org_id = n.org_id and nu.id = n.author_id
      where a.org_id = ${orgId} and a.related_ids @> array[${subjectId}]::uuid[]
        and (a.record_type <> 'note' or (a.action = 'create' and n.deleted_at is null))
        ${before === undefined ? sql`` : sql`and a.id < ${before}`}
      order by a.id desc
      limit ${limit}`.execute(db);
    return rows;
  },
};
