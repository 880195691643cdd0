import { randomUUID } from "node:crypto";
import { COMPANY_MESSAGES, type Role, TEAM_MESSAGES } from "@kancl/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProcedureMeta } from "../../src/trpc/init";
import { API_KEYS_CANNOT_ADMINISTER, API_KEYS_CANNOT_MANAGE_KEYS } from "../../src/trpc/procedures";
import { appRouter } from "../../src/trpc/router";
import { userMessage } from "../chat-client";
import { createContact, personBody, type SignedInUser, signUp, uniqueEmail } from "../factories";
import type { HttpClient, HttpResponse } from "../http-client";
import { createKey, keyClient, signUpWithRole } from "../team-factories";
import { startTestApp, type TestApp } from "../test-app";
import {
  type ApiDocument,
  fetchDocument,
  fillPath,
  type Operation,
  operationsOf,
  queryString,
} from "./support/api-document";
import { hashTenantRows } from "./support/tenant-rows";
import { LOGO_UPLOAD, seedTenant, type Tenant } from "./support/world";

// Issue 25 item 5: the role matrix, generated from the served OpenAPI document like the tenant matrix. Every operation
// is called by every kind of caller — an owner, an admin, a member and a read-only user (browser sessions), and API
// keys with the read and the read-write scope (a member's), and a read-only user's read-write key — each time with a
// fresh, valid request. What each may do is written below per operation (not read from the code), so a procedure
// built on the wrong builder fails here: allowed calls answer 2xx, refused ones 403 with the rule's message on both
// surfaces, and a read-only user (or a read key) is refused every write.

/**
 * read: every caller. write: everyone who may change data (not read-only, not a read key). account: the caller's own
 * account, every role, browser sessions only. admin: owners and admins, browser sessions only.
 * integration-admin: owners and admins with a session or their own key (webhooks; no caller here holds an admin's key).
 * public / operator: no role applies (no credentials, or ADMIN_TOKEN); listed with the reason.
 */
type Access = "read" | "write" | "account" | "admin" | "integration-admin";

interface Call {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A CSV upload (the contacts' import), sent as text/csv instead of a JSON body. */
  csv?: string;
}

interface RoleFixture {
  access: Access;
  /** A fresh, valid request for this caller (records it changes are made anew for every call). */
  call?: (caller: Caller) => Promise<Call>;
  /** Statuses an allowed call may answer besides 2xx (e.g. the exchange-rate service switched off in tests). */
  alsoAllowed?: number[];
  /** The call acts on the caller's own account (leaving): a fresh user of the caller's kind makes it. */
  freshCaller?: boolean;
}
type Fixture = RoleFixture | { access: "public" | "operator"; reason: string };

const appliesRoles = (fixture: Fixture | undefined): fixture is RoleFixture =>
  fixture !== undefined && fixture.access !== "public" && fixture.access !== "operator";

interface Caller {
  name: string;
  role: Role;
  /** Browser session, or an API key with its scope. */
  kind: "session" | "read key" | "read-write key";
  http: HttpClient;
  /** The user behind it. */
  user: SignedInUser;
}

let app: TestApp;
let document: ApiDocument;
let org: Tenant;
let owner: SignedInUser;
let callers: Caller[];
const figures = { operations: 0, calls: 0, allowed: 0, refused: 0 };

const today = () => new Date().toISOString().slice(0, 10);
const asOwner = () => owner.http;

async function made<T>(res: Promise<HttpResponse<T>>, what: string): Promise<T> {
  const answer = await res;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer.body;
}
const freshPerson = async () => (await createContact(asOwner(), personBody())).id;
const freshOrganization = async () =>
  (await createContact(asOwner(), { type: "organization", name: "Role matrix", legalName: "Role matrix s.r.o." })).id;
const freshLink = async () => {
  const personId = await freshPerson();
  const link = await made(
    asOwner().post<{ id: string }>(`/api/v1/crm/contacts/${personId}/organizations`, {
      organizationId: org.ids.organization,
      role: "Matrix",
    }),
    "link",
  );
  return { personId, relationshipId: link.id };
};
const freshDeal = async (status = "lead") =>
  (
    await made(
      asOwner().post<{ id: string }>("/api/v1/crm/deals", { title: "Role matrix", status, currency: "CZK" }),
      "deal",
    )
  ).id;
const invoiceBody = () => ({
  dealId: org.ids.deal,
  billingContactId: org.ids.organization,
  items: [{ description: "Role matrix", quantity: 1, unitPrice: 100 }],
  dueDate: "2099-01-01",
});
const freshInvoice = async () =>
  (await made(asOwner().post<{ id: string }>("/api/v1/crm/invoices", invoiceBody()), "invoice")).id;
const freshIssuedInvoice = async () => {
  const id = await freshInvoice();
  await made(asOwner().post(`/api/v1/crm/invoices/${id}/issue`), "issue");
  return id;
};
const freshMember = async () => (await signUp(app, org.orgId, { email: uniqueEmail("target") })).user.id;
const uploadLogo = async () => {
  await made(asOwner().put("/api/v1/settings/company/logo", LOGO_UPLOAD), "logo");
  return {};
};
/** A project of the organization with its first column (made by the owner). */
const freshProject = async () => {
  const project = await made(
    asOwner().post<{ id: string }>("/api/v1/projects", { name: "Role matrix", clientId: org.ids.organization }),
    "project",
  );
  const board = await made(
    asOwner().get<{ columns: { id: string }[] }>(`/api/v1/projects/${project.id}/board`),
    "board",
  );
  return { id: project.id, columnId: board.columns[0]?.id ?? "" };
};
/** A task in a fresh project: the path of its operations, and its column. */
const freshTask = async () => {
  const project = await freshProject();
  const created = await made(
    asOwner().post<{ task: { id: string } }>(`/api/v1/projects/${project.id}/tasks`, { title: "Role matrix" }),
    "task",
  );
  return { id: project.id, taskId: created.task.id, columnId: project.columnId };
};
/** Whether this kind of caller may write (not read-only, not a read key). */
const canWriteAs = (caller: Caller) => caller.role !== "read-only" && caller.kind !== "read key";
/** A note the caller wrote (only the author may edit or delete it); the owner's for a caller that may not write. */
const ownNote = async (caller: Caller) =>
  (
    await made(
      (canWriteAs(caller) ? caller.http : asOwner()).post<{ id: string }>("/api/v1/crm/notes", {
        subjectType: "contact",
        subjectId: org.ids.person,
        body: "Role matrix",
      }),
      "note",
    )
  ).id;
/** A deal of the organization put in the trash. */
const trashedDeal = async () => {
  const id = await freshDeal();
  await made(asOwner().delete(`/api/v1/crm/deals/${id}`), "delete deal");
  return id;
};
/** A webhook of the organization (made by the owner), for a call that deletes or re-keys it. */
const freshWebhook = async () =>
  (
    await made(
      asOwner().post<{ webhook: { id: string } }>("/api/v1/webhooks", {
        url: "https://roles.example.com/doomed",
        events: ["deal.created"],
      }),
      "webhook",
    )
  ).webhook.id;
type Profile = Record<string, unknown> & { version: number };
const companyProfile = () => made(asOwner().get<Profile>("/api/v1/settings/company"), "profile");
/** The profile as a form sends it back: every field as stored. */
const storedProfile = (profile: Profile) => {
  const { logo, missingForIssuing, updatedAt, bankAccountChangedAt, ...fields } = profile;
  return fields;
};
const CSV_UPLOAD = "name;email\nMatice;matice@example.cz\n";
const uniqueCsv = () => `name;email\nMatice ${randomUUID().slice(0, 8)};${uniqueEmail("import")}\n`;
/** A message of the organization's outbox: an invitation e-mail (no SMTP in tests, so it waits unsent). */
const outboxMessage = async () => {
  const email = uniqueEmail("outbox");
  await made(asOwner().post("/api/v1/settings/invitations", { email, role: "member" }), "invitation");
  const list = await made(
    asOwner().get<{ messages: { id: string; to: string }[] }>("/api/v1/settings/outbox"),
    "outbox",
  );
  const found = list.messages.find((message) => message.to === email);
  if (!found) throw new Error("the invitation e-mail is not in the outbox");
  return found.id;
};
/** An API key of the caller's own (for revoking it): a key caller is refused before the id matters. */
const ownKey = async (caller: Caller) =>
  caller.kind === "session"
    ? (await made(caller.http.post<{ apiKey: { id: string } }>("/api/v1/api-keys", { name: "Doomed" }), "key")).apiKey
        .id
    : org.ids.apiKey;

const FIXTURES: Record<string, Fixture> = {
  getHealth: { access: "public", reason: "no credentials" },
  getVersion: { access: "public", reason: "no credentials" },
  register: { access: "public", reason: "creates an account; no caller" },
  login: { access: "public", reason: "takes credentials" },
  refreshSession: { access: "public", reason: "takes the refresh cookie" },
  logout: { access: "public", reason: "always succeeds" },
  getInvitation: { access: "public", reason: "the link's token is the credential" },
  acceptInvitation: { access: "public", reason: "the link's token is the credential" },
  createOrganization: { access: "operator", reason: "ADMIN_TOKEN" },
  listOrganizations: { access: "operator", reason: "ADMIN_TOKEN" },

  getCurrentUser: { access: "read" },
  listApiKeys: { access: "account" },
  createApiKey: { access: "account", call: async () => ({ body: { name: "Matrix key" } }) },
  revokeApiKey: { access: "account", call: async (caller) => ({ path: { id: await ownKey(caller) } }) },

  createContact: { access: "write", call: async () => ({ body: personBody() }) },
  listContacts: { access: "read" },
  getContact: { access: "read", call: async () => ({ path: { id: org.ids.person } }) },
  updateContact: {
    access: "write",
    call: async () => ({
      path: { id: await freshOrganization() },
      body: { type: "organization", name: "Renamed", legalName: "Renamed s.r.o.", version: 1 },
    }),
  },
  deleteContact: { access: "write", call: async () => ({ path: { id: await freshPerson() } }) },
  previewContactMerge: {
    access: "read",
    call: async () => ({ path: { id: org.ids.person, otherId: org.ids.person2 } }),
  },
  mergeContacts: {
    access: "write",
    call: async () => ({ path: { id: await freshPerson(), otherId: await freshPerson() } }),
  },
  listPersonOrganizations: { access: "read", call: async () => ({ path: { personId: org.ids.person } }) },
  linkPersonToOrganization: {
    access: "write",
    call: async () => ({
      path: { personId: await freshPerson() },
      body: { organizationId: org.ids.organization, role: "Matrix" },
    }),
  },
  updatePersonOrganizationLink: {
    access: "write",
    call: async () => ({ path: await freshLink(), body: { role: "X" } }),
  },
  unlinkPersonFromOrganization: { access: "write", call: async () => ({ path: await freshLink() }) },
  listOrganizationPeople: { access: "read", call: async () => ({ path: { organizationId: org.ids.organization } }) },
  listSubOrganizations: { access: "read", call: async () => ({ path: { organizationId: org.ids.organization } }) },
  getContactHierarchy: { access: "read", call: async () => ({ path: { id: org.ids.child } }) },
  setParentOrganization: {
    access: "write",
    call: async () => ({
      path: { childId: await freshOrganization() },
      body: { parentOrganizationId: org.ids.organization2 },
    }),
  },
  createPersonOrganizationRelationship: {
    access: "write",
    call: async () => ({
      body: { personId: await freshPerson(), organizationId: org.ids.organization, role: "Matrix" },
    }),
  },

  listDeals: { access: "read" },
  createDeal: { access: "write", call: async () => ({ body: { title: "Matrix deal" } }) },
  getDeal: { access: "read", call: async () => ({ path: { id: org.ids.deal } }) },
  updateDeal: { access: "write", call: async () => ({ path: { id: await freshDeal() }, body: { title: "Renamed" } }) },
  deleteDeal: { access: "write", call: async () => ({ path: { id: await freshDeal() } }) },
  markDealWon: {
    access: "write",
    call: async () => ({ path: { id: await freshDeal("negotiation") }, body: { actualValue: 10 } }),
  },
  markDealLost: { access: "write", call: async () => ({ path: { id: await freshDeal("negotiation") } }) },

  listInvoices: { access: "read" },
  exportInvoicesCsv: { access: "read" },
  createInvoice: { access: "write", call: async () => ({ body: invoiceBody() }) },
  getInvoice: { access: "read", call: async () => ({ path: { id: org.ids.invoice } }) },
  updateInvoice: { access: "write", call: async () => ({ path: { id: await freshInvoice() }, body: invoiceBody() }) },
  deleteInvoice: { access: "write", call: async () => ({ path: { id: await freshInvoice() } }) },
  setInvoiceStatus: {
    access: "write",
    call: async () => ({ path: { id: await freshInvoice() }, body: { status: "sent" } }),
  },
  generateInvoicePdf: { access: "read", call: async () => ({ path: { id: org.ids.invoice } }) },
  listDealInvoices: { access: "read", call: async () => ({ path: { dealId: org.ids.deal } }) },
  issueInvoice: { access: "write", call: async () => ({ path: { id: await freshInvoice() } }) },
  recordInvoicePayment: {
    access: "write",
    call: async () => ({ path: { id: await freshIssuedInvoice() }, body: { amount: 1, paidOn: today() } }),
  },
  createCreditNote: {
    access: "write",
    call: async () => ({ path: { id: await freshIssuedInvoice() }, body: { reason: "Matrix correction" } }),
  },
  downloadInvoicePdf: {
    access: "read",
    call: async () => {
      const { downloadUrl } = await made(
        asOwner().post<{ downloadUrl: string }>(`/api/v1/crm/invoices/${org.ids.invoice}/generate-pdf`),
        "pdf",
      );
      return {
        path: { id: org.ids.invoice },
        query: { v: new URL(downloadUrl, app.baseUrl).searchParams.get("v") ?? "" },
      };
    },
  },
  downloadInvoiceIsdoc: { access: "read", call: async () => ({ path: { id: await freshIssuedInvoice() } }) },
  downloadInvoicePaymentRequest: {
    access: "read",
    call: async () => ({ path: { id: await freshIssuedInvoice() } }),
  },
  exportInvoicesIsdoc: { access: "read" },

  getCompanyProfile: { access: "read" },
  getCnbExchangeRate: {
    access: "read",
    // Fetching rates is off in tests: the lookup answers that no rate is available.
    alsoAllowed: [404, 503],
    call: async () => ({ query: { currency: "EUR", date: today() } }),
  },
  updateCompanyProfile: {
    // What any writer may change (the phone), the rest sent back as stored; the bank details and the identity are
    // owners' and admins' (issue 34 item 8): the describe block below.
    access: "write",
    call: async () => ({ body: { ...storedProfile(await companyProfile()), phone: `+420 ${Date.now() % 1e9}` } }),
  },
  uploadCompanyLogo: { access: "write", call: async () => ({ body: LOGO_UPLOAD }) },
  deleteCompanyLogo: { access: "write", call: uploadLogo },
  getCompanyLogo: { access: "read", call: uploadLogo },

  chat: {
    access: "read",
    call: async () => ({
      body: { id: `role-${randomUUID()}`, messages: [userMessage("ahoj")], trigger: "submit-message" },
    }),
  },
  resumeChatStream: { access: "read", call: async () => ({ path: { chatId: org.ids.chat } }) },
  getConversation: { access: "read", call: async () => ({ path: { chatId: org.ids.chat } }) },

  // Issue 24: the trash and the CSV import and exports.
  listTrash: { access: "admin" },
  restoreFromTrash: { access: "admin", call: async () => ({ path: { id: await trashedDeal() } }) },
  deleteFromTrash: { access: "admin", call: async () => ({ path: { id: await trashedDeal() } }) },
  exportContactsCsv: { access: "read" },
  search: { access: "read", call: async () => ({ query: { q: "role" } }) },
  exportDealsCsv: { access: "read" },
  inspectContactsCsv: { access: "read", call: async () => ({ csv: CSV_UPLOAD }) },
  importContactsCsv: {
    access: "write",
    call: async () => ({
      query: { mapping: '{"name":0,"email":1}', type: "person", dryRun: "false" },
      csv: uniqueCsv(),
    }),
  },

  // Issue 24 items 4 and 5: notes (the author edits and deletes), timelines, the client's summary, the audit log.
  getContactTimeline: { access: "read", call: async () => ({ path: { id: org.ids.person } }) },
  getDealTimeline: { access: "read", call: async () => ({ path: { id: org.ids.deal } }) },
  getProjectHistory: { access: "read", call: async () => ({ path: { id: org.ids.project } }) },
  getContactSummary: { access: "read", call: async () => ({ path: { id: org.ids.organization } }) },
  createNote: {
    access: "write",
    call: async () => ({ body: { subjectType: "contact", subjectId: org.ids.person, body: "Role matrix" } }),
  },
  updateNote: {
    access: "write",
    call: async (caller) => ({ path: { id: await ownNote(caller) }, body: { body: "Edited", version: 1 } }),
  },
  deleteNote: { access: "write", call: async (caller) => ({ path: { id: await ownNote(caller) } }) },
  listAuditLog: { access: "admin" },
  exportAuditLogCsv: { access: "admin" },

  // Issue 25: password reset (public), the caller's own account, the organization's outbox.
  requestPasswordReset: { access: "public", reason: "answers the same for any address; rate-limited" },
  resetPassword: { access: "public", reason: "the e-mailed token is the credential" },
  changePassword: {
    access: "account",
    freshCaller: true,
    call: async (caller) => ({ body: { currentPassword: caller.user.password, newPassword: "Nove-heslo-matice-1" } }),
  },
  listSessions: { access: "account" },
  // Issue 23: languages (decision 180) — everyone chooses their own, owners and admins the organization's default.
  setAccountLanguage: { access: "account", freshCaller: true, call: async () => ({ body: { language: "cs" } }) },
  getOrganizationLanguage: { access: "read" },
  setOrganizationLanguage: { access: "admin", call: async () => ({ body: { language: "en" } }) },
  endSession: {
    access: "account",
    freshCaller: true,
    alsoAllowed: [404],
    call: async () => ({ path: { id: randomUUID() } }),
  },
  signOutEverywhere: { access: "account", freshCaller: true },
  listOutbox: { access: "admin" },
  getOutboxMessage: { access: "admin", call: async () => ({ path: { id: await outboxMessage() } }) },
  retryOutboxMessage: {
    access: "admin",
    alsoAllowed: [409],
    call: async () => ({ path: { id: await outboxMessage() } }),
  },

  // Issue 27: webhooks — owners and admins (a session, or their own key).
  listWebhooks: { access: "integration-admin" },
  createWebhook: {
    access: "integration-admin",
    call: async () => ({ body: { url: "https://roles.example.com/hooks", events: ["deal.created"] } }),
  },
  getWebhook: { access: "integration-admin", call: async () => ({ path: { id: org.ids.webhook } }) },
  updateWebhook: {
    access: "integration-admin",
    call: async () => ({ path: { id: org.ids.webhook }, body: { description: "Role matrix" } }),
  },
  deleteWebhook: { access: "integration-admin", call: async () => ({ path: { id: await freshWebhook() } }) },
  rotateWebhookSecret: { access: "integration-admin", call: async () => ({ path: { id: org.ids.webhook } }) },
  listWebhookDeliveries: { access: "integration-admin", call: async () => ({ path: { id: org.ids.webhook } }) },
  redeliverWebhook: {
    access: "integration-admin",
    call: async () => ({ path: { id: org.ids.webhook, deliveryId: org.ids.webhookDelivery } }),
  },
  sendWebhookTest: { access: "integration-admin", call: async () => ({ path: { id: org.ids.webhook } }) },

  // Issue 26: projects — every member may plan, read-only users and read keys only look.
  listProjects: { access: "read" },
  createProject: {
    access: "write",
    call: async () => ({ body: { name: "Role matrix", clientId: org.ids.organization } }),
  },
  listMyTasks: { access: "read" },
  // Issue 27 item 4 (decision 200): the sync's reads — whoever may read the lists.
  listTasks: { access: "read", call: async () => ({ query: { updatedSince: "2000-01-01T00:00:00Z", limit: "5" } }) },
  listRelationships: { access: "read", call: async () => ({ query: { updatedSince: "2000-01-01T00:00:00Z" } }) },
  listDeletedRecords: { access: "read", call: async () => ({ query: { since: "2000-01-01T00:00:00Z" } }) },
  listOverdueTasks: { access: "read" },
  listProjectPeople: { access: "read" },
  getProject: { access: "read", call: async () => ({ path: { id: org.ids.project } }) },
  updateProject: {
    access: "write",
    call: async () => ({ path: { id: (await freshProject()).id }, body: { name: "Renamed" } }),
  },
  deleteProject: { access: "write", call: async () => ({ path: { id: (await freshProject()).id } }) },
  getProjectBoard: { access: "read", call: async () => ({ path: { id: org.ids.project } }) },
  getProjectBoardVersion: { access: "read", call: async () => ({ path: { id: org.ids.project } }) },
  listProjectInvoices: { access: "read", call: async () => ({ path: { id: org.ids.project } }) },
  listProjectColumns: { access: "read", call: async () => ({ path: { id: org.ids.project } }) },
  addProjectColumn: {
    access: "write",
    call: async () => ({ path: { id: (await freshProject()).id }, body: { name: "Matrix column" } }),
  },
  updateProjectColumn: {
    access: "write",
    call: async () => {
      const project = await freshProject();
      return { path: { id: project.id, columnId: project.columnId }, body: { name: "Renamed" } };
    },
  },
  deleteProjectColumn: {
    access: "write",
    call: async () => {
      const project = await freshProject();
      const added = await made(
        asOwner().post<{ column: { id: string } }>(`/api/v1/projects/${project.id}/columns`, { name: "Doomed" }),
        "column",
      );
      return { path: { id: project.id, columnId: added.column.id } };
    },
  },
  moveProjectColumn: {
    access: "write",
    call: async () => {
      const project = await freshProject();
      return { path: { id: project.id, columnId: project.columnId }, body: { afterColumnId: null } };
    },
  },
  listProjectTasks: { access: "read", call: async () => ({ path: { id: org.ids.project } }) },
  createProjectTask: {
    access: "write",
    call: async () => ({ path: { id: (await freshProject()).id }, body: { title: "Matrix task" } }),
  },
  getProjectTask: {
    access: "read",
    call: async () => ({ path: { id: org.ids.project, taskId: org.ids.projectTask } }),
  },
  updateProjectTask: {
    access: "write",
    call: async () => ({ path: await freshTask(), body: { title: "Renamed" } }),
  },
  deleteProjectTask: { access: "write", call: async () => ({ path: await freshTask() }) },
  moveProjectTask: {
    access: "write",
    call: async () => {
      const task = await freshTask();
      return { path: task, body: { columnId: task.columnId } };
    },
  },
  assignProjectTask: {
    access: "write",
    call: async () => ({ path: await freshTask(), body: { assigneeId: owner.user.id } }),
  },
  listTaskComments: {
    access: "read",
    call: async () => ({ path: { id: org.ids.project, taskId: org.ids.projectTask } }),
  },
  addTaskComment: {
    access: "write",
    call: async () => ({ path: await freshTask(), body: { body: "Matrix comment" } }),
  },
  deleteTaskComment: {
    access: "write",
    // A comment can be deleted by its author: each caller deletes one of its own (refused callers cannot write one,
    // so theirs is the owner's, refused before the author matters).
    call: async (caller) => {
      const task = await freshTask();
      const author = canWriteAs(caller) ? caller.http : asOwner();
      const comment = await made(
        author.post<{ comment: { id: string } }>(`/api/v1/projects/${task.id}/tasks/${task.taskId}/comments`, {
          body: "Doomed",
        }),
        "comment",
      );
      return { path: { ...task, commentId: comment.comment.id } };
    },
  },

  // Issue 25: the set-up of an empty database, the demo data (owners and admins fill and remove it), the home page.
  getSetupStatus: { access: "public", reason: "no credentials: whether the database still needs its set-up" },
  setUp: { access: "public", reason: "creates the first organization of an empty database; 409 once there is one" },
  getOverview: { access: "read" },
  getDemoData: { access: "read", alsoAllowed: [404] },
  addDemoData: { access: "admin", alsoAllowed: [409] },
  removeDemoData: { access: "admin", alsoAllowed: [404, 409] },

  listUsers: { access: "admin" },
  changeUserRole: {
    access: "admin",
    call: async () => ({ path: { id: await freshMember() }, body: { role: "read-only" } }),
  },
  deactivateUser: { access: "admin", call: async () => ({ path: { id: await freshMember() } }) },
  reactivateUser: { access: "admin", call: async () => ({ path: { id: await freshMember() } }) },
  leaveOrganization: { access: "account", freshCaller: true },
  listInvitations: { access: "admin" },
  createInvitation: { access: "admin", call: async () => ({ body: { email: uniqueEmail("matrix"), role: "member" } }) },
  revokeInvitation: {
    access: "admin",
    call: async () => ({
      path: {
        id: (
          await made(
            asOwner().post<{ invitation: { id: string } }>("/api/v1/settings/invitations", {
              email: uniqueEmail("doomed"),
              role: "member",
            }),
            "invitation",
          )
        ).invitation.id,
      },
    }),
  },
};

/** Whether the caller may make a call of this access, and if not, the message of the 403. */
function expectation(access: Access, caller: Caller): { allowed: true } | { allowed: false; error: string } {
  const isKey = caller.kind !== "session";
  switch (access) {
    case "read":
      return { allowed: true };
    case "write":
      if (caller.role === "read-only") return { allowed: false, error: TEAM_MESSAGES.readOnly };
      if (caller.kind === "read key") return { allowed: false, error: TEAM_MESSAGES.readKey };
      return { allowed: true };
    case "account":
      return isKey ? { allowed: false, error: API_KEYS_CANNOT_MANAGE_KEYS } : { allowed: true };
    case "admin":
      if (isKey) return { allowed: false, error: API_KEYS_CANNOT_ADMINISTER };
      if (caller.role !== "owner" && caller.role !== "admin") return { allowed: false, error: TEAM_MESSAGES.adminOnly };
      return { allowed: true };
    case "integration-admin":
      if (caller.role !== "owner" && caller.role !== "admin") return { allowed: false, error: TEAM_MESSAGES.adminOnly };
      return { allowed: true };
  }
}

interface Procedure {
  path: string;
  type: "query" | "mutation";
}

function proceduresByRoute(): Map<string, Procedure> {
  const all = appRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: ProcedureMeta } }>;
  const result = new Map<string, Procedure>();
  for (const [path, procedure] of Object.entries(all)) {
    const openapi = procedure._def.meta?.openapi;
    if (openapi)
      result.set(`${openapi.method} ${openapi.path}`, { path, type: procedure._def.type as Procedure["type"] });
  }
  return result;
}

/** A caller of the same kind as `caller`, made for one call that acts on its own account. */
async function freshCallerLike(caller: Caller): Promise<Caller> {
  const user =
    caller.role === "owner" ? await signUpWithRole(app, owner, "owner") : await signUpWithRole(app, owner, caller.role);
  const http =
    caller.kind === "session"
      ? user.http
      : keyClient(app, await createKey(user, caller.kind === "read key" ? "read" : "read-write"));
  return { ...caller, user, http };
}

beforeAll(async () => {
  app = await startTestApp();
  document = await fetchDocument(app.baseUrl);
  org = await seedTenant(app, "ROLES");
  owner = org.user;
  const admin = await signUpWithRole(app, owner, "admin");
  const member = await signUpWithRole(app, owner, "member");
  const reader = await signUpWithRole(app, owner, "read-only");
  callers = [
    { name: "owner", role: "owner", kind: "session", http: owner.http, user: owner },
    { name: "admin", role: "admin", kind: "session", http: admin.http, user: admin },
    { name: "member", role: "member", kind: "session", http: member.http, user: member },
    { name: "read-only user", role: "read-only", kind: "session", http: reader.http, user: reader },
    {
      name: "read key",
      role: "member",
      kind: "read key",
      http: keyClient(app, await createKey(member, "read")),
      user: member,
    },
    {
      name: "read-write key",
      role: "member",
      kind: "read-write key",
      http: keyClient(app, await createKey(member, "read-write")),
      user: member,
    },
    {
      name: "read-only user's read-write key",
      role: "read-only",
      kind: "read-write key",
      http: keyClient(app, await createKey(reader, "read-write")),
      user: reader,
    },
  ];
}, 120_000);

afterAll(async () => {
  console.log(
    `[role matrix] ${figures.operations} operations × ${callers?.length ?? 0} callers: ${figures.calls} calls, ${figures.allowed} allowed, ${figures.refused} refused as expected`,
  );
  await app?.close();
});

async function callRest(caller: Caller, operation: Operation, call: Call) {
  figures.calls++;
  const url = `/api/v1${fillPath(operation.path, call.path ?? {})}${queryString(call.query ?? {})}`;
  if (call.csv !== undefined) {
    return caller.http.request(operation.method, url, { rawBody: call.csv, headers: { "content-type": "text/csv" } });
  }
  return caller.http.request(operation.method, url, call.body !== undefined ? { body: call.body } : {});
}

async function callTrpc(caller: Caller, procedure: Procedure, call: Call) {
  figures.calls++;
  const input = { ...call.path, ...call.query, ...(call.body as object | undefined) };
  const hasInput = Object.keys(input).length > 0;
  if (procedure.type === "query") {
    const query = hasInput ? `?input=${encodeURIComponent(JSON.stringify(input))}` : "";
    return caller.http.get(`/api/trpc/${procedure.path}${query}`);
  }
  return caller.http.post(`/api/trpc/${procedure.path}`, hasInput ? input : {});
}

const errorOf = (res: HttpResponse) =>
  typeof res.body === "object" && res.body !== null
    ? ((res.body as { error?: unknown }).error ?? (res.body as { error?: { message?: unknown } }).error)
    : undefined;

describe("the role matrix", () => {
  it("has a fixture for every operation of the document and every tRPC procedure", () => {
    const operations = operationsOf(document);
    expect(
      operations.filter((op) => !FIXTURES[op.operationId]).map((op) => `${op.key} (${op.operationId})`),
      "operations without a role fixture: add one to FIXTURES",
    ).toEqual([]);
    expect(
      Object.keys(FIXTURES).filter((id) => !operations.some((op) => op.operationId === id)),
      "fixtures of operations that no longer exist",
    ).toEqual([]);
    const documented = new Set(operations.map((op) => op.key));
    expect(
      [...proceduresByRoute().keys()].filter((route) => !documented.has(route)),
      "tRPC procedures outside the document",
    ).toEqual([]);
  });

  it("allows and refuses every operation to every role and key scope as the rules say, on both surfaces", async () => {
    const byRoute = proceduresByRoute();
    const failures: string[] = [];
    for (const operation of operationsOf(document)) {
      const fixture = FIXTURES[operation.operationId];
      if (!appliesRoles(fixture)) continue;
      figures.operations++;
      const procedure = byRoute.get(operation.key);
      for (const base of callers) {
        const caller = fixture.freshCaller ? await freshCallerLike(base) : base;
        const expected = expectation(fixture.access, caller);
        const label = `${operation.key} (${operation.operationId}) as ${caller.name}`;
        const rest = await callRest(caller, operation, (await fixture.call?.(caller)) ?? {});
        if (expected.allowed) {
          const ok = (rest.status >= 200 && rest.status < 300) || fixture.alsoAllowed?.includes(rest.status);
          if (!ok) failures.push(`${label}: ${rest.status}, expected 2xx — ${rest.text.slice(0, 200)}`);
          else figures.allowed++;
          continue;
        }
        if (rest.status !== 403 || errorOf(rest) !== expected.error) {
          failures.push(`${label}: ${rest.status} ${rest.text.slice(0, 200)}, expected 403 "${expected.error}"`);
        } else figures.refused++;
        if (procedure) {
          const trpc = await callTrpc(caller, procedure, (await fixture.call?.(caller)) ?? {});
          if (trpc.status !== 403 || !trpc.text.includes(expected.error)) {
            failures.push(`${label} (tRPC): ${trpc.status} ${trpc.text.slice(0, 200)}, expected 403`);
          } else figures.refused++;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(figures.refused).toBeGreaterThan(100);
  }, 300_000);

  it("leaves a read-only user's organization unchanged: every write it tried was refused", async () => {
    const reader = callers.find((c) => c.name === "read-only user") as Caller;
    // Every write's request is made first (fixtures create records as the owner), then the organization's rows are
    // fingerprinted, then the read-only user sends them all.
    const writes: [Operation, Call][] = [];
    for (const operation of operationsOf(document)) {
      const fixture = FIXTURES[operation.operationId];
      if (appliesRoles(fixture) && fixture.access === "write")
        writes.push([operation, (await fixture.call?.(reader)) ?? {}]);
    }
    const before = await hashTenantRows(app.database.db, org.orgId);
    for (const [operation, call] of writes) {
      const res = await callRest(reader, operation, call);
      expect(res.status, operation.key).toBe(403);
    }
    expect(writes.length).toBeGreaterThanOrEqual(23);
    expect(await hashTenantRows(app.database.db, org.orgId)).toEqual(before);
  }, 120_000);
});

describe("the company profile's bank details and identity (issue 34 item 8)", () => {
  // Where invoices ask customers to pay, and who the supplier is: an owner or an admin in a browser session changes
  // them; every other caller — a member, a read-only user, any API key (an owner's and an admin's included) — gets
  // 403 naming the field, and the organization's rows stay as they were.
  const ACCOUNTS = ["2701000002/2010", "19-2000145399/0800"];
  let turn = 0;

  it("lets owners and admins in a session change the bank account, and refuses everyone else with nothing changed", async () => {
    const admin = callers.find((c) => c.name === "admin") as Caller;
    const adminKey: Caller = {
      name: "admin's read-write key",
      role: "admin",
      kind: "read-write key",
      http: keyClient(app, await createKey(admin.user, "read-write")),
      user: admin.user,
    };
    const ownerKey: Caller = {
      name: "owner's read-write key",
      role: "owner",
      kind: "read-write key",
      http: keyClient(app, await createKey(owner, "read-write")),
      user: owner,
    };
    const failures: string[] = [];
    for (const caller of [...callers, adminKey, ownerKey]) {
      const stored = await companyProfile();
      const bankAccount = ACCOUNTS.find((account) => account !== stored.bankAccount) as string;
      const body = { ...storedProfile(stored), bankAccount, iban: null };
      const allowed = caller.kind === "session" && (caller.role === "owner" || caller.role === "admin");
      const before = allowed ? undefined : await hashTenantRows(app.database.db, org.orgId);
      const res = await caller.http.put("/api/v1/settings/company", body);
      turn++;
      if (allowed) {
        if (res.status !== 200) failures.push(`${caller.name}: ${res.status} ${res.text.slice(0, 200)}, expected 200`);
        continue;
      }
      // Who may not write at all hears that rule; a writer hears that these fields are an owner's or an admin's.
      const writer = expectation("write", caller);
      const message = writer.allowed
        ? `bankAccount: ${caller.kind === "session" ? COMPANY_MESSAGES.protectedFields : COMPANY_MESSAGES.protectedFieldsKey}`
        : writer.error;
      if (res.status !== 403 || errorOf(res) !== message) {
        failures.push(`${caller.name}: ${res.status} ${res.text.slice(0, 200)}, expected 403 "${message}"`);
      }
      // A key's use stamps its last_used_at: every other row must be as it was.
      const { api_keys: _before, ...rest } = before ?? {};
      const { api_keys: _after, ...now } = await hashTenantRows(app.database.db, org.orgId);
      if (JSON.stringify(now) !== JSON.stringify(rest)) {
        failures.push(`${caller.name}: the refused change changed the organization's rows`);
      }
    }
    expect(failures).toEqual([]);
    expect(turn).toBe(callers.length + 2);
  }, 120_000);
});
