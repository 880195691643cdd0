import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { Kysely, PGliteDialect, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Logger } from "../logger";
import { auditedDialect } from "./audit-context";
import { PgClient } from "./pg-client";
import type { DB } from "./schema";
import { TYPE_PARSERS } from "./type-parsers";

export type Database = Kysely<DB>;

export type DatabaseConfig =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string | undefined }; // undefined: in memory (tests)

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig["kind"];
  /** Resolves when the database answers a trivial query; rejects with the reason otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(config: DatabaseConfig, logger?: Logger): Promise<DatabaseHandle> {
  const db =
    config.kind === "postgres" ? openPostgres(config.url, config.poolSize, logger) : await openPglite(config.dataDir);
  return {
    db,
    kind: config.kind,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

function openPostgres(url: string, poolSize = 10, logger?: Logger): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client: PgClient,
    // Fail fast while the database is away (503), instead of letting requests hang.
    connectionTimeoutMillis: 5_000,
    // Bounds on a single statement: the server cancels one that runs away (57014), and the client gives up on a
    // connection that stopped answering without closing (a half-open TCP connection), so no request hangs forever.
    statement_timeout: 30_000,
    query_timeout: 35_000,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
    },
  });
  // Without a listener, an idle client's error (e.g. the database restarting) crashes the process.
  pool.on("error", (error) => logger?.error({ err: error }, "idle PostgreSQL client failed"));
  // The pool listens only while a client is idle: a checked-out client whose connection drops (the database
  // restarting mid-request) emits 'error' with no listener, and that crashed the process. The query in flight
  // fails on its own (503); the pool discards the broken client when it is released.
  pool.on("connect", (client) => {
    client.on("error", (error) => logger?.warn({ err: error }, "PostgreSQL connection lost during a request"));
  });
  return new Kysely<DB>({ dialect: auditedDialect(new PostgresDialect({ pool }), true) });
}

/** The contrib extensions the search needs (decision 100), built into PGlite's package: the same SQL as PostgreSQL. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // PGlite creates its data directory non-recursively, so the parent must exist.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { parsers: TYPE_PARSERS, extensions: PGLITE_EXTENSIONS });
  return new Kysely<DB>({ dialect: auditedDialect(new PGliteDialect({ pglite }), false) });
}

/** What repositories take: the database or a transaction (a Transaction is a Kysely). */
export type Executor = Kysely<DB>;
