import type { Migration } from "kysely/migration";
import * as organizationsUsersSessions from "./2026-11-22-01-organizations-users-sessions";
import * as contacts from "./2026-11-22-02-contacts";
import * as deals from "./2026-11-22-03-deals";
import * as invoices from "./2026-11-22-04-invoices";
import * as apiKeysIdempotency from "./2026-11-22-05-api-keys-idempotency";
import * as chatConversations from "./2026-11-22-06-chat-conversations";
import * as jobs from "./2026-11-25-01-jobs";
import * as chatConversationsPerUser from "./2026-11-25-10-chat-conversations-per-user";
import * as revokedSessions from "./2026-11-25-20-revoked-sessions";
import * as idempotencyCredential from "./2026-11-25-21-idempotency-credential";
import * as invoicePdfs from "./2026-11-25-30-invoice-pdfs";
import * as companyProfiles from "./2026-11-26-10-company-profiles";
import * as invoiceDocuments from "./2026-11-26-20-invoice-documents";
import * as invoiceListIndexes from "./2026-11-26-21-invoice-list-indexes";
import * as trash from "./2026-11-26-40-trash";
import * as contactImportIndex from "./2026-11-26-41-contact-import-index";
import * as rolesAndInvitations from "./2026-11-26-50-roles-and-invitations";
import * as mailOutbox from "./2026-11-26-55-mail-outbox";
import * as passwordResetsAndSessionDetails from "./2026-11-26-56-password-resets-and-session-details";
import * as setupAndDemo from "./2026-11-26-60-setup-and-demo";
import * as projects from "./2026-11-26-70-projects";
import * as search from "./2026-11-27-10-search";
import * as auditLog from "./2026-11-27-20-audit-log";
import * as notes from "./2026-11-27-21-notes";
import * as languages from "./2026-11-27-30-languages";
import * as taskRankCoveringKey from "./2026-11-27-50-task-rank-covering-key";
import * as homeIndexes from "./2026-11-27-51-home-indexes";
import * as invoiceLanguage from "./2026-11-27-60-invoice-language";
import * as webhooks from "./2026-11-27-70-webhooks";
import * as webhookInvoiceOverdue from "./2026-11-27-71-webhook-invoice-overdue";
import * as sync from "./2026-11-27-75-sync";
import * as syncRelationships from "./2026-11-27-76-sync-relationships";
import * as invoiceSearchPrefix from "./2026-11-27-80-invoice-search-prefix";
import * as outboxSealedBodies from "./2026-11-29-10-outbox-sealed-bodies";
import * as issuedInvoiceFiles from "./2026-11-29-40-issued-invoice-files";
import * as invoiceBalances from "./2026-11-29-41-invoice-balances";
import * as companyBankAccountChangedAt from "./2026-11-29-50-company-bank-account-changed-at";
import * as projectActivityIntoAuditLog from "./2026-11-29-70-project-activity-into-audit-log";
import * as recordKinds from "./2026-11-29-90-record-kinds";

/**
 * Every migration, in order. Forward-only: a released migration is never edited; a change is a new file.
 * Listed statically (not read from the file system) so the bundled server carries them.
 * Names start with the date so they sort in the order they were written.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-22-01-organizations-users-sessions": organizationsUsersSessions,
  "2026-11-22-02-contacts": contacts,
  "2026-11-22-03-deals": deals,
  "2026-11-22-04-invoices": invoices,
  "2026-11-22-05-api-keys-idempotency": apiKeysIdempotency,
  "2026-11-22-06-chat-conversations": chatConversations,
  "2026-11-25-01-jobs": jobs,
  "2026-11-25-10-chat-conversations-per-user": chatConversationsPerUser,
  "2026-11-25-20-revoked-sessions": revokedSessions,
  "2026-11-25-21-idempotency-credential": idempotencyCredential,
  "2026-11-25-30-invoice-pdfs": invoicePdfs,
  "2026-11-26-10-company-profiles": companyProfiles,
  "2026-11-26-20-invoice-documents": invoiceDocuments,
  "2026-11-26-21-invoice-list-indexes": invoiceListIndexes,
  "2026-11-26-40-trash": trash,
  "2026-11-26-41-contact-import-index": contactImportIndex,
  "2026-11-26-55-mail-outbox": mailOutbox,
  "2026-11-26-56-password-resets-and-session-details": passwordResetsAndSessionDetails,
  "2026-11-26-50-roles-and-invitations": rolesAndInvitations,
  "2026-11-26-70-projects": projects,
  "2026-11-26-60-setup-and-demo": setupAndDemo,
  "2026-11-27-10-search": search,
  "2026-11-27-20-audit-log": auditLog,
  "2026-11-27-21-notes": notes,
  "2026-11-27-50-task-rank-covering-key": taskRankCoveringKey,
  "2026-11-27-51-home-indexes": homeIndexes,
  "2026-11-27-30-languages": languages,
  "2026-11-27-60-invoice-language": invoiceLanguage,
  "2026-11-27-70-webhooks": webhooks,
  "2026-11-27-71-webhook-invoice-overdue": webhookInvoiceOverdue,
  "2026-11-27-75-sync": sync,
  "2026-11-27-76-sync-relationships": syncRelationships,
  "2026-11-27-80-invoice-search-prefix": invoiceSearchPrefix,
  "2026-11-29-10-outbox-sealed-bodies": outboxSealedBodies,
  "2026-11-29-40-issued-invoice-files": issuedInvoiceFiles,
  "2026-11-29-41-invoice-balances": invoiceBalances,
  "2026-11-29-50-company-bank-account-changed-at": companyBankAccountChangedAt,
  "2026-11-29-70-project-activity-into-audit-log": projectActivityIntoAuditLog,
  "2026-11-29-90-record-kinds": recordKinds,
};
