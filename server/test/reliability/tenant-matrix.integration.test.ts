import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProcedureMeta } from "../../src/trpc/init";
import { appRouter } from "../../src/trpc/router";
import type { HttpClient, HttpResponse } from "../http-client";
import { startTestApp, type TestApp } from "../test-app";
import {
  type ApiDocument,
  fetchDocument,
  fillPath,
  type JsonSchema,
  type Operation,
  operationsOf,
  queryString,
  resolveSchema,
} from "./support/api-document";
import { hashTenantRows } from "./support/tenant-rows";
import { companyProfileBody, type IdKind, LOGO_UPLOAD, seedTenant, type Tenant, type TenantIds } from "./support/world";

// Item 1 of the reliability issue: the cross-tenant matrix, generated from the served OpenAPI document and the tRPC
// router. For every operation, organization B (as a signed-in user and as an API key) calls it with organization A's
// ids in the path, query and body — on both surfaces. Every call must be refused (404 for ids in the path, 400 for
// ids in a body; a chat id is per user, so A's reads to B as one nobody uses) with none of A's data in the answer, and A's rows must be byte-for-byte unchanged afterwards.
// The fixtures below only say which kind of record a parameter names; the calls are generated from the document.
// An operation (or procedure) without a fixture fails the first test: a new endpoint cannot skip the matrix.

/** A body property that names a record: which kind, and the answer when it is another tenant's (default 400). */
type BodyId = { kind: IdKind; status?: number } | "not-a-tenant-id";

type Fixture =
  | {
      scope: "tenant";
      /** Which kind of record each path parameter names. */
      path?: Record<string, IdKind>;
      /** A valid body using the caller's own records (so only the foreign id can make the call fail). */
      body?: (own: TenantIds) => Record<string, unknown>;
      /** Every id-like property of the documented request body (checked against the document). */
      bodyIds?: Record<string, BodyId>;
      /** Query strings that carry another tenant's ids (e.g. a cursor): 200 or 400, never A's data. */
      query?: (other: TenantIds) => Record<string, string>[];
      /** Managing API keys needs a browser session: an API key answers 403. */
      sessionOnly?: boolean;
      /**
       * The answer to another tenant's id in the path, when it is not 404: chat ids are per user, so another user's
       * id is answered exactly like one nobody uses (an empty conversation, nothing to resume).
       */
      foreignPathStatus?: number;
    }
  | {
      scope: "own";
      reason: string;
      sessionOnly?: boolean;
      public?: boolean;
      /** Runs before each call (as that caller) and gives its body: a write of the caller's own one-per-org record. */
      prepare?: (client: HttpClient) => Promise<Record<string, unknown> | undefined>;
      /** A file upload instead of a JSON body (the CSV import), naming organization A's records in its rows. */
      upload?: (other: Tenant) => { query: string; contentType: string; body: string };
      /**
       * The answers the caller may get when not the default (200, or 200/201 for a POST): a one-per-organization
       * action the first call does and later calls refuse (the demo data: 201 then 409; absent: 404).
       */
      statuses?: number[];
    }
  | {
      scope: "unscoped";
      reason: string;
      /** The path carries a secret token (an invitation link's), not a record id. */
      tokenInPath?: boolean;
    };

const cursorOf = (name: string, id: string) => Buffer.from(JSON.stringify([name, id])).toString("base64url");

const invoiceBody = (own: TenantIds) => ({
  dealId: own.deal,
  billingContactId: own.organization,
  items: [{ description: "Matrix item", quantity: 1, unitPrice: 10 }],
  dueDate: "2099-01-01",
});

/** The caller's own company profile at its current version: the PUT writes only the caller's own row. */
const ownCompanyProfile = async (client: HttpClient) => ({
  ...companyProfileBody("BRAVO"),
  version: (await client.get<{ version: number }>("/api/v1/settings/company")).body.version,
});
const uploadOwnLogo = async (client: HttpClient) => {
  await client.put("/api/v1/settings/company/logo", LOGO_UPLOAD);
  return undefined;
};

/** Changes B's password back and forth (a write of the caller's own account); an API key's call is refused anyway. */
let bravoPassword: string | undefined;
const changeOwnPassword = async (client: HttpClient) => {
  if (client === b.key) return { currentPassword: "Irrelevant-Pass-1!", newPassword: "Irrelevant-Pass-2!" };
  const current = bravoPassword ?? b.user.password;
  bravoPassword = current === b.user.password ? "Matrix-Changed-Pass-1!" : b.user.password;
  return { currentPassword: current, newPassword: bravoPassword };
};

const FIXTURES: Record<string, Fixture> = {
  getHealth: { scope: "own", public: true, reason: "no tenant data; called without credentials" },
  getVersion: { scope: "own", public: true, reason: "no tenant data; called without credentials" },
  register: { scope: "unscoped", reason: "joining an organization by its ID (from an admin) is what register is for" },
  login: { scope: "unscoped", reason: "takes credentials, no record ids" },
  refreshSession: { scope: "unscoped", reason: "takes the caller's own refresh cookie, no record ids" },
  logout: { scope: "unscoped", reason: "takes the caller's own refresh cookie, no record ids" },
  createOrganization: { scope: "unscoped", reason: "operator API (ADMIN_TOKEN), across tenants by design" },
  listOrganizations: { scope: "unscoped", reason: "operator API (ADMIN_TOKEN), across tenants by design" },
  getCurrentUser: { scope: "own", reason: "answers the caller" },
  listApiKeys: { scope: "own", sessionOnly: true, reason: "lists the caller's keys" },
  createApiKey: { scope: "own", sessionOnly: true, reason: "creates a key for the caller" },
  revokeApiKey: { scope: "tenant", sessionOnly: true, path: { id: "apiKey" } },
  createContact: {
    scope: "tenant",
    body: () => ({ type: "organization", name: "Matrix", legalName: "Matrix s.r.o." }),
    bodyIds: { parentOrganizationId: { kind: "organization" }, taxId: "not-a-tenant-id" },
  },
  listContacts: {
    scope: "tenant",
    query: (a): Record<string, string>[] => [
      { cursor: cursorOf("a", a.person) },
      { cursor: cursorOf("", a.organization), limit: "5" },
    ],
  },
  getContact: { scope: "tenant", path: { id: "person" } },
  updateContact: {
    scope: "tenant",
    path: { id: "organization2" },
    body: () => ({ type: "organization", name: "Matrix", legalName: "Matrix s.r.o.", version: 1 }),
    bodyIds: { parentOrganizationId: { kind: "organization" }, taxId: "not-a-tenant-id" },
  },
  deleteContact: { scope: "tenant", path: { id: "organization" } },
  // Issue 24 item 3: the merge of two contacts names both in the path.
  previewContactMerge: { scope: "tenant", path: { id: "organization", otherId: "organization2" } },
  mergeContacts: { scope: "tenant", path: { id: "organization", otherId: "organization2" } },
  listPersonOrganizations: { scope: "tenant", path: { personId: "person" } },
  linkPersonToOrganization: {
    scope: "tenant",
    path: { personId: "person2" },
    body: (own) => ({ organizationId: own.organization2, role: "Matrix" }),
    bodyIds: { organizationId: { kind: "organization" } },
  },
  updatePersonOrganizationLink: {
    scope: "tenant",
    path: { personId: "person", relationshipId: "link" },
    body: () => ({ role: "Matrix" }),
    bodyIds: { organizationId: { kind: "organization" } },
  },
  unlinkPersonFromOrganization: { scope: "tenant", path: { personId: "person", relationshipId: "link" } },
  listOrganizationPeople: { scope: "tenant", path: { organizationId: "organization" } },
  listSubOrganizations: { scope: "tenant", path: { organizationId: "organization" } },
  getContactHierarchy: { scope: "tenant", path: { id: "child" } },
  setParentOrganization: {
    scope: "tenant",
    path: { childId: "child" },
    body: (own) => ({ parentOrganizationId: own.organization2 }),
    bodyIds: { parentOrganizationId: { kind: "organization" } },
  },
  createPersonOrganizationRelationship: {
    scope: "tenant",
    body: (own) => ({ personId: own.person2, organizationId: own.organization2, role: "Matrix" }),
    bodyIds: { personId: { kind: "person" }, organizationId: { kind: "organization" } },
  },
  listDeals: {
    scope: "tenant",
    query: (a) => [{ cursor: cursorOf("2000-01-01T00:00:00.000Z", a.deal), limit: "5" }],
  },
  createDeal: {
    scope: "tenant",
    body: () => ({ title: "Matrix deal" }),
    bodyIds: { billingContactId: { kind: "organization" } },
  },
  getDeal: { scope: "tenant", path: { id: "deal" } },
  updateDeal: {
    scope: "tenant",
    path: { id: "deal2" },
    body: () => ({ title: "Matrix deal" }),
    bodyIds: { billingContactId: { kind: "organization" } },
  },
  deleteDeal: { scope: "tenant", path: { id: "deal2" } },
  markDealWon: { scope: "tenant", path: { id: "deal" }, body: () => ({ actualValue: 10 }) },
  markDealLost: { scope: "tenant", path: { id: "deal" } },
  listInvoices: {
    scope: "tenant",
    query: (a): Record<string, string>[] => [
      { billingContactId: a.organization },
      { cursor: cursorOf("2000-01-01T00:00:00.000Z", a.invoice), limit: "5" },
      { sort: "total", cursor: cursorOf("0.00", a.invoice), limit: "5" },
    ],
  },
  exportInvoicesCsv: {
    scope: "tenant",
    query: (a): Record<string, string>[] => [{ billingContactId: a.organization }, { q: a.invoice }],
  },
  createInvoice: {
    scope: "tenant",
    body: invoiceBody,
    bodyIds: { dealId: { kind: "deal" }, billingContactId: { kind: "organization" } },
  },
  getInvoice: { scope: "tenant", path: { id: "invoice" } },
  updateInvoice: {
    scope: "tenant",
    path: { id: "invoice" },
    body: invoiceBody,
    bodyIds: { dealId: { kind: "deal" }, billingContactId: { kind: "organization" } },
  },
  deleteInvoice: { scope: "tenant", path: { id: "invoice" } },
  setInvoiceStatus: { scope: "tenant", path: { id: "invoice" }, body: () => ({ status: "sent" }) },
  generateInvoicePdf: { scope: "tenant", path: { id: "invoice" } },
  listDealInvoices: { scope: "tenant", path: { dealId: "deal" } },
  issueInvoice: { scope: "tenant", path: { id: "invoice" } },
  recordInvoicePayment: {
    scope: "tenant",
    path: { id: "invoice" },
    body: () => ({ amount: 1, paidOn: "2026-01-02" }),
  },
  createCreditNote: { scope: "tenant", path: { id: "invoice" }, body: () => ({ reason: "Matrix correction" }) },
  downloadInvoicePdf: { scope: "tenant", path: { id: "invoice" } },
  downloadInvoiceIsdoc: { scope: "tenant", path: { id: "invoice" } },
  downloadInvoicePaymentRequest: { scope: "tenant", path: { id: "invoice" } },
  exportInvoicesIsdoc: {
    scope: "tenant",
    query: (a): Record<string, string>[] => [{ billingContactId: a.organization }, { q: a.invoice }],
  },
  getCompanyProfile: { scope: "own", reason: "answers the caller's organization's profile (one per organization)" },
  getCnbExchangeRate: {
    scope: "unscoped",
    reason: "the Czech National Bank's public rates: no record ids, no tenant data",
  },
  updateCompanyProfile: {
    scope: "own",
    reason: "saves the caller's organization's profile; takes no record ids",
    prepare: ownCompanyProfile,
  },
  uploadCompanyLogo: {
    scope: "own",
    reason: "stores the caller's organization's logo",
    prepare: async () => LOGO_UPLOAD,
  },
  deleteCompanyLogo: { scope: "own", reason: "removes the caller's organization's logo", prepare: uploadOwnLogo },
  getCompanyLogo: { scope: "own", reason: "serves the caller's organization's logo", prepare: uploadOwnLogo },
  chat: {
    scope: "tenant",
    body: () => ({
      id: `matrix-${Date.now()}`,
      messages: [{ id: "m1", role: "user", parts: [{ type: "text", text: "ahoj" }] }],
    }),
    bodyIds: {
      // Chat ids are per user: A's id is a new conversation of B's own (A's rows stay unchanged, checked below).
      id: { kind: "chat", status: 200 },
      conversationId: { kind: "chat", status: 400 },
      messageId: "not-a-tenant-id",
    },
  },
  resumeChatStream: { scope: "tenant", path: { chatId: "chat" }, foreignPathStatus: 204 },
  // The trash, the outbox and the demo data are for owners and admins with a browser session (decision 130).
  listTrash: {
    scope: "own",
    sessionOnly: true,
    reason: "lists the caller's organization's trash; takes no record ids",
  },
  restoreFromTrash: { scope: "tenant", sessionOnly: true, path: { id: "trashed" } },
  deleteFromTrash: { scope: "tenant", sessionOnly: true, path: { id: "trashed" } },
  // Issue 24 items 4 and 5: notes, timelines, the client's summary and the audit log (owners and admins, sessions).
  getContactTimeline: { scope: "tenant", path: { id: "person" } },
  getDealTimeline: { scope: "tenant", path: { id: "deal" } },
  getProjectHistory: { scope: "tenant", path: { id: "project" } },
  getContactSummary: { scope: "tenant", path: { id: "organization" } },
  createNote: {
    scope: "tenant",
    body: (own) => ({ subjectType: "contact", subjectId: own.person, body: "Matrix note" }),
    bodyIds: { subjectId: { kind: "person", status: 404 } },
  },
  updateNote: { scope: "tenant", path: { id: "note" }, body: () => ({ body: "Matrix note", version: 1 }) },
  deleteNote: { scope: "tenant", path: { id: "note" } },
  listAuditLog: {
    scope: "tenant",
    sessionOnly: true,
    query: (a): Record<string, string>[] => [
      { recordId: a.person },
      { userId: a.user },
      { apiKeyId: a.apiKey },
      { cursor: "999999999" },
    ],
  },
  exportAuditLogCsv: {
    scope: "tenant",
    sessionOnly: true,
    query: (a): Record<string, string>[] => [{ recordId: a.person }, { userId: a.user }, { apiKeyId: a.apiKey }],
  },
  // Issue 25: accounts and the outbox.
  requestPasswordReset: {
    scope: "unscoped",
    reason: "takes an e-mail address and answers the same for every address; no record ids",
  },
  resetPassword: { scope: "unscoped", reason: "takes a reset link's token, no record ids" },
  changePassword: {
    scope: "own",
    sessionOnly: true,
    reason: "changes the caller's own password",
    prepare: changeOwnPassword,
  },
  listSessions: { scope: "own", sessionOnly: true, reason: "lists the caller's own sessions" },
  // Issue 23: languages (decision 180).
  setAccountLanguage: {
    scope: "own",
    sessionOnly: true,
    reason: "sets the caller's own language; takes no ids",
    prepare: async () => ({ language: "en" }),
  },
  getOrganizationLanguage: { scope: "own", reason: "answers the caller's organization's default language" },
  setOrganizationLanguage: {
    scope: "own",
    sessionOnly: true,
    reason: "sets the caller's organization's default language; takes no ids",
    prepare: async () => ({ language: "en" }),
  },
  endSession: { scope: "tenant", sessionOnly: true, path: { id: "session" } },
  signOutEverywhere: {
    scope: "unscoped",
    reason:
      "ends the caller's own sessions and takes no ids; run as B it would sign the matrix out (account.integration.test.ts covers it)",
  },
  listOutbox: {
    sessionOnly: true,
    scope: "tenant",
    query: (a) => [{ cursor: cursorOf("2000-01-01T00:00:00.000Z", a.outbox), limit: "5" }],
  },
  getOutboxMessage: { scope: "tenant", sessionOnly: true, path: { id: "outbox" } },
  retryOutboxMessage: { scope: "tenant", sessionOnly: true, path: { id: "outbox" } },
  getConversation: { scope: "tenant", path: { chatId: "chat" }, foreignPathStatus: 200 },
  exportContactsCsv: { scope: "tenant", query: (a) => [{ q: a.person }, { q: "ALPHA" }] },
  exportDealsCsv: { scope: "tenant", query: (a) => [{ q: a.deal }, { q: "ALPHA" }] },
  inspectContactsCsv: {
    scope: "own",
    reason: "reads the uploaded file only",
    upload: () => ({ query: "", contentType: "text/csv", body: "name;email\nMatrix;m@example.cz\n" }),
  },
  importContactsCsv: {
    scope: "own",
    reason: "matches the caller's own contacts only: a row with A's person's e-mail must not match it (dry run)",
    upload: (other) => ({
      query: `?mapping=${encodeURIComponent('{"name":0,"email":1}')}&type=person`,
      contentType: "text/csv",
      body: `name;email\nMatrix import;p-${other.secrets[1]}@example.cz\n`,
    }),
  },
  // Issue 25: Settings → Users and invitations (owners and admins, browser sessions only).
  listUsers: { scope: "own", sessionOnly: true, reason: "lists the caller's organization's users" },
  changeUserRole: { scope: "tenant", sessionOnly: true, path: { id: "user" }, body: () => ({ role: "owner" }) },
  deactivateUser: { scope: "tenant", sessionOnly: true, path: { id: "user" } },
  reactivateUser: { scope: "tenant", sessionOnly: true, path: { id: "user" } },
  leaveOrganization: {
    scope: "unscoped",
    reason: "acts on the caller's own account only and takes no ids (role-matrix.integration.test.ts covers it)",
  },
  listInvitations: { scope: "own", sessionOnly: true, reason: "lists the caller's organization's invitations" },
  createInvitation: {
    scope: "own",
    sessionOnly: true,
    reason: "invites into the caller's organization; takes no record ids",
    prepare: async () => ({ email: `matrix-${randomUUID().slice(0, 8)}@example.cz`, role: "member" }),
  },
  revokeInvitation: { scope: "tenant", sessionOnly: true, path: { id: "invitation" } },
  getInvitation: {
    scope: "unscoped",
    tokenInPath: true,
    reason: "public: the link's secret token names the invitation (only its hash is stored), whoever holds it",
  },
  acceptInvitation: {
    scope: "unscoped",
    tokenInPath: true,
    reason: "public: the link's secret token names the invitation and its organization (invitations test)",
  },
  // Issue 27: webhooks (owners and admins, with a session or their own key).
  listWebhooks: { scope: "own", reason: "lists the caller's organization's webhooks; takes no ids" },
  createWebhook: {
    scope: "own",
    reason: "registers a webhook of the caller's organization; takes no record ids",
    prepare: async () => ({ url: "https://matrix.example.com/hooks", events: ["deal.created"] }),
  },
  getWebhook: { scope: "tenant", path: { id: "webhook" } },
  updateWebhook: { scope: "tenant", path: { id: "webhook" }, body: () => ({ description: "Matrix" }) },
  deleteWebhook: { scope: "tenant", path: { id: "webhook" } },
  rotateWebhookSecret: { scope: "tenant", path: { id: "webhook" } },
  listWebhookDeliveries: { scope: "tenant", path: { id: "webhook" } },
  redeliverWebhook: { scope: "tenant", path: { id: "webhook", deliveryId: "webhookDelivery" } },
  sendWebhookTest: { scope: "tenant", path: { id: "webhook" } },
  // Issue 24 item 1: the search operation finds only the caller's organization's records.
  search: {
    scope: "tenant",
    query: (a): Record<string, string>[] => [{ q: a.person }, { q: "ALPHA" }, { q: "alpha", types: "contact,deal" }],
  },
  // Projects (issue 26).
  listProjects: {
    scope: "tenant",
    query: (a): Record<string, string>[] => [
      { clientId: a.organization2 },
      { dealId: a.deal2 },
      { ownerId: a.user },
      { cursor: cursorOf("2000-01-01 00:00:00+00", a.project), limit: "5" },
    ],
  },
  createProject: {
    scope: "tenant",
    body: (own) => ({ name: "Matrix project", clientId: own.organization }),
    bodyIds: { clientId: { kind: "organization" }, dealId: { kind: "deal" }, ownerId: { kind: "user" } },
  },
  listMyTasks: { scope: "own", reason: "the caller's own tasks; takes no record ids" },
  // Issue 27 item 4 (decision 200): the sync's task list and tombstones; cursors naming A's records.
  listTasks: {
    scope: "tenant",
    query: (a): Record<string, string>[] => [
      { updatedSince: "2000-01-01T00:00:00Z" },
      { cursor: cursorOf("2000-01-01T00:00:00.000000Z", a.projectTask), limit: "5" },
    ],
  },
  listRelationships: {
    scope: "tenant",
    query: (a): Record<string, string>[] => [
      { updatedSince: "2000-01-01T00:00:00Z" },
      { cursor: cursorOf("2000-01-01T00:00:00.000000Z", a.person), limit: "5" },
    ],
  },
  listDeletedRecords: {
    scope: "tenant",
    query: (a): Record<string, string>[] => [
      { since: "2000-01-01T00:00:00Z" },
      { since: "2000-01-01T00:00:00Z", type: "deal", cursor: cursorOf("2000-01-01T00:00:00.000000Z", a.trashed) },
    ],
  },
  listOverdueTasks: { scope: "tenant", query: (a) => [{ assigneeId: a.user }] },
  listProjectPeople: { scope: "own", reason: "the users of the caller's organization" },
  getProject: { scope: "tenant", path: { id: "project" } },
  updateProject: {
    scope: "tenant",
    path: { id: "project" },
    body: () => ({ name: "Matrix project" }),
    bodyIds: { clientId: { kind: "organization" }, dealId: { kind: "deal" }, ownerId: { kind: "user" } },
  },
  deleteProject: { scope: "tenant", path: { id: "project" } },
  getProjectBoard: { scope: "tenant", path: { id: "project" } },
  getProjectBoardVersion: { scope: "tenant", path: { id: "project" } },
  listProjectInvoices: { scope: "tenant", path: { id: "project" } },
  listProjectColumns: { scope: "tenant", path: { id: "project" } },
  addProjectColumn: {
    scope: "tenant",
    path: { id: "project" },
    body: () => ({ name: "Matrix column" }),
    bodyIds: { afterColumnId: { kind: "projectColumn" } },
  },
  updateProjectColumn: {
    scope: "tenant",
    path: { id: "project", columnId: "projectColumn" },
    body: () => ({ name: "Matrix column" }),
  },
  moveProjectColumn: {
    scope: "tenant",
    path: { id: "project", columnId: "projectColumn" },
    body: () => ({ afterColumnId: null }),
    bodyIds: { afterColumnId: { kind: "projectColumn" } },
  },
  deleteProjectColumn: { scope: "tenant", path: { id: "project", columnId: "projectColumn" } },
  listProjectTasks: { scope: "tenant", path: { id: "project" } },
  createProjectTask: {
    scope: "tenant",
    path: { id: "project" },
    body: () => ({ title: "Matrix task" }),
    bodyIds: { columnId: { kind: "projectColumn" }, assigneeId: { kind: "user" }, id: "not-a-tenant-id" },
  },
  getProjectTask: { scope: "tenant", path: { id: "project", taskId: "projectTask" } },
  updateProjectTask: {
    scope: "tenant",
    path: { id: "project", taskId: "projectTask" },
    body: () => ({ title: "Matrix task" }),
    bodyIds: { assigneeId: { kind: "user" }, id: "not-a-tenant-id" },
  },
  deleteProjectTask: { scope: "tenant", path: { id: "project", taskId: "projectTask" } },
  moveProjectTask: {
    scope: "tenant",
    path: { id: "project", taskId: "projectTask" },
    body: (own) => ({ columnId: own.projectColumn }),
    bodyIds: {
      columnId: { kind: "projectColumn" },
      afterTaskId: { kind: "projectTask" },
      beforeTaskId: { kind: "projectTask" },
    },
  },
  assignProjectTask: {
    scope: "tenant",
    path: { id: "project", taskId: "projectTask" },
    body: (own) => ({ assigneeId: own.user }),
    bodyIds: { assigneeId: { kind: "user" } },
  },
  listTaskComments: { scope: "tenant", path: { id: "project", taskId: "projectTask" } },
  addTaskComment: {
    scope: "tenant",
    path: { id: "project", taskId: "projectTask" },
    body: () => ({ body: "Matrix comment" }),
  },
  deleteTaskComment: {
    scope: "tenant",
    path: { id: "project", taskId: "projectTask", commentId: "taskComment" },
  },
  // Issue 25: the set-up of an empty database, the demo data and the home page's figures.
  getSetupStatus: { scope: "own", public: true, reason: "no tenant data; called without credentials" },
  setUp: { scope: "unscoped", reason: "creates the first organization of an empty database (409 once there is one)" },
  getOverview: { scope: "own", reason: "answers the caller's organization's figures" },
  getDemoData: {
    scope: "own",
    reason: "the caller's organization's demo data (404 while it has none)",
    statuses: [200, 404],
  },
  addDemoData: {
    scope: "own",
    sessionOnly: true,
    reason: "fills the caller's organization (then 409)",
    statuses: [201, 409],
  },
  removeDemoData: {
    sessionOnly: true,
    scope: "own",
    reason: "removes the caller's organization's demo records (404 when none)",
    statuses: [200, 404],
  },
};

/** Procedures that are on the tRPC surface only (none today); each needs a fixture like the operations above. */
const TRPC_ONLY_FIXTURES: Record<string, Fixture> = {};

interface Procedure {
  path: string;
  type: "query" | "mutation";
  meta?: ProcedureMeta;
}

function procedures(): Procedure[] {
  const all = appRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: ProcedureMeta } }>;
  return Object.entries(all).map(([path, procedure]) => ({
    path,
    type: procedure._def.type as Procedure["type"],
    meta: procedure._def.meta,
  }));
}

/** Property names of a request body that look like references to records. */
function idLikeProperties(document: ApiDocument, schema: JsonSchema | undefined): string[] {
  const found = new Set<string>();
  const walk = (node: JsonSchema | undefined, depth: number) => {
    if (!node || depth > 6) return;
    const resolved = resolveSchema(document, node);
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      const target = resolveSchema(document, property);
      const uuid = [target, ...(target.anyOf ?? []), ...(target.oneOf ?? [])].some((s) => s.format === "uuid");
      if (uuid || name === "id" || /Id$/.test(name)) found.add(name);
      walk(target, depth + 1);
      walk(target.items, depth + 1);
    }
    for (const part of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])])
      walk(part, depth + 1);
  };
  walk(schema, 0);
  return [...found].sort();
}

/** One call of the matrix: where to send it, what to send, and the answer expected from a session and a key. */
interface Probe {
  label: string;
  method: string;
  /** REST path (with query) under /api/v1. */
  url: string;
  /** The same call as a tRPC input, when the operation is a procedure. */
  input: Record<string, unknown> | undefined;
  body?: Record<string, unknown>;
  expected: number[];
}

let app: TestApp;
let document: ApiDocument;
let a: Tenant;
let b: Tenant;
const figures = { restOperations: 0, procedures: 0, probes: 0, requests: 0, unscoped: 0 };

beforeAll(async () => {
  app = await startTestApp();
  document = await fetchDocument(app.baseUrl);
  a = await seedTenant(app, "ALPHA");
  b = await seedTenant(app, "BRAVO");
}, 120_000);
afterAll(async () => {
  console.log(
    `[tenant matrix] ${figures.restOperations} REST operations + ${figures.procedures} tRPC procedures, ${figures.unscoped} unscoped by design; ${figures.probes} probes; ${figures.requests} requests, all refused without organization A's data`,
  );
  await app?.close();
});

/** The probes of one operation: A's ids in the path (one at a time and all at once), in the body, in the query. */
function probesOf(operation: Operation, fixture: Extract<Fixture, { scope: "tenant" }>): Probe[] {
  const probes: Probe[] = [];
  const own = b.ids;
  const baseBody = fixture.body?.(own);
  const pathOf = (foreign: Set<string>) =>
    Object.fromEntries(
      operation.pathParams.map((name) => {
        const kind = fixture.path?.[name];
        if (!kind) throw new Error(`${operation.operationId}: no fixture for path parameter ${name}`);
        return [name, (foreign.has(name) ? a.ids : own)[kind]];
      }),
    );
  const make = (
    label: string,
    params: Record<string, string>,
    body: Record<string, unknown> | undefined,
    expected: number[],
    query: Record<string, string> = {},
  ): Probe => ({
    label: `${operation.key} ${label}`,
    method: operation.method,
    url: `/api/v1${fillPath(operation.path, params)}${queryString(query)}`,
    input:
      operation.method === "GET" || body || Object.keys(params).length ? { ...params, ...query, ...body } : undefined,
    body,
    expected,
  });

  if (operation.pathParams.length) {
    const subsets =
      operation.pathParams.length > 1
        ? [...operation.pathParams.map((p) => [p]), operation.pathParams]
        : [operation.pathParams];
    for (const subset of subsets)
      make &&
        probes.push(
          make(`with A's ${subset.join("+")} in the path`, pathOf(new Set(subset)), baseBody, [
            fixture.foreignPathStatus ?? 404,
          ]),
        );
  }
  for (const [property, spec] of Object.entries(fixture.bodyIds ?? {})) {
    if (spec === "not-a-tenant-id") continue;
    const body = { ...baseBody, [property]: a.ids[spec.kind] };
    probes.push(make(`with A's ${spec.kind} as body.${property}`, pathOf(new Set()), body, [spec.status ?? 400]));
  }
  for (const query of fixture.query?.(a.ids) ?? []) {
    probes.push(
      make(`with A's ids in the query ${Object.keys(query).join(",")}`, pathOf(new Set()), baseBody, [200, 400], query),
    );
  }
  return probes;
}

function assertNoDataOf(owner: Tenant, res: HttpResponse, sent: string, label: string) {
  const hidden = [...owner.secrets, ...Object.values(owner.ids).filter((id) => !sent.includes(id))];
  for (const secret of hidden)
    expect(res.text.includes(secret), `${label}: answer contains A's "${secret}"`).toBe(false);
}

async function callRest(client: HttpClient, probe: Probe) {
  figures.requests++;
  return client.request(probe.method, probe.url, probe.body !== undefined ? { body: probe.body } : {});
}

async function callTrpc(client: HttpClient, procedure: Procedure, input: Record<string, unknown> | undefined) {
  figures.requests++;
  if (procedure.type === "query") {
    const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return client.get(`/api/trpc/${procedure.path}${query}`);
  }
  return client.post(`/api/trpc/${procedure.path}`, input ?? {});
}

describe("the cross-tenant matrix", () => {
  it("has a fixture for every operation of the document and every tRPC procedure, and for each of their ids", () => {
    const operations = operationsOf(document);
    const missing = operations.filter((op) => !FIXTURES[op.operationId]).map((op) => `${op.key} (${op.operationId})`);
    expect(missing, "operations without a cross-tenant fixture: add one to FIXTURES").toEqual([]);
    const stale = Object.keys(FIXTURES).filter((id) => !operations.some((op) => op.operationId === id));
    expect(stale, "fixtures of operations that no longer exist").toEqual([]);

    const documented = new Set(operations.map((op) => op.key));
    const trpcOnly = procedures().filter(
      (p) => !(p.meta?.openapi && documented.has(`${p.meta.openapi.method} ${p.meta.openapi.path}`)),
    );
    expect(
      trpcOnly.filter((p) => !TRPC_ONLY_FIXTURES[p.path]).map((p) => p.path),
      "tRPC procedures without a fixture",
    ).toEqual([]);

    for (const op of operations) {
      const fixture = FIXTURES[op.operationId];
      if (fixture?.scope !== "tenant") {
        if (!(fixture?.scope === "unscoped" && fixture.tokenInPath)) {
          expect(op.pathParams, `${op.key} is not tenant-scoped but takes path parameters`).toEqual([]);
        }
        continue;
      }
      expect(Object.keys(fixture.path ?? {}).sort(), `${op.key}: path parameters`).toEqual([...op.pathParams].sort());
      expect(Object.keys(fixture.bodyIds ?? {}).sort(), `${op.key}: id-like body properties`).toEqual(
        idLikeProperties(document, op.bodySchema),
      );
      const idQuery = op.queryParams.filter((p) => /Id$|^id$/.test(p.name) || p.schema?.format === "uuid");
      expect(
        idQuery.map((p) => p.name),
        `${op.key}: id query parameters need a query fixture`,
      ).toEqual(idQuery.length && fixture.query ? idQuery.map((p) => p.name) : []);
    }
  });

  it("refuses organization A's ids to organization B on every operation, on both surfaces, as a user and as a key", async () => {
    const before = await hashTenantRows(app.database.db, a.orgId);
    const byRoute = new Map(
      procedures()
        .filter((p) => p.meta?.openapi)
        .map((p) => [`${p.meta?.openapi?.method} ${p.meta?.openapi?.path}`, p]),
    );
    const failures: string[] = [];
    const expectStatus = (res: HttpResponse, expected: number[], label: string) => {
      if (!expected.includes(res.status))
        failures.push(`${label}: ${res.status} (expected ${expected.join("/")}) ${res.text.slice(0, 200)}`);
    };

    for (const operation of operationsOf(document)) {
      const fixture = FIXTURES[operation.operationId];
      const procedure = byRoute.get(operation.key);
      figures.restOperations++;
      if (procedure) figures.procedures++;
      if (!fixture || fixture.scope === "unscoped") {
        figures.unscoped++;
        continue;
      }
      const callers: [string, HttpClient][] = [
        ["as B's user", b.user.http],
        ["as B's API key", b.key],
      ];
      if (fixture.scope === "own") {
        for (const [who, client] of callers) {
          const probe: Probe = {
            label: `${operation.key} ${who}`,
            method: operation.method,
            url: `/api/v1${operation.path}`,
            input: undefined,
            expected: [],
          };
          figures.probes++;
          const expected =
            fixture.sessionOnly && client === b.key
              ? [403]
              : (fixture.statuses ?? (operation.method === "POST" ? [200, 201] : [200]));
          const body =
            operation.operationId === "createApiKey" ? { name: "Matrix key" } : await fixture.prepare?.(client);
          const upload = fixture.upload?.(a);
          const rest = upload
            ? await client.request(probe.method, `${probe.url}${upload.query}`, {
                rawBody: upload.body,
                headers: { "content-type": upload.contentType },
              })
            : await callRest(client, { ...probe, body });
          expectStatus(rest, expected, probe.label);
          assertNoDataOf(a, rest, "", probe.label);
          if (procedure && operation.operationId !== "createApiKey") {
            const trpc = await callTrpc(client, procedure, await fixture.prepare?.(client));
            expectStatus(trpc, expected, `${probe.label} (tRPC)`);
            assertNoDataOf(a, trpc, "", `${probe.label} (tRPC)`);
          }
        }
        continue;
      }
      for (const probe of probesOf(operation, fixture)) {
        for (const [who, client] of callers) {
          figures.probes++;
          const expected = fixture.sessionOnly && client === b.key ? [403] : probe.expected;
          const label = `${probe.label} ${who}`;
          const sent = `${probe.url} ${JSON.stringify(probe.body ?? {})}`;
          const rest = await callRest(client, probe);
          expectStatus(rest, expected, label);
          assertNoDataOf(a, rest, sent, label);
          if (procedure) {
            const trpc = await callTrpc(client, procedure, probe.input);
            expectStatus(trpc, expected, `${label} (tRPC)`);
            assertNoDataOf(a, trpc, sent, `${label} (tRPC)`);
          }
        }
      }
    }
    for (const [path, fixture] of Object.entries(TRPC_ONLY_FIXTURES)) {
      throw new Error(`tRPC-only procedure ${path} (${fixture.scope}): write its probes here`);
    }

    expect(failures).toEqual([]);
    expect(await hashTenantRows(app.database.db, a.orgId), "organization A's rows changed").toEqual(before);
    // A still sees its own records: the probes did not break them.
    expect((await a.user.http.get(`/api/v1/crm/invoices/${a.ids.invoice}`)).status).toBe(200);
    expect((await a.key.get(`/api/v1/crm/contacts/${a.ids.child}/hierarchy`)).status).toBe(200);
    expect(figures.requests).toBeGreaterThan(200);
  }, 120_000);
});
