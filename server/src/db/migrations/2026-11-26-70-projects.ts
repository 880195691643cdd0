import { type Kysely, sql } from "kysely";

// Projects (issue 26): projects of a client, their board columns, tasks with a fractional-index rank, comments and
// an activity log. Every foreign key between tenant tables includes org_id. Ranks are compared byte-wise
// (COLLATE "C"), the order fractional-indexing's keys are made for (decision 160).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table projects (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete restrict,
      version integer not null default 1,
      name text not null check (length(trim(name)) > 0),
      status text not null check (status in ('active', 'on_hold', 'done', 'archived')),
      client_contact_id uuid not null,
      client_contact_type text not null default 'organization' check (client_contact_type = 'organization'),
      deal_id uuid,
      owner_id uuid not null,
      start_date date,
      due_date date,
      description text not null default '',
      board_version bigint not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      board_updated_at timestamptz not null default now(),
      constraint projects_org_id_id_key unique (org_id, id),
      constraint projects_dates_check check (due_date is null or start_date is null or due_date >= start_date),
      constraint projects_client_fkey foreign key (org_id, client_contact_id, client_contact_type)
        references contacts (org_id, id, type),
      constraint projects_deal_fkey foreign key (org_id, deal_id) references deals (org_id, id)
        on delete set null (deal_id),
      constraint projects_owner_fkey foreign key (org_id, owner_id) references users (org_id, id)
    )`.execute(db);
  await sql`create index projects_list_idx on projects (org_id, created_at desc, id desc)`.execute(db);
  await sql`create index projects_updated_idx on projects (org_id, updated_at desc, id desc)`.execute(db);
  await sql`create index projects_name_idx on projects (org_id, lower(name), id)`.execute(db);
  await sql`create index projects_client_idx on projects (org_id, client_contact_id)`.execute(db);
  await sql`create index projects_owner_idx on projects (org_id, owner_id)`.execute(db);
  // One project per deal: "a deal's project".
  await sql`create unique index projects_deal_key on projects (org_id, deal_id) where deal_id is not null`.execute(db);

  await sql`
    create table project_columns (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null,
      project_id uuid not null,
      name text not null check (length(trim(name)) > 0),
      rank text collate "C" not null,
      wip_limit integer check (wip_limit is null or wip_limit > 0),
      done boolean not null default false,
      created_at timestamptz not null default now(),
      constraint project_columns_org_id_id_key unique (org_id, id),
      constraint project_columns_org_project_id_key unique (org_id, project_id, id),
      constraint project_columns_rank_key unique (org_id, project_id, rank),
      constraint project_columns_project_fkey foreign key (org_id, project_id) references projects (org_id, id)
        on delete cascade
    )`.execute(db);

  await sql`
    create table project_tasks (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null,
      project_id uuid not null,
      column_id uuid not null,
      version integer not null default 1,
      title text not null check (length(trim(title)) > 0),
      description text not null default '',
      assignee_id uuid,
      priority text not null check (priority in ('low', 'medium', 'high', 'urgent')),
      start_date date,
      due_date date,
      checklist jsonb not null default '[]',
      rank text collate "C" not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint project_tasks_org_id_id_key unique (org_id, id),
      constraint project_tasks_rank_key unique (org_id, column_id, rank),
      -- The column's key includes the project, so this one key keeps a task in its own project's column (no second
      -- key to projects: overlapping keys would hide each other). A column with tasks is never deleted (the service
      -- refuses); the cascade is for the project's deletion, which cascades to its columns.
      constraint project_tasks_column_fkey foreign key (org_id, project_id, column_id)
        references project_columns (org_id, project_id, id) on delete cascade,
      constraint project_tasks_assignee_fkey foreign key (org_id, assignee_id) references users (org_id, id)
    )`.execute(db);
  await sql`create index project_tasks_project_idx on project_tasks (org_id, project_id)`.execute(db);
  await sql`create index project_tasks_assignee_idx on project_tasks (org_id, assignee_id, due_date)`.execute(db);
  await sql`create index project_tasks_due_idx on project_tasks (org_id, due_date) where due_date is not null`.execute(
    db,
  );

  await sql`
    create table project_task_comments (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null,
      task_id uuid not null,
      author_id uuid,
      body text not null,
      mentions jsonb not null default '[]',
      created_at timestamptz not null default now(),
      constraint project_task_comments_org_id_id_key unique (org_id, id),
      constraint project_task_comments_task_fkey foreign key (org_id, task_id) references project_tasks (org_id, id)
        on delete cascade,
      constraint project_task_comments_author_fkey foreign key (org_id, author_id) references users (org_id, id)
    )`.execute(db);
  await sql`create index project_task_comments_task_idx on project_task_comments (org_id, task_id, created_at)`.execute(
    db,
  );

  await sql`
    create table project_activity (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null,
      project_id uuid not null,
      actor_id uuid,
      task_id uuid,
      kind text not null,
      summary text not null,
      created_at timestamptz not null default now(),
      constraint project_activity_project_fkey foreign key (org_id, project_id) references projects (org_id, id)
        on delete cascade,
      constraint project_activity_actor_fkey foreign key (org_id, actor_id) references users (org_id, id)
    )`.execute(db);
  await sql`create index project_activity_idx on project_activity (org_id, project_id, created_at desc)`.execute(db);
}
