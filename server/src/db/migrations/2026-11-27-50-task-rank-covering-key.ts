import { type Kysely, sql } from "kysely";

// Benchmark 19 (decision 190): a card move reads its neighbours' ranks in the target column — by index, an offset
// scan of the column in rank order that left out the moved task by its id, one heap fetch per card passed. The rank
// key now carries the task's id, so those scans read the index alone. Same constraint name, same uniqueness.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table project_tasks
    drop constraint project_tasks_rank_key,
    add constraint project_tasks_rank_key unique (org_id, column_id, rank) include (id)`.execute(db);
}
