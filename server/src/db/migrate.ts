import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { migrations } from "./migrations";

export interface MigrationReport {
  applied: string[];
}

/** Brings the schema to the latest migration; throws (and applies nothing of a failed migration) on error. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against Kysely<any> so they stay frozen in time.
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationReport> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Explicit, so the migration table is never looked up in another schema of the same database.
    migrationTableSchema: "public",
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    throw new Error(
      `Migration ${failed ?? "(unknown)"} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return { applied: (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName) };
}
