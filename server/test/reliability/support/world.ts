import { randomUUID } from "node:crypto";
import type { Contact, Deal, Invoice, Relationship } from "@kancl/shared";
import { userMessage } from "../../chat-client";
import { createContact, createOrganization, type SignedInUser, signUp } from "../../factories";
import { HttpClient, type HttpResponse, type RequestOptions } from "../../http-client";
import type { TestApp } from "../../test-app";

/** An HttpClient that authenticates with an API key (Authorization: Bearer kancl_…) instead of cookies. */
export class ApiKeyClient extends HttpClient {
  constructor(
    baseUrl: string,
    readonly apiKey: string,
  ) {
    super(baseUrl);
  }
  override request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    return super.request<T>(method, path, {
      ...options,
      headers: { authorization: `Bearer ${this.apiKey}`, ...options.headers },
    });
  }
}

/** The ids of one tenant's records, by kind; the matrix puts them into paths and bodies. */
export interface TenantIds {
  person: string;
  person2: string;
  organization: string;
  organization2: string;
  child: string;
  link: string;
  deal: string;
  deal2: string;
  invoice: string;
  apiKey: string;
  chat: string;
  /** A deal in the trash (issue 24). */
  trashed: string;
  /** A second signed-in session of the tenant's user (not the one its client uses). */
  session: string;
  /** A message of the organization's outbox (the user's password-reset mail). */
  outbox: string;
  /** The tenant's user (its owner, an assignee or mention), a pending invitation (issue 25), and its project with a
   * column, a task and a comment (issue 26). */
  user: string;
  invitation: string;
  project: string;
  projectColumn: string;
  projectTask: string;
  taskComment: string;
  /** A note on the tenant's person (issue 24). */
  note: string;
  /** A webhook endpoint and one of its deliveries (a ping, never sent: no worker runs here; issue 27). */
  webhook: string;
  webhookDelivery: string;
}

export type IdKind = keyof TenantIds;

export interface Tenant {
  orgId: string;
  user: SignedInUser;
  /** The same user, calling with an API key. */
  key: ApiKeyClient;
  ids: TenantIds;
  /** Texts that exist only in this tenant's records: none may ever appear in another tenant's answers. */
  secrets: string[];
}

const billing = (marker: string) => ({
  name: `${marker} Billing s.r.o.`,
  email: `billing-${marker.toLowerCase()}@example.cz`,
  address: `${marker} street 1, Praha`,
  taxId: `CZ${marker.length}99887766`,
});

/** A complete supplier profile (Settings → Company) whose texts carry the marker. */
export const companyProfileBody = (marker: string) => ({
  legalName: `${marker} Supplier s.r.o.`,
  street: `${marker} street 2`,
  city: "Praha",
  postalCode: "110 00",
  country: "CZ",
  registrationNumber: "27082440",
  taxId: "CZ27082440",
  vatPayer: true,
  bankAccount: "19-2000145399/0800",
  email: `supplier-${marker.toLowerCase()}@example.cz`,
  footerText: `${marker} register entry`,
});

/** A small SVG logo upload. */
export const LOGO_UPLOAD = {
  mediaType: "image/svg+xml",
  data: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0L10 10"/></svg>',
  ).toString("base64"),
};

/**
 * An organization with one of everything (two where a second is needed to point at), created over the API like a
 * user would. `marker` goes into every text so a leak is easy to spot.
 */
export async function seedTenant(app: TestApp, marker: string): Promise<Tenant> {
  const orgId = (await createOrganization(app, `${marker} Organization`)).id;
  const user = await signUp(app, orgId, {
    name: `${marker} User`,
    email: `${marker.toLowerCase()}-${randomUUID().slice(0, 6)}@example.cz`,
  });
  const http = user.http;
  const apiKey = await http.post<{ apiKey: { id: string }; secret: string }>("/api/v1/api-keys", {
    name: `${marker} key`,
  });
  if (apiKey.status !== 201) throw new Error(`api key: ${apiKey.status} ${apiKey.text}`);

  const person = await createContact(http, {
    type: "person",
    name: `${marker} Person`,
    email: `p-${marker.toLowerCase()}@example.cz`,
    phone: "+420 111",
  });
  const person2 = await createContact(http, {
    type: "person",
    name: `${marker} Person Two`,
    email: `p2-${marker.toLowerCase()}@example.cz`,
  });
  const organization = await createContact(http, {
    type: "organization",
    name: `${marker} Customer`,
    legalName: `${marker} Customer a.s.`,
    billing: billing(marker),
  });
  const organization2 = await createContact(http, {
    type: "organization",
    name: `${marker} Customer Two`,
    legalName: `${marker} Customer Two a.s.`,
    billing: billing(`${marker}2`),
  });
  const child = await createContact<Contact>(http, {
    type: "organization",
    name: `${marker} Branch`,
    legalName: `${marker} Branch s.r.o.`,
    parentOrganizationId: organization.id,
  });
  const link = await http.post<Relationship>(`/api/v1/crm/contacts/${person.id}/organizations`, {
    organizationId: organization.id,
    role: `${marker} Buyer`,
  });
  if (link.status !== 201) throw new Error(`link: ${link.status} ${link.text}`);
  const deal = await http.post<Deal>("/api/v1/crm/deals", {
    title: `${marker} Deal`,
    status: "negotiation",
    currency: "CZK",
    estimatedValue: 1000,
    billingContactId: organization.id,
  });
  const deal2 = await http.post<Deal>("/api/v1/crm/deals", {
    title: `${marker} Deal Two`,
    billingContactId: organization2.id,
  });
  if (deal.status !== 201 || deal2.status !== 201) throw new Error(`deal: ${deal.status} ${deal.text}`);
  const invoice = await http.post<Invoice>("/api/v1/crm/invoices", {
    dealId: deal.body.id,
    billingContactId: organization.id,
    items: [{ description: `${marker} consulting`, quantity: 2, unitPrice: 150 }],
    dueDate: "2099-12-31",
  });
  if (invoice.status !== 201) throw new Error(`invoice: ${invoice.status} ${invoice.text}`);
  const trashed = await http.post<Deal>("/api/v1/crm/deals", { title: `${marker} Deal in the trash` });
  if ((await http.delete(`/api/v1/crm/deals/${trashed.body.id}`)).status !== 200) throw new Error("trashed deal");

  const project = await http.post<{ id: string }>("/api/v1/projects", {
    name: `${marker} Project`,
    clientId: organization2.id,
    description: `${marker} plan`,
  });
  if (project.status !== 201) throw new Error(`project: ${project.status} ${project.text}`);
  const board = await http.get<{ columns: { id: string }[] }>(`/api/v1/projects/${project.body.id}/board`);
  const task = await http.post<{ task: { id: string } }>(`/api/v1/projects/${project.body.id}/tasks`, {
    title: `${marker} Task`,
    assigneeId: user.user.id,
    checklist: [{ text: `${marker} item` }],
  });
  const comment = await http.post<{ comment: { id: string } }>(
    `/api/v1/projects/${project.body.id}/tasks/${task.body.task.id}/comments`,
    { body: `${marker} comment`, mentions: [user.user.id] },
  );
  if (task.status !== 201 || comment.status !== 201) throw new Error(`task: ${task.text} ${comment.text}`);

  const note = await http.post<{ id: string }>("/api/v1/crm/notes", {
    subjectType: "contact",
    subjectId: person.id,
    body: `${marker} note`,
  });
  if (note.status !== 201) throw new Error(`note: ${note.status} ${note.text}`);

  const profile = await http.put("/api/v1/settings/company", { ...companyProfileBody(marker), version: 0 });
  const logo = await http.put("/api/v1/settings/company/logo", LOGO_UPLOAD);
  if (profile.status !== 200 || logo.status !== 200) throw new Error(`company: ${profile.text} ${logo.text}`);

  const invitation = await http.post<{ invitation: { id: string } }>("/api/v1/settings/invitations", {
    email: `invited-${marker.toLowerCase()}-${randomUUID().slice(0, 6)}@example.cz`,
    role: "member",
  });
  if (invitation.status !== 201) throw new Error(`invitation: ${invitation.status} ${invitation.text}`);

  // Not marked: another tenant sending this id gets it back as its own (chat ids are per user), which is no leak.
  const chat = `chat-${randomUUID()}`;
  const chatAnswer = await http.post("/api/v1/ai/chat", {
    id: chat,
    messages: [userMessage(`${marker} hello`)],
    trigger: "submit-message",
  });
  if (chatAnswer.status !== 200) throw new Error(`chat: ${chatAnswer.status} ${chatAnswer.text}`);

  // Issue 25: a second session of the user, and a message in the outbox (a password reset, kept unsent: no SMTP).
  const elsewhere = new HttpClient(app.baseUrl);
  await elsewhere.post("/api/v1/auth/login", { email: user.user.email, password: user.password });
  const sessions = await http.get<{ sessions: { id: string; current: boolean }[] }>("/api/v1/account/sessions");
  const session = sessions.body.sessions.find((s) => !s.current)?.id;
  const reset = await new HttpClient(app.baseUrl).post("/api/v1/auth/password-reset/request", {
    email: user.user.email,
  });
  // The request leaves the mail to a job (decision 142) and the test app runs no worker: do the job's work here.
  await app.services.passwordReset.sendLink(user.user.email);
  const outbox = await http.get<{ messages: { id: string }[] }>("/api/v1/settings/outbox");
  const message = outbox.body.messages[0]?.id;
  if (!session || reset.status !== 200 || !message) throw new Error(`account: ${sessions.text} ${outbox.text}`);

  // Issue 27: a webhook (its URL carries the marker) with a delivery.
  const webhook = await http.post<{ webhook: { id: string }; secret: string }>("/api/v1/webhooks", {
    url: `https://${marker.toLowerCase()}.example.com/hooks`,
    events: ["invoice.paid"],
    description: `${marker} webhook`,
  });
  const ping = await http.post<{ id: string }>(`/api/v1/webhooks/${webhook.body.webhook?.id}/test`);
  if (webhook.status !== 201 || ping.status !== 200) throw new Error(`webhook: ${webhook.text} ${ping.text}`);

  return {
    orgId,
    user,
    key: new ApiKeyClient(app.baseUrl, apiKey.body.secret),
    ids: {
      person: person.id,
      person2: person2.id,
      organization: organization.id,
      organization2: organization2.id,
      child: child.id,
      link: link.body.id,
      deal: deal.body.id,
      deal2: deal2.body.id,
      invoice: invoice.body.id,
      apiKey: apiKey.body.apiKey.id,
      chat,
      trashed: trashed.body.id,
      session,
      outbox: message,
      user: user.user.id,
      invitation: invitation.body.invitation.id,
      project: project.body.id,
      projectColumn: board.body.columns[0]?.id ?? "",
      projectTask: task.body.task.id,
      taskComment: comment.body.comment.id,
      note: note.body.id,
      webhook: webhook.body.webhook.id,
      webhookDelivery: ping.body.id,
    },
    secrets: [marker, marker.toLowerCase(), user.user.email, apiKey.body.secret, webhook.body.secret],
  };
}
