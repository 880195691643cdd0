/**
 * The baselines the product is measured against, in one process (never part of the product):
 *
 * - GET  /bare/contacts   a bare Express + pg handler running the very SQL (text and parameters) that the product's
 *                         contacts repository sends for GET /api/v1/crm/contacts?limit=50, on a pool configured like
 *                         the product's (server/src/db/database.ts: 10 connections, the same type parsers).
 * - POST /bare/sse        a bare Express server-sent-events endpoint: headers and a first event, at once.
 * - /trpc/plain, /trpc/authed
 *                         the same trivial query built with the product's publicProcedure and authedProcedure (the
 *                         session middleware), served by the tRPC Express adapter with the product's services.
 *
 * Environment: PORT, DATABASE_URL, SESSION_SECRET, BENCH_ORG_ID (whose contacts /bare/contacts lists).
 */
import * as trpcExpress from "@trpc/server/adapters/express";
import express from "express";
import { type CompiledQuery, Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { DatabaseHandle } from "../server/src/db/database";
import type { DB } from "../server/src/db/schema";
import { TYPE_PARSERS } from "../server/src/db/type-parsers";
import { createLogger } from "../server/src/logger";
import { contactsRepository } from "../server/src/modules/contacts/contacts.repository";
import { createMemoryRateLimitStore } from "../server/src/rate-limit/rate-limit-store";
import { createServices } from "../server/src/services";
import { contextFactory } from "../server/src/trpc/context";
import { router } from "../server/src/trpc/init";
import { authedProcedure, publicProcedure } from "../server/src/trpc/procedures";

const { PORT = "4102", DATABASE_URL, SESSION_SECRET, BENCH_ORG_ID } = process.env;
if (!DATABASE_URL || !SESSION_SECRET || !BENCH_ORG_ID) throw new Error("DATABASE_URL, SESSION_SECRET, BENCH_ORG_ID");

// The product's pool settings (server/src/db/database.ts, openPostgres).
const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: 10,
  connectionTimeoutMillis: 5_000,
  types: {
    getTypeParser: ((oid: number, format?: string) =>
      TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
  },
});
pool.on("error", () => {});

// Capture the SQL the product's repository sends for the first page of 50 (it asks for 51 to know if more follow).
let captured: CompiledQuery | undefined;
const db = new Kysely<DB>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === "query") captured ??= event.query;
  },
});
await contactsRepository.findMany(db, BENCH_ORG_ID, { limit: 51 });
if (!captured) throw new Error("no query captured");
const listSql = captured.sql;
const listParams = [...captured.parameters];

const database: DatabaseHandle = {
  db,
  kind: "postgres",
  ping: async () => {
    await sql`select 1`.execute(db);
  },
  close: () => db.destroy(),
};
const services = createServices({
  database,
  logger: createLogger("warn"),
  settings: {
    sessionSecret: SESSION_SECRET,
    adminToken: undefined,
    appOrigins: [],
    rateLimits: {
      loginFailuresPerAccount: 10,
      authRequestsPerIp: 1e9,
      windowMs: 900_000,
      apiKeyRequestsPerMinute: 1e9,
    },
  },
  rateLimitStore: createMemoryRateLimitStore(),
});

const harness = router({
  plain: publicProcedure.query(() => ({ ok: true })),
  authed: authedProcedure.query(() => ({ ok: true })),
});

const app = express();
app.disable("x-powered-by");
app.get("/health", (_req, res) => {
  res.json({ ok: true, sql: listSql });
});
app.get("/bare/contacts", async (_req, res) => {
  const { rows } = await pool.query(listSql, listParams);
  res.json({ contacts: rows.slice(0, 50), nextCursor: rows.length > 50 ? "more" : null });
});
app.post("/bare/sse", (_req, res) => {
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  res.write('data: {"type":"start"}\n\n');
  setImmediate(() => res.end("data: [DONE]\n\n"));
});
app.use("/trpc", trpcExpress.createExpressMiddleware({ router: harness, createContext: contextFactory(services) }));

app.listen(Number(PORT), "127.0.0.1");
