import path from "node:path";
import type { Env } from "../env";
import type { DatabaseConfig } from "./database";

/** DATABASE_URL selects PostgreSQL; without it the embedded PGlite database lives in DATA_DIR/pglite. */
export function databaseConfigFromEnv(env: Env): DatabaseConfig {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  return { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") };
}
