import { envOfProcess } from "../env";
import { createLogger } from "../logger";
import { databaseConfigFromEnv } from "./config";
import { openDatabase } from "./database";
import { migrateToLatest } from "./migrate";

// `npm run db:migrate`: applies pending migrations to the configured database and exits.
const env = envOfProcess();
const logger = createLogger(env.LOG_LEVEL);
const handle = await openDatabase(databaseConfigFromEnv(env), logger);
try {
  const { applied } = await migrateToLatest(handle.db);
  logger.info(
    { applied, database: handle.kind },
    applied.length ? "migrations applied" : "database already up to date",
  );
} finally {
  await handle.close();
}
