import { sql } from "kysely";
import type { Executor } from "../../db/database";

export interface PipelineRow {
  status: string;
  currency: string;
  count: number;
  value: string | null;
}

export interface InvoiceDueRow {
  overdue: boolean;
  currency: string;
  count: number;
  due: string;
}

export interface RevenueRow {
  month: string;
  count: number;
  amount: string;
}

export interface RecentRow {
  kind: "contact" | "deal" | "invoice";
  id: string;
  title: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface TaskCountsRow {
  mine: number;
  mineOverdue: number;
  overdue: number;
}

export interface NextTaskRow {
  id: string;
  title: string;
  projectId: string;
  projectName: string;
  dueDate: string | null;
}

/**
 * The home page's figures (issue 25 item 7, decision 152): a read model over deals, invoices, contacts and tasks,
 * each query one round trip scoped by org_id; records in the trash (decision 120) count nowhere, as in the lists. The definitions match the lists the figures link to: `sent`/`overdue` as
 * the invoice list filters them (overdue: an issued invoice whose due date has passed), amounts due as the invoice
 * mapper computes them (total − issued credit notes − payments, never below 0).
 */
export const overviewRepository = {
  async pipeline(db: Executor, orgId: string): Promise<PipelineRow[]> {
    const { rows } = await sql<PipelineRow>`
      select status, currency, count(*) as count,
        sum(case when status = 'won' then coalesce(actual_value, estimated_value) else estimated_value end) as value
      from deals where org_id = ${orgId} and deleted_at is null
      group by status, currency`.execute(db);
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  },

  async draftCount(db: Executor, orgId: string): Promise<number> {
    const { rows } = await sql<{ count: number }>`
      select count(*) as count from invoices where org_id = ${orgId} and status = 'draft' and deleted_at is null`.execute(
      db,
    );
    return Number(rows[0]?.count ?? 0);
  },

  async unpaid(db: Executor, orgId: string, today: string): Promise<InvoiceDueRow[]> {
    const { rows } = await sql<InvoiceDueRow>`
      select i.due_date < ${today}::date as overdue, i.currency, count(*) as count,
        sum(b.due) as due
      from invoices i
      join invoice_balances b on b.org_id = i.org_id and b.invoice_id = i.id
      where i.org_id = ${orgId} and i.kind = 'invoice' and i.status = 'sent' and i.deleted_at is null
      group by 1, 2`.execute(db);
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  },

  /** Paid invoices issued from `from` on, per month of their issue date, in CZK (less their issued credit notes). */
  async revenue(db: Executor, orgId: string, from: string): Promise<RevenueRow[]> {
    const { rows } = await sql<RevenueRow>`
      select to_char(i.issue_date, 'YYYY-MM') as month, count(*) as count,
        sum(round((i.total + coalesce(c.credited, 0)) * coalesce(i.exchange_rate, 1), 2)) as amount
      from invoices i
      left join lateral (
        select sum(n.total) as credited from invoices n
        where n.org_id = i.org_id and n.original_invoice_id = i.id and n.status <> 'draft'
      ) c on true
      where i.org_id = ${orgId} and i.kind = 'invoice' and i.status = 'paid' and i.issue_date >= ${from}::date
        and (i.currency = 'CZK' or i.exchange_rate is not null)
      group by 1`.execute(db);
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  },

  /**
   * The most recently created or changed records, newest first. One query, so that the audit log (when there is
   * one) can answer instead by replacing it.
   */
  async recent(db: Executor, orgId: string, limit: number): Promise<RecentRow[]> {
    const { rows } = await sql<RecentRow>`
      select * from (
        (select 'contact' as kind, id, name as title, created_at as "createdAt", updated_at as "updatedAt"
          from contacts where org_id = ${orgId} and deleted_at is null order by updated_at desc limit ${limit})
        union all
        (select 'deal', id, title, created_at, updated_at
          from deals where org_id = ${orgId} and deleted_at is null order by updated_at desc limit ${limit})
        union all
        (select 'invoice', id, invoice_number, created_at, updated_at
          from invoices where org_id = ${orgId} and deleted_at is null order by updated_at desc limit ${limit})
      ) recent order by "updatedAt" desc, id desc limit ${limit}`.execute(db);
    return rows;
  },

  /**
   * Open tasks (not in a done column, in projects not archived — as projects.myTasks and overdueTasks list them):
   * the user's, the user's overdue ones and everyone's overdue ones. Only tasks that can count are read (the
   * assignee index or the due-date index).
   */
  async taskCounts(db: Executor, orgId: string, userId: string, today: string): Promise<TaskCountsRow> {
    const { rows } = await sql<TaskCountsRow>`
      select count(*) filter (where t.assignee_id = ${userId}) as mine,
        count(*) filter (where t.assignee_id = ${userId} and t.due_date < ${today}::date) as "mineOverdue",
        count(*) filter (where t.due_date < ${today}::date) as overdue
      from project_tasks t
      join project_columns k on k.org_id = t.org_id and k.id = t.column_id
      join projects p on p.org_id = t.org_id and p.id = t.project_id
      where t.org_id = ${orgId} and (t.assignee_id = ${userId} or t.due_date < ${today}::date)
        and not k.done and p.status <> 'archived'`.execute(db);
    const row = rows[0];
    return {
      mine: Number(row?.mine ?? 0),
      mineOverdue: Number(row?.mineOverdue ?? 0),
      overdue: Number(row?.overdue ?? 0),
    };
  },

  /** The user's open tasks soonest due first (none last), in the order of /projects/my-tasks. */
  async nextTasks(db: Executor, orgId: string, userId: string, limit: number): Promise<NextTaskRow[]> {
    const { rows } = await sql<NextTaskRow>`
      select t.id, t.title, t.project_id as "projectId", p.name as "projectName", t.due_date as "dueDate"
      from project_tasks t
      join project_columns k on k.org_id = t.org_id and k.id = t.column_id
      join projects p on p.org_id = t.org_id and p.id = t.project_id
      where t.org_id = ${orgId} and t.assignee_id = ${userId} and not k.done and p.status <> 'archived'
      order by t.due_date asc nulls last, t.created_at, t.id
      limit ${limit}`.execute(db);
    return rows;
  },
};
