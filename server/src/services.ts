import { businessDate } from "@kancl/shared";
import type { LanguageModel } from "ai";
import type { DatabaseHandle } from "./db/database";
import { createCnbRates } from "./exchange-rates/cnb-rates";
import type { Logger } from "./logger";
import { createMailer, type Mailer } from "./mail/mailer";
import { type ApiKeysService, createApiKeysService } from "./modules/api-keys/api-keys.service";
import { type AuthService, createAuthService } from "./modules/auth/auth.service";
import { createPasswordResetService, type PasswordResetService } from "./modules/auth/password-reset.service";
import { createDatabaseRevocationStore, type RevocationStore } from "./modules/auth/revocation-store";
import { createSessionRevocations } from "./modules/auth/session-revocations";
import { createTokenSigner } from "./modules/auth/tokens";
import { type ChatService, createActionPerformer, createChatService } from "./modules/chat/chat.service";
import { chatModelFromSettings } from "./modules/chat/chat-model";
import { createMemoryStreamRegistry, type StreamRegistry } from "./modules/chat/stream-registry";
import { createCrmTools } from "./modules/chat/tools/crm-tools";
import { createProjectTools } from "./modules/chat/tools/project-tools";
import { type CompanyService, createCompanyService } from "./modules/company/company.service";
import { type ContactImport, createContactImport } from "./modules/contacts/contact-import.service";
import { type ContactsService, createContactsService } from "./modules/contacts/contacts.service";
import { createLinksService, type LinksService } from "./modules/contacts/links.service";
import { createDealsService, type DealsService } from "./modules/deals/deals.service";
import { createDemoService, type DemoService } from "./modules/demo/demo.service";
import { createExchangeRatesService, type ExchangeRatesService } from "./modules/exchange-rates/exchange-rates.service";
import { createHealthService, type HealthService } from "./modules/health/health.service";
import { createHistoryService, type HistoryService } from "./modules/history/history.service";
import { createInvoicesService, type InvoicesService } from "./modules/invoices/invoices.service";
import { createIssuedFiles, type IssuedFiles } from "./modules/invoices/issued-files";
import { createInvoicePdfService, type InvoicePdfService } from "./modules/invoices/pdf/invoice-pdf.service";
import { createOrganizationsService, type OrganizationsService } from "./modules/organizations/organizations.service";
import { createOutboxService, type OutboxService } from "./modules/outbox/outbox.service";
import { createOverviewService, type OverviewService } from "./modules/overview/overview.service";
import { createProjectsService, type ProjectsService } from "./modules/projects/projects.service";
import { createSearchService, type SearchService } from "./modules/search/search.service";
import { createSetupService, type SetupService } from "./modules/setup/setup.service";
import { createSyncService, type SyncService } from "./modules/sync/sync.service";
import { invitationMail } from "./modules/team/invitation-mail";
import {
  createInvitationsService,
  type InvitationMessage,
  type InvitationsService,
} from "./modules/team/invitations.service";
import { createTeamService, type TeamService } from "./modules/team/team.service";
import { createTrashService, type TrashService } from "./modules/trash/trash.service";
import { createWebhooksService, type WebhooksService } from "./modules/webhooks/webhooks.service";
import { createPdfRenderer, type PdfRenderer } from "./pdf/pdf-renderer";
import { createRendererAvailability, RENDERER_MESSAGES, type RendererAvailability } from "./pdf/renderer-availability";
import type { RateLimitStore } from "./rate-limit/rate-limit-store";
import type { AppSettings } from "./settings";

/** The composition root: every service the routers call, built once per app. */
export interface Services {
  database: DatabaseHandle;
  logger: Logger;
  settings: AppSettings;
  rateLimitStore: RateLimitStore;
  /** The revocation set of sessions (the database, or Redis with REDIS_URL): close it on shutdown. */
  sessionRevocations: RevocationStore;
  health: HealthService;
  organizations: OrganizationsService;
  auth: AuthService;
  apiKeys: ApiKeysService;
  company: CompanyService;
  exchangeRates: ExchangeRatesService;
  contacts: ContactsService;
  links: LinksService;
  deals: DealsService;
  invoices: InvoicesService;
  invoicePdf: InvoicePdfService;
  /** The PDF and ISDOC of issued documents as issued, stored once (decision 203). */
  issuedFiles: IssuedFiles;
  /** Owns a Chromium once the first PDF is rendered: close it on shutdown. */
  pdfRenderer: PdfRenderer;
  chat: ChatService;
  chatStreams: StreamRegistry;
  trash: TrashService;
  /** Decision 200: tombstones of deleted records for an integrator's sync. */
  sync: SyncService;
  contactImport: ContactImport;
  /** Issue 25: whether PDFs can be rendered here (and the installation of Chromium at start-up). */
  pdfAvailability: RendererAvailability;
  setup: SetupService;
  demo: DemoService;
  overview: OverviewService;
  /** The mail engine (decision 140): features enqueue through it; close it on shutdown. */
  mail: Mailer;
  outbox: OutboxService;
  passwordReset: PasswordResetService;
  /** Settings → Users: roles and deactivation (issue 25). */
  team: TeamService;
  invitations: InvitationsService;
  projects: ProjectsService;
  /** Issue 24 item 1: one ranked search over contacts, deals, invoices, projects and tasks (decision 100). */
  search: SearchService;
  /** The audit log, notes, timelines and the client's page (issue 24, decisions 110–113). */
  history: HistoryService;
  /** Issue 27: webhook endpoints and their deliveries (decision 198). */
  webhooks: WebhooksService;
}

export interface ServiceDeps {
  database: DatabaseHandle;
  logger: Logger;
  settings: AppSettings;
  rateLimitStore: RateLimitStore;
  /** Where revoked sessions are kept; the database by default. */
  sessionRevocations?: RevocationStore;
  pdfRenderer?: PdfRenderer;
  /** The assistant's model; the offline local model by default. */
  chatModel?: LanguageModel;
  /** Where answers being generated are kept for resuming; in-process by default. */
  chatStreams?: StreamRegistry;
  /** Sends invitation e-mails; without it the invitation's link is shown to copy. */
  /** Replaces the invitation e-mail (tests); by default it goes through the mail engine. */
  sendInvitation?: (message: InvitationMessage) => Promise<boolean>;
}

export function createServices(deps: ServiceDeps): Services {
  const { database, logger, settings, rateLimitStore } = deps;
  const { db } = database;
  // Modules reach one another through these services, never through another module's repository; each service is
  // given the parts of the others it uses (docs/architecture.md, "Modules talk through services").
  const organizations = createOrganizationsService(db);
  const contacts = createContactsService(db);
  // A deal asks whether invoices name it, and an invoice checks its deal: the deals service declares its one question
  // (DealInvoices), answered here by the invoices service built just after it (called only at request time), so
  // invoices import deals' types and deals import nothing of invoices.
  const deals = createDealsService({
    db,
    contacts,
    invoices: {
      countForDeal: (orgId, dealId, executor) => invoices.countForDeal(orgId, dealId, executor),
      trashedNamingDeal: (orgId, dealId, executor) => invoices.trash.trashedNamingDeal(orgId, dealId, executor),
    },
  });
  const company = createCompanyService(db);
  const invoices = createInvoicesService({
    db,
    contacts,
    deals,
    // Invoices see the company profile through this seam only (supplier-source.ts); an organization that has not
    // saved a profile yet is a VAT payer, as every invoice was before issue 22.
    supplier: {
      issuerSnapshot: (orgId, executor, options) => company.issuerSnapshot(orgId, executor, options),
      isVatPayer: async (orgId) => {
        const profile = await company.get(orgId);
        return profile.version === 0 || profile.vatPayer;
      },
    },
  });
  // Projects read a deal's invoices through the invoices service (decision 062).
  const projects = createProjectsService({ db, contacts, deals, invoices, organizations });
  const pdfAvailability = createRendererAvailability(settings.chromium ?? {}, {
    info: (message) => logger.info(message),
    warn: (message) => logger.warn(message),
  });
  const issuedFiles = createIssuedFiles(db);
  const renderer =
    deps.pdfRenderer ??
    createPdfRenderer({
      chromium: settings.chromium,
      missingMessage: () => RENDERER_MESSAGES.refused(pdfAvailability.state()),
    });
  const chatStreams = deps.chatStreams ?? createMemoryStreamRegistry();
  const sessionRevocations = deps.sessionRevocations ?? createDatabaseRevocationStore(db);
  const links = createLinksService(db);
  const chat = createChatService({
    db,
    model: deps.chatModel ?? chatModelFromSettings({ AI_PROVIDER: "local" }),
    registry: chatStreams,
    logger,
    // The assistant's tools call the services above, like the API does.
    toolsFor: ({ orgId, userId, propose }) => ({
      ...createCrmTools({ services: { contacts, links, deals, invoices }, orgId, propose }),
      ...createProjectTools({ services: { contacts, projects }, orgId, userId, propose }),
    }),
    perform: createActionPerformer({ contacts, deals, invoices, projects }),
  });
  const mail = createMailer({ db, logger, settings: settings.mail ?? { from: "Kancl <kancl@localhost>" } });
  const auth = createAuthService({
    db,
    organizations,
    signer: createTokenSigner(settings.sessionSecret),
    rateLimitStore,
    rateLimits: settings.rateLimits,
    revocations: createSessionRevocations(sessionRevocations),
  });
  const demo = createDemoService({ db, organizations, company, contacts, links, deals, invoices });
  return {
    database,
    logger,
    settings,
    rateLimitStore,
    sessionRevocations,
    health: createHealthService(database, pdfAvailability),
    organizations,
    auth,
    apiKeys: createApiKeysService(db),
    company,
    exchangeRates: createExchangeRatesService({
      cnb: createCnbRates({ url: settings.cnbRatesUrl, today: businessDate }),
      logger,
    }),
    contacts,
    links,
    deals,
    invoices,
    issuedFiles,
    invoicePdf: createInvoicePdfService({ db, invoices, company, renderer, issuedFiles }),
    pdfRenderer: renderer,
    chat,
    chatStreams,
    trash: createTrashService({ contacts, deals, invoices }),
    sync: createSyncService({ db }),
    search: createSearchService({ contacts, deals, invoices, projects }),
    contactImport: createContactImport(db),
    pdfAvailability,
    setup: createSetupService({ db, logger, organizations, auth, company, demo }),
    demo,
    overview: createOverviewService({ db }),
    mail,
    outbox: createOutboxService(mail),
    passwordReset: createPasswordResetService({
      db,
      mailer: mail,
      auth,
      rateLimitStore,
      rateLimits: settings.rateLimits,
      appUrl: settings.appUrl ?? "http://localhost:3000",
      logger,
    }),
    team: createTeamService({ db, auth }),
    invitations: createInvitationsService({
      db,
      auth,
      sendInvitation:
        deps.sendInvitation ??
        (async (message) => {
          const mailed = invitationMail(message, settings.appUrl ?? "http://localhost:3000");
          const queued = await mail.enqueue(db, { orgId: message.orgId, to: message.email, ...mailed });
          return queued.status !== "unsent";
        }),
    }),
    projects,
    history: createHistoryService({ db, contacts, deals, projects }),
    webhooks: createWebhooksService(db, settings.webhooks),
  };
}
