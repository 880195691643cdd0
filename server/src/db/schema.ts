import type { IdempotencyKeysTables } from "../http/idempotency-keys.tables";
import type { JobsTables } from "../jobs/jobs.tables";
import type { OutboxTables } from "../mail/outbox.tables";
import type { ApiKeysTables } from "../modules/api-keys/api-keys.tables";
import type { AuthTables } from "../modules/auth/auth.tables";
import type { ChatTables } from "../modules/chat/chat.tables";
import type { CompanyTables } from "../modules/company/company.tables";
import type { ContactsTables } from "../modules/contacts/contacts.tables";
import type { DealsTables } from "../modules/deals/deals.tables";
import type { DemoTables } from "../modules/demo/demo.tables";
import type { HistoryTables } from "../modules/history/history.tables";
import type { InvoicesTables } from "../modules/invoices/invoices.tables";
import type { OrganizationsTables } from "../modules/organizations/organizations.tables";
import type { ProjectsTables } from "../modules/projects/projects.tables";
import type { SetupTables } from "../modules/setup/setup.tables";
import type { SyncTables } from "../modules/sync/sync.tables";
import type { TeamTables } from "../modules/team/team.tables";
import type { WebhooksTables } from "../modules/webhooks/webhooks.tables";

/**
 * The database as Kysely sees it, composed of its owners' parts (issue 35 item 1, decision 205): each module declares
 * its tables' types in `<feature>.tables.ts` beside its repository, an engine beside its code (`jobs/`, `mail/`,
 * `http/`), and this interface lists the parts, one line each — the only line a new module's tables add outside
 * its folder. Types only: like services.ts for services, this file is the assembly's, so it may import modules
 * (biome.json's engine rule leaves it out). The columns' shared shapes are in `column-types.ts`.
 */
export interface DB
  extends OrganizationsTables,
    AuthTables,
    ApiKeysTables,
    TeamTables,
    ContactsTables,
    DealsTables,
    InvoicesTables,
    CompanyTables,
    ProjectsTables,
    ChatTables,
    HistoryTables,
    SyncTables,
    WebhooksTables,
    SetupTables,
    DemoTables,
    // The engines' tables.
    JobsTables,
    OutboxTables,
    IdempotencyKeysTables {}
