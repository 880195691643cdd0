import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../database";
import { migrations } from "./index";

// Migration 2026-11-29-70 (issue 35 item 5a, decision 112): project_activity's rows that the audit log lacks (written
// before the project's first audit event) move into audit_events, older than every recorded event; the rest were
// already events, and the table goes.
let handle: DatabaseHandle;
const migrator = () =>
  new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations }, migrationTableSchema: "public" });

beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite", dataDir: undefined });
  const before = await migrator().migrateTo("2026-11-27-80-invoice-search-prefix");
  expect(before.error).toBeUndefined();
});
afterAll(() => handle?.close());

const ORG = "00000000-0000-4000-8000-00000000000a";
const USER = "00000000-0000-4000-8000-000000000101";
const CLIENT = "00000000-0000-4000-8000-000000000201";
const PROJECT = "00000000-0000-4000-8000-000000000301";
const TASK = "00000000-0000-4000-8000-000000000401";

describe("migration 2026-11-29-70-project-activity-into-audit-log", () => {
  it("moves the activity the audit log lacks, in time order before its events, and drops the table", async () => {
    const db = handle.db;
    await sql`insert into organizations (id, name) values (${ORG}, 'Org')`.execute(db);
    await sql`insert into users (id, org_id, email, name, password_hash)
      values (${USER}, ${ORG}, 'eva@example.cz', 'Eva', 'hash')`.execute(db);
    await sql`insert into contacts (id, org_id, type, name) values (${CLIENT}, ${ORG}, 'organization', 'Acme')`.execute(
      db,
    );
    // The project as it is today: its creation is an audit event (the trigger), as is everything after it.
    await sql`insert into projects (id, org_id, name, status, client_contact_id, owner_id)
      values (${PROJECT}, ${ORG}, 'Web', 'done', ${CLIENT}, ${USER})`.execute(db);
    const recorded = await sql<{ id: string }>`select id from audit_events order by id`.execute(db);
    const recordedOfProject =
      await sql`select id from audit_events where related_ids @> array[${PROJECT}]::uuid[]`.execute(db);
    // Activity from before the audit log (a day earlier), and one row written with the project's audit event.
    const rows: [kind: string, summary: string, at: string, task: string | null][] = [
      ["project.created", 'Project "Web" created', "2026-11-26T09:00:00Z", null],
      ["task.created", 'Task "Návrh" created in "To do"', "2026-11-26T09:05:00Z", TASK],
      ["task.moved", 'Task "Návrh" moved to "Done"', "2026-11-26T09:10:00Z", TASK],
      ["project.status", "Status changed from active to done", "2026-11-26T09:15:00Z", null],
    ];
    for (const [kind, summary, at, task] of rows) {
      await sql`insert into project_activity (org_id, project_id, actor_id, task_id, kind, summary, created_at)
        values (${ORG}, ${PROJECT}, ${USER}, ${task}, ${kind}, ${summary}, ${at})`.execute(db);
    }
    await sql`insert into project_activity (org_id, project_id, actor_id, kind, summary, created_at)
      select ${ORG}, ${PROJECT}, ${USER}, 'project.updated', 'Project "Web" updated', occurred_at
      from audit_events where record_id = ${PROJECT}`.execute(db);

    const after = await migrator().migrateToLatest();
    expect(after.error).toBeUndefined();

    const events = await sql<{
      id: string;
      record_type: string;
      record_id: string;
      record_label: string | null;
      action: string;
      actor_type: string;
      actor_user_id: string | null;
      changes: unknown;
      related_ids: string[];
    }>`select id, record_type, record_id, record_label, action, actor_type, actor_user_id, changes, related_ids
      from audit_events where related_ids @> array[${PROJECT}]::uuid[] order by id`.execute(db);
    const firstRecorded = Number(recorded.rows[0]?.id);
    const moved = events.rows.filter((event) => Number(event.id) < firstRecorded);
    expect(moved.map((e) => [e.record_type, e.action, e.record_label, e.changes])).toEqual([
      ["project", "create", "Web", {}],
      ["task", "create", "Návrh", {}],
      ["task", "update", "Návrh", {}],
      ["project", "update", null, { status: ["active", "done"] }],
    ]);
    expect(moved.every((e) => e.actor_type === "user" && e.actor_user_id === USER)).toBe(true);
    expect(moved[1]).toMatchObject({ record_id: TASK, related_ids: [TASK, PROJECT] });
    expect(moved[0]).toMatchObject({ record_id: PROJECT, related_ids: [PROJECT] });
    // The row written beside an audit event was already in the log: not copied.
    expect(events.rows).toHaveLength(moved.length + recordedOfProject.rows.length);
    // History, not news: no webhook deliveries for the moved events.
    const deliveries = await sql<{ n: number }>`select count(*)::int as n from webhook_events`.execute(db);
    expect(deliveries.rows[0]?.n).toBe(0);
    const table = await sql<{ name: string | null }>`select to_regclass('project_activity')::text as name`.execute(db);
    expect(table.rows[0]?.name).toBeNull();
  });
});
