import { randomUUID } from "node:crypto";
import type { Deal } from "@kancl/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, userMessage } from "../../../test/chat-client";
import {
  createContact,
  createOrganization,
  organizationBody,
  type SignedInUser,
  signUp,
} from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { scriptedModel } from "../../../test/scripted-model";
import { startTestApp, type TestApp } from "../../../test/test-app";

// The chat route over HTTP with a scripted model standing in for a real one: it calls the tool the user's words
// name and answers from the tool's result. (The local model has its own phrasing tests; see local-model/.)
const model = scriptedModel({
  toolCall(text) {
    if (/faktur/i.test(text)) return { toolName: "listInvoices", input: { status: "open" } };
    const won = /vyhr\w* (.+) za (\d+)/i.exec(text);
    if (won) return { toolName: "markDealWon", input: { deal: won[1], actualValue: Number(won[2]) } };
    if (/pipeline/i.test(text)) return { toolName: "pipelineSummary", input: {} };
    return { text: "Umím hledat kontakty, obchody a faktury." };
  },
  answer(output) {
    const result = output as {
      invoices?: { invoiceNumber: string }[];
      confirmationRequired?: boolean;
      deal?: string;
      rows?: unknown[];
    };
    if (result.confirmationRequired) return `Označím obchod ${result.deal} jako vyhraný. Mám to provést? ano/ne`;
    if (result.invoices)
      return `Otevřené faktury: ${result.invoices.map((i) => i.invoiceNumber).join(", ") || "žádné"}`;
    return JSON.stringify(result);
  },
});

let app: TestApp;
let user: SignedInUser;
let deal: Deal;

beforeAll(async () => {
  app = await startTestApp({ chatModel: model });
  user = await signUp(app, (await createOrganization(app)).id);
  const customer = await createContact(
    user.http,
    organizationBody({ name: "Acme", billing: { name: "Acme s.r.o.", email: "f@acme.cz", address: "Brno" } }),
  );
  deal = (
    await user.http.post<Deal>("/api/v1/crm/deals", {
      title: "Licence",
      status: "negotiation",
      billingContactId: customer.id,
    })
  ).body;
  await user.http.post("/api/v1/crm/invoices", {
    dealId: deal.id,
    billingContactId: customer.id,
    items: [{ description: "Licence", quantity: 1, unitPrice: 1000 }],
    dueDate: "2099-01-01",
  });
});
afterAll(() => app.close());

describe("POST /api/v1/ai/chat", () => {
  it("answers as a UI message stream, from the caller's own data, and keeps the conversation", async () => {
    const chatId = randomUUID();
    const answer = await ask(user.http, chatId, "Najdi všechny otevřené faktury");
    expect(answer.status).toBe(200);
    expect(answer.chunks[0]?.type).toBe("start");
    expect(answer.chunks.some((c) => c.type === "tool-input-available" && c.toolName === "listInvoices")).toBe(true);
    expect(answer.text).toMatch(/^Otevřené faktury: \d{4}-0001$/);

    const stored = await user.http.get<{ title: string; messages: { role: string }[] }>(`/api/v1/ai/chat/${chatId}`);
    expect(stored.body.title).toBe("Najdi všechny otevřené faktury");
    expect(stored.body.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
  });

  it("answers 401 without a session and 400 for a bad body", async () => {
    const anonymous = await new HttpClient(app.baseUrl).post<{ error: string }>("/api/v1/ai/chat", {
      id: "x",
      messages: [userMessage("hi")],
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe("Not signed in");
    const cases = [
      {},
      { id: "x", messages: [] },
      { id: "x", conversationId: "y", messages: [userMessage("hi")] },
      { id: "x", messages: [{ id: "m", role: "assistant", parts: [{ type: "text", text: "hi" }] }] },
      { id: "x", messages: [{ role: "user", parts: "nope" }] },
      { id: "x", messages: [userMessage("   ")] },
      { id: "x", messages: [userMessage("hi")], trigger: "explode" },
    ];
    for (const body of cases) {
      const res = await user.http.post<{ error: string }>("/api/v1/ai/chat", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
  });

  it("regenerates the last answer without duplicating history", async () => {
    const chatId = randomUUID();
    await ask(user.http, chatId, "jak vypadá pipeline");
    const again = await user.http.post<string>("/api/v1/ai/chat", {
      id: chatId,
      conversationId: chatId,
      messages: [],
      trigger: "regenerate-message",
    });
    expect(again.status).toBe(400); // messages must not be empty even for regenerate (useChat always sends them)
    const regenerated = await user.http.post<string>("/api/v1/ai/chat", {
      id: chatId,
      conversationId: chatId,
      messages: [userMessage("jak vypadá pipeline")],
      trigger: "regenerate-message",
    });
    expect(regenerated.status).toBe(200);
    const stored = await user.http.get<{ messages: { role: string }[] }>(`/api/v1/ai/chat/${chatId}`);
    expect(stored.body.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
  });
});

describe("changes need an explicit confirmation", () => {
  it("proposes, then writes only after 'ano'", async () => {
    const chatId = randomUUID();
    const proposal = await ask(user.http, chatId, "vyhraj Licence za 900");
    expect(proposal.text).toBe("Označím obchod Licence jako vyhraný. Mám to provést? ano/ne");
    expect((await user.http.get<Deal>(`/api/v1/crm/deals/${deal.id}`)).body.status).toBe("negotiation");

    const unclear = await ask(user.http, chatId, "hmm, možná");
    expect(unclear.status).toBe(200);
    expect((await user.http.get<Deal>(`/api/v1/crm/deals/${deal.id}`)).body.status).toBe("negotiation");
    // The ambiguous answer dropped the proposal: a later "ano" does nothing either.
    const lateYes = await ask(user.http, chatId, "ano");
    expect(lateYes.text).not.toMatch(/^Hotovo/);
    expect((await user.http.get<Deal>(`/api/v1/crm/deals/${deal.id}`)).body.status).toBe("negotiation");

    await ask(user.http, chatId, "vyhraj Licence za 900");
    const no = await ask(user.http, chatId, "ne");
    expect(no.text).toBe("Dobře, nic jsem neprovedl.");
    expect((await user.http.get<Deal>(`/api/v1/crm/deals/${deal.id}`)).body.status).toBe("negotiation");

    await ask(user.http, chatId, "vyhraj Licence za 900");
    const yes = await ask(user.http, chatId, "Ano!");
    expect(yes.text).toMatch(/^Hotovo: obchod „Licence“ je vyhraný \(900,00\s(US\$|\$)\)\.$/);
    const won = await user.http.get<Deal>(`/api/v1/crm/deals/${deal.id}`);
    expect(won.body).toMatchObject({ status: "won", actualValue: 900 });
  });
});

describe("conversations are private", () => {
  it("answers 404 to anyone else for another user's chat id, and never mixes the histories", async () => {
    const chatId = randomUUID();
    await ask(user.http, chatId, "Najdi všechny otevřené faktury");
    const sameOrg = await signUp(app, user.user.orgId);
    const otherOrg = await signUp(app, (await createOrganization(app)).id);
    for (const intruder of [sameOrg, otherOrg]) {
      const post = await ask(intruder.http, chatId, "co tu je?");
      expect(post.status).toBe(404);
      expect(post.error).toBe("Conversation not found");
      expect((await intruder.http.get(`/api/v1/ai/chat/${chatId}`)).status).toBe(404);
      expect((await intruder.http.get(`/api/v1/ai/chat/${chatId}/stream`)).status).toBe(404);
    }
    const stored = await user.http.get<{ messages: unknown[] }>(`/api/v1/ai/chat/${chatId}`);
    expect(stored.body.messages).toHaveLength(2);
  });

  it("the tools see only the caller's organization", async () => {
    const stranger = await signUp(app, (await createOrganization(app)).id);
    const answer = await ask(stranger.http, randomUUID(), "Najdi všechny otevřené faktury");
    expect(answer.text).toBe("Otevřené faktury: žádné");
  });
});

describe("resuming", () => {
  it("answers 204 when nothing is being generated", async () => {
    const chatId = randomUUID();
    expect((await user.http.get(`/api/v1/ai/chat/${chatId}/stream`)).status).toBe(204);
    await ask(user.http, chatId, "jak vypadá pipeline");
    expect((await user.http.get(`/api/v1/ai/chat/${chatId}/stream`)).status).toBe(204);
  });
});
