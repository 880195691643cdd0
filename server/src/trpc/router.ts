import { apiKeysRouter } from "../modules/api-keys/api-keys.router";
import { accountRouter } from "../modules/auth/account.router";
import { authRouter } from "../modules/auth/auth.router";
import { companyRouter } from "../modules/company/company.router";
import { contactsRouter, relationshipsRouter } from "../modules/contacts/contacts.router";
import { dealsRouter } from "../modules/deals/deals.router";
import { demoRouter } from "../modules/demo/demo.router";
import { exchangeRatesRouter } from "../modules/exchange-rates/exchange-rates.router";
import { healthRouter } from "../modules/health/health.router";
import { auditRouter, historyRouter, notesRouter } from "../modules/history/history.router";
import { invoicesRouter } from "../modules/invoices/invoices.router";
import { adminRouter } from "../modules/organizations/admin.router";
import { organizationLanguageRouter } from "../modules/organizations/language.router";
import { outboxRouter } from "../modules/outbox/outbox.router";
import { overviewRouter } from "../modules/overview/overview.router";
import { projectsRouter } from "../modules/projects/projects.router";
import { searchRouter } from "../modules/search/search.router";
import { setupRouter } from "../modules/setup/setup.router";
import { syncRouter } from "../modules/sync/sync.router";
import { systemRouter } from "../modules/system/system.router";
import { invitationsRouter, usersRouter } from "../modules/team/team.router";
import { trashRouter } from "../modules/trash/trash.router";
import { webhooksRouter } from "../modules/webhooks/webhooks.router";
import { router } from "./init";

/** Every router of the API. The same tree serves /api/trpc and, through trpc-to-openapi, /api/v1. */
export const appRouter = router({
  health: healthRouter,
  system: systemRouter,
  auth: authRouter,
  admin: adminRouter,
  apiKeys: apiKeysRouter,
  company: companyRouter,
  organizationLanguage: organizationLanguageRouter,
  contacts: contactsRouter,
  relationships: relationshipsRouter,
  deals: dealsRouter,
  invoices: invoicesRouter,
  exchangeRates: exchangeRatesRouter,
  trash: trashRouter,
  webhooks: webhooksRouter,
  setup: setupRouter,
  demo: demoRouter,
  overview: overviewRouter,
  account: accountRouter,
  outbox: outboxRouter,
  users: usersRouter,
  invitations: invitationsRouter,
  projects: projectsRouter,
  search: searchRouter,
  history: historyRouter,
  notes: notesRouter,
  auditLog: auditRouter,
  sync: syncRouter,
});

export type AppRouter = typeof appRouter;
