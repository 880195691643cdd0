import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database";
import { isDatabaseUnavailable } from "./errors";

const adminUrl = process.env.TEST_DATABASE_URL;

// A connection that drops while a request holds it (PostgreSQL restarting, a failover) must not take the process
// down: node-postgres emits 'error' on the checked-out client, and without a listener that is an uncaught exception.
describe.skipIf(!adminUrl)("a PostgreSQL connection lost in the middle of a request", () => {
  it("fails that request as an outage (503), keeps the process alive, and the pool recovers", async () => {
    const database = await openTestDatabase();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const failure = await database.db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
          // The client is checked out and idle while its connection ends: this is when 'error' is emitted.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`select 1`.execute(trx);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await admin.end();
      await database.close();
    }
  });
});

describe.skipIf(!adminUrl)("statement bounds", () => {
  it("cancels a runaway statement on the server and answers it as an outage (503), not a 500", async () => {
    const database = await openTestDatabase();
    try {
      const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(database.db);
      expect(rows[0]?.statement_timeout).toBe("30s");
      // A shorter bound for this transaction only, so the test does not wait 30 s.
      const failure = await database.db
        .transaction()
        .execute(async (trx) => {
          await sql`set local statement_timeout = 200`.execute(trx);
          await sql`select pg_sleep(2)`.execute(trx);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toMatchObject({ code: "57014" });
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
