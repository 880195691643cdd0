import type { SearchType, TrashItemType } from "@kancl/shared";
import { contactsTrashSource } from "../modules/contacts/contacts.trash-source";
import { dealsTrashSource } from "../modules/deals/deals.trash-source";
import { createHistoryService, type HistoryService } from "../modules/history/history.service";
import { purgeExpiredHandler } from "../modules/housekeeping/purge-expired.job";
import { invoicesTrashSource } from "../modules/invoices/invoices.trash-source";
import { createOutboxService, type OutboxService } from "../modules/outbox/outbox.service";
import { createOverviewService, type OverviewService } from "../modules/overview/overview.service";
import { createSearchService, type SearchService } from "../modules/search/search.service";
import { createSyncService, type SyncService } from "../modules/sync/sync.service";
import { purgeTrashHandler } from "../modules/trash/purge-trash.job";
import { createTrashService, type TrashService } from "../modules/trash/trash.service";
import { announceOverdueHandler, deliverWebhookHandler } from "../modules/webhooks/webhook-jobs";
import { createWebhooksService, type WebhooksService } from "../modules/webhooks/webhooks.service";
import type { AccountServices } from "./accounts";
import type { Area } from "./area";
import type { CrmServices } from "./crm";
import type { PlatformServices } from "./platform";
import type { ProjectServices } from "./projects";
import type { SalesServices } from "./sales";

/**
 * What works across the kinds of record: the trash, the search, sync, history, webhooks, the outbox and the home
 * page. The trash and the search take their registries here (decision 203): a new kind adds one line to each list.
 */
export interface RecordServices {
  trash: TrashService;
  /** Issue 24 item 1: one ranked search over contacts, deals, invoices, projects and tasks (decision 100). */
  search: SearchService;
  /** Decision 200: tombstones of deleted records for an integrator's sync. */
  sync: SyncService;
  /** The audit log, notes, timelines and the client's page (issue 24, decisions 110–113). */
  history: HistoryService;
  /** Issue 27: webhook endpoints and their deliveries (decision 198). */
  webhooks: WebhooksService;
  outbox: OutboxService;
  overview: OverviewService;
}

export function recordsArea(
  { database, settings, mail }: PlatformServices,
  { contacts }: CrmServices,
  { deals, invoices }: SalesServices,
  { projects }: ProjectServices,
  { auth, passwordReset }: AccountServices,
): Area<RecordServices> {
  const { db } = database;
  // The trash's kinds in purge order: a kind before the kinds its records name (decision 120).
  const trash = createTrashService<TrashItemType>([
    invoicesTrashSource(invoices.trash),
    dealsTrashSource(deals),
    contactsTrashSource(contacts),
  ]);
  // The search's kinds, in the order of its answer.
  const search = createSearchService<SearchType>([
    { type: "contact", search: contacts.search },
    { type: "deal", search: deals.search },
    { type: "invoice", search: invoices.search },
    { type: "project", search: projects.search },
    { type: "task", search: projects.searchTasks },
  ]);
  const sync = createSyncService({ db });
  const webhooks = createWebhooksService(db, settings.webhooks);
  return {
    services: {
      trash,
      search,
      sync,
      history: createHistoryService({ db, contacts, deals, projects }),
      webhooks,
      outbox: createOutboxService(mail),
      overview: createOverviewService({ db }),
    },
    jobs: [
      purgeExpiredHandler({ db, auth, passwordReset, sync }),
      purgeTrashHandler(trash),
      deliverWebhookHandler(webhooks),
      announceOverdueHandler(webhooks),
    ],
  };
}
