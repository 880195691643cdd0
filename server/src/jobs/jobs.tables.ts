import type { ColumnType, CreatedAt, Generated } from "../db/column-types";

/** Background jobs (server/src/jobs/): not tenant data. */
export interface JobsTable {
  id: Generated<string>;
  kind: string;
  /** Written as JSON text, read back parsed. */
  payload: ColumnType<unknown, string, string>;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: ColumnType<Date, Date | undefined, Date>;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
  finished_at: Date | null;
}

export type JobState = "queued" | "running" | "succeeded" | "failed";

/** One row per recurring job: when it is next due. */
export interface JobSchedulesTable {
  kind: string;
  every_seconds: number;
  max_attempts: number;
  next_run_at: ColumnType<Date, Date | undefined, Date>;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface JobsTables {
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
}
