import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../database";
import { migrations } from "./index";

// Migration 2026-11-26-50 over users and keys that existed before it (decision 130): the earliest user of each
// organization becomes its owner, the others members; existing API keys stay read-write.
let handle: DatabaseHandle;
const migrator = () =>
  new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations }, migrationTableSchema: "public" });

beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite", dataDir: undefined });
  const before = await migrator().migrateTo("2026-11-26-21-invoice-list-indexes");
  expect(before.error).toBeUndefined();
});
afterAll(() => handle?.close());

describe("migration 2026-11-26-50-roles-and-invitations", () => {
  it("makes each organization's earliest user its owner and everyone else a member; keys stay read-write", async () => {
    const db = handle.db;
    const orgs = ["00000000-0000-4000-8000-00000000000a", "00000000-0000-4000-8000-00000000000b"];
    for (const id of orgs) await sql`insert into organizations (id, name) values (${id}, 'Org')`.execute(db);
    const users: [string, string, string][] = [
      // Inserted out of order: the creation time decides, not the insertion.
      ["00000000-0000-4000-8000-000000000102", orgs[0] as string, "2026-02-01T00:00:00Z"],
      ["00000000-0000-4000-8000-000000000101", orgs[0] as string, "2026-01-01T00:00:00Z"],
      ["00000000-0000-4000-8000-000000000103", orgs[0] as string, "2026-03-01T00:00:00Z"],
      ["00000000-0000-4000-8000-000000000201", orgs[1] as string, "2026-05-01T00:00:00Z"],
    ];
    for (const [id, org, created] of users) {
      await sql`insert into users (id, org_id, email, name, password_hash, created_at)
        values (${id}, ${org}, ${`${id}@example.cz`}, 'User', 'hash', ${created})`.execute(db);
    }
    await sql`insert into api_keys (org_id, user_id, name, prefix, key_hash)
      values (${orgs[0]}, '00000000-0000-4000-8000-000000000102', 'Old key', 'kancl_x…', 'hash-1')`.execute(db);

    const after = await migrator().migrateToLatest();
    expect(after.error).toBeUndefined();

    const roles = await sql<{ id: string; role: string; deactivated_at: Date | null }>`
      select id, role, deactivated_at from users order by id`.execute(db);
    expect(roles.rows).toEqual([
      { id: "00000000-0000-4000-8000-000000000101", role: "owner", deactivated_at: null },
      { id: "00000000-0000-4000-8000-000000000102", role: "member", deactivated_at: null },
      { id: "00000000-0000-4000-8000-000000000103", role: "member", deactivated_at: null },
      { id: "00000000-0000-4000-8000-000000000201", role: "owner", deactivated_at: null },
    ]);
    const keys = await sql<{ scope: string }>`select scope from api_keys`.execute(db);
    expect(keys.rows).toEqual([{ scope: "read-write" }]);
    await expect(sql`update users set role = 'superuser'`.execute(db)).rejects.toThrow(/users_role_check/);
    await expect(sql`update api_keys set scope = 'write'`.execute(db)).rejects.toThrow(/api_keys_scope_check/);
  });
});
