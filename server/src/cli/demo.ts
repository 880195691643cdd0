import { pino } from "pino";
import { databaseConfigFromEnv } from "../db/config";
import { openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { envOfProcess } from "../env";
import { createMemoryRateLimitStore } from "../rate-limit/rate-limit-store";
import { createServices } from "../services";

// `npm run demo [-- --org <organization id>] [-- --name "Firma s.r.o."]`: fills an organization with the demo data
// (issue 25 item 6) through the same services as the app, in the configured database (DATABASE_URL or the embedded
// one in DATA_DIR — stop the app first for the embedded one, PGlite has one writer). Without --org it creates a new
// organization and prints its ID, which users register with.
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const env = envOfProcess();
const logger = pino({ level: "warn" });
const database = await openDatabase(databaseConfigFromEnv(env));
try {
  await migrateToLatest(database.db);
  const services = createServices({
    database,
    logger,
    settings: {
      sessionSecret: "demo-command-does-not-sign-anything-in-0123456789",
      adminToken: undefined,
      appOrigins: [],
      rateLimits: {
        loginFailuresPerAccount: 10,
        authRequestsPerIp: 300,
        windowMs: 900_000,
        apiKeyRequestsPerMinute: 600,
      },
    },
    rateLimitStore: createMemoryRateLimitStore(),
  });
  let orgId = option("--org");
  if (orgId) {
    if (!(await services.organizations.find(orgId))) {
      console.error(`No organization with ID ${orgId}`);
      process.exitCode = 2;
    }
  } else {
    const organization = await services.organizations.create(option("--name") ?? "Demo Kancl s.r.o.");
    orgId = organization.id;
    console.log(`Created organization "${organization.name}": register with organization ID ${organization.id}`);
  }
  if (orgId && !process.exitCode) {
    const counts = await services.demo.fill(orgId);
    console.log(`Demo data added: ${counts.contacts} contacts, ${counts.deals} deals, ${counts.invoices} invoices`);
  }
  await services.close();
} catch (error) {
  console.error("Demo data failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
