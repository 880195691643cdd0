import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../src/db/database";
import { migrateToLatest } from "../src/db/migrate";

/** A test database; `url` (PostgreSQL only) lets a test open a second, separate pool onto the same database. */
export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new PostgreSQL database
 * (created from TEST_DATABASE_URL, dropped on close) so test files run in parallel without sharing state. Its name
 * starts with TEST_DATABASE_PREFIX (default `kancl_test_`): a session on a shared server keeps to its own names.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ kind: "pglite", dataDir: undefined });
    await migrateToLatest(handle.db);
    return handle;
  }

  const prefix = process.env.TEST_DATABASE_PREFIX || "kancl_test_";
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix))
    throw new Error(`TEST_DATABASE_PREFIX ${prefix}: lowercase letters, digits, _`);
  const name = `${prefix}${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 10 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
