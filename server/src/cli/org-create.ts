import { databaseConfigFromEnv } from "../db/config";
import { openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { envOfProcess } from "../env";
import { createOrganizationsService } from "../modules/organizations/organizations.service";

// `npm run org:create -- "Name"`: creates an organization in the configured database (DATABASE_URL or the
// embedded one in DATA_DIR — stop the app first for the embedded one, PGlite has one writer) and prints its ID.
const name = process.argv.slice(2).join(" ").trim();
if (!name) {
  console.error('Usage: npm run org:create -- "Organization name"');
  process.exit(2);
}
const env = envOfProcess();
const database = await openDatabase(databaseConfigFromEnv(env));
try {
  await migrateToLatest(database.db);
  const organization = await createOrganizationsService(database.db).create(name);
  console.log(organization.id);
} finally {
  await database.close();
}
