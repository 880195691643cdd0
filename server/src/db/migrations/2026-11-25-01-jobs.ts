import { type Kysely, sql } from "kysely";

// Background jobs (server/src/jobs/, decision 040): one table of jobs that app servers claim with
// FOR UPDATE SKIP LOCKED, and one row per recurring job saying when it is next due. Not tenant tables: a job
// about one organization carries that organization's id in its payload.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("jobs")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("state", "text", (c) =>
      c.notNull().defaultTo("queued").check(sql`state in ('queued', 'running', 'succeeded', 'failed')`),
    )
    // Counted when a worker claims the job, so a server that dies mid-job has used up that attempt.
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull().check(sql`max_attempts >= 1`))
    .addColumn("run_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    // While running: which worker holds the job and until when. Past locked_until another worker may take it.
    .addColumn("locked_by", "text")
    .addColumn("locked_until", "timestamptz")
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("finished_at", "timestamptz")
    .execute();
  // What a worker's claim reads: due jobs, and running ones whose worker's lease ran out.
  await sql`create index jobs_due_idx on jobs (run_at) where state = 'queued'`.execute(db);
  await sql`create index jobs_lease_idx on jobs (locked_until) where state = 'running'`.execute(db);
  // The engine's own clean-up of finished jobs, and a recurring job's "is one already pending?" check.
  await sql`create index jobs_finished_idx on jobs (finished_at) where state in ('succeeded', 'failed')`.execute(db);
  await sql`create index jobs_pending_kind_idx on jobs (kind) where state in ('queued', 'running')`.execute(db);

  await db.schema
    .createTable("job_schedules")
    .addColumn("kind", "text", (c) => c.primaryKey())
    .addColumn("every_seconds", "integer", (c) => c.notNull().check(sql`every_seconds >= 1`))
    .addColumn("max_attempts", "integer", (c) => c.notNull().check(sql`max_attempts >= 1`))
    .addColumn("next_run_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
