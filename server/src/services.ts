import type { LanguageModel } from "ai";
import type { DatabaseHandle } from "./db/database";
import type { Logger } from "./logger";
import { type ApiKeysService, createApiKeysService } from "./modules/api-keys/api-keys.service";
import { type AuthService, createAuthService } from "./modules/auth/auth.service";
import { createDatabaseRevocationStore, type RevocationStore } from "./modules/auth/revocation-store";
import { createSessionRevocations } from "./modules/auth/session-revocations";
import { createTokenSigner } from "./modules/auth/tokens";
import { type ChatService, createActionPerformer, createChatService } from "./modules/chat/chat.service";
import { chatModelFromSettings } from "./modules/chat/chat-model";
import { createMemoryStreamRegistry, type StreamRegistry } from "./modules/chat/stream-registry";
import { createCrmTools } from "./modules/chat/tools/crm-tools";
import { type CompanyService, createCompanyService } from "./modules/company/company.service";
import { toContact } from "./modules/contacts/contact-mapper";
import { contactsRepository } from "./modules/contacts/contacts.repository";
import { type ContactsService, createContactsService } from "./modules/contacts/contacts.service";
import { createLinksService, type LinksService } from "./modules/contacts/links.service";
import { toDeal } from "./modules/deals/deal-mapper";
import { dealsRepository } from "./modules/deals/deals.repository";
import { createDealsService, type DealsService } from "./modules/deals/deals.service";
import { createHealthService, type HealthService } from "./modules/health/health.service";
import { createInvoicesService, type InvoicesService } from "./modules/invoices/invoices.service";
import { createInvoicePdfService, type InvoicePdfService } from "./modules/invoices/pdf/invoice-pdf.service";
import { createOrganizationsService, type OrganizationsService } from "./modules/organizations/organizations.service";
import { createPdfRenderer, type PdfRenderer } from "./pdf/pdf-renderer";
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
  contacts: ContactsService;
  links: LinksService;
  deals: DealsService;
  invoices: InvoicesService;
  invoicePdf: InvoicePdfService;
  /** Owns a Chromium once the first PDF is rendered: close it on shutdown. */
  pdfRenderer: PdfRenderer;
  chat: ChatService;
  chatStreams: StreamRegistry;
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
}

export function createServices(deps: ServiceDeps): Services {
  const { database, logger, settings, rateLimitStore } = deps;
  const { db } = database;
  const company = createCompanyService(db);
  const contacts = createContactsService(db);
  const deals = createDealsService(db);
  // Invoices reach contacts, deals and the company profile through these lookups only (invoice-deps.ts, the shape of
  // issue 21's module boundaries); an organization that has not saved a profile yet is a VAT payer, as every invoice
  // was before issue 22.
  const invoices = createInvoicesService({
    db,
    contacts: {
      find: async (orgId, id, executor = db) => {
        const row = await contactsRepository.findById(executor, orgId, id);
        return row && toContact(row);
      },
    },
    deals: {
      find: async (orgId, id, executor = db) => {
        const row = await dealsRepository.findById(executor, orgId, id);
        return row && toDeal(row);
      },
      get: (orgId, id) => deals.get(orgId, id),
    },
    supplier: {
      issuerSnapshot: (orgId, executor, options) => company.issuerSnapshot(orgId, executor, options),
      isVatPayer: async (orgId) => {
        const profile = await company.get(orgId);
        return profile.version === 0 || profile.vatPayer;
      },
    },
  });
  const renderer = deps.pdfRenderer ?? createPdfRenderer({ chromium: settings.chromium });
  const chatStreams = deps.chatStreams ?? createMemoryStreamRegistry();
  const sessionRevocations = deps.sessionRevocations ?? createDatabaseRevocationStore(db);
  const services: Omit<Services, "chat"> = {
    database,
    logger,
    settings,
    rateLimitStore,
    sessionRevocations,
    health: createHealthService(database),
    organizations: createOrganizationsService(db),
    auth: createAuthService({
      db,
      signer: createTokenSigner(settings.sessionSecret),
      rateLimitStore,
      rateLimits: settings.rateLimits,
      revocations: createSessionRevocations(sessionRevocations),
    }),
    apiKeys: createApiKeysService(db),
    company,
    contacts,
    links: createLinksService(db),
    deals,
    invoices,
    invoicePdf: createInvoicePdfService({ db, invoices, company, renderer }),
    pdfRenderer: renderer,
    chatStreams,
  };
  // The assistant's tools call the services above, like the API does.
  const chat = createChatService({
    db,
    model: deps.chatModel ?? chatModelFromSettings({ AI_PROVIDER: "local" }),
    registry: chatStreams,
    logger,
    toolsFor: ({ orgId, propose }) => createCrmTools({ services: { ...services, chat } as Services, orgId, propose }),
    perform: createActionPerformer(services as never),
  });
  return { ...services, chat };
}
