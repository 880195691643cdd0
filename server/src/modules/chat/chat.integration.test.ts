import { randomUUID } from "node:crypto";
import type { Deal } from "@kancl/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, type ChatAnswer, userMessage } from "../../../test/chat-client";
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
// name and answers from the tool's result. (The local model has its own phrasing tests; see server/src/local-model/.)
const model = scriptedModel({
  toolCall(text) {
    // Every invoice: the one here is a draft, which "open" (issued and unpaid, issue 43) leaves out.
    if (/faktur/i.test(text)) return { toolName: "listInvoices", input: {} };
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

async function negotiatedDeal(title: string): Promise<Deal> {
  return (await user.http.post<Deal>("/api/v1/crm/deals", { title, status: "negotiation" })).body;
}

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

    const no = await ask(user.http, chatId, "ne");
    expect(no.text).toBe("Dobře, nic jsem neprovedl.");
    expect((await user.http.get<Deal>(`/api/v1/crm/deals/${deal.id}`)).body.status).toBe("negotiation");
    // The no dropped the proposal: a later "ano" does nothing.
    const lateYes = await ask(user.http, chatId, "ano");
    expect(lateYes.text).not.toMatch(/^Hotovo/);
    expect((await user.http.get<Deal>(`/api/v1/crm/deals/${deal.id}`)).body.status).toBe("negotiation");

    await ask(user.http, chatId, "vyhraj Licence za 900");
    const yes = await ask(user.http, chatId, "Ano!");
    expect(yes.text).toMatch(/^Hotovo: obchod „Licence“ je vyhraný \(900,00\s(US\$|\$)\)\.$/);
    const won = await user.http.get<Deal>(`/api/v1/crm/deals/${deal.id}`);
    expect(won.body).toMatchObject({ status: "won", actualValue: 900 });
  });

  it("marks the answer that waits for a yes or a no (the panel's Yes/No buttons), and no other answer", async () => {
    const metadataOf = (answer: ChatAnswer) =>
      answer.chunks.filter((chunk) => chunk.type === "message-metadata").map((chunk) => chunk.messageMetadata);
    // A deal of its own: the test before wins "Licence".
    const own = await user.http.post<Deal>("/api/v1/crm/deals", {
      title: "Podpora",
      status: "negotiation",
      billingContactId: deal.billingContactId,
    });
    const chatId = randomUUID();
    expect(metadataOf(await ask(user.http, chatId, "kolik mame otevrenych obchodu"))).toEqual([]);
    const proposal = await ask(user.http, chatId, "vyhraj Podpora za 900");
    expect(proposal.text).toMatch(/Mám to provést\? ano\/ne$/);
    expect(metadataOf(proposal)).toEqual([{ awaitsConfirmation: true }]);
    // A question in between leaves the change waiting: that answer asks again, and is marked again.
    expect(metadataOf(await ask(user.http, chatId, "co presne se zmeni?"))).toEqual([{ awaitsConfirmation: true }]);
    const no = await ask(user.http, chatId, "ne");
    expect([no.text, metadataOf(no)]).toEqual(["Dobře, nic jsem neprovedl.", []]);
    // The stored conversation keeps the mark for a panel reloaded while a change waits.
    await ask(user.http, chatId, "vyhraj Podpora za 900");
    const stored = await user.http.get<{ messages: { role: string; metadata?: unknown }[] }>(
      `/api/v1/ai/chat/${chatId}`,
    );
    expect(stored.body.messages.at(-1)).toMatchObject({ role: "assistant", metadata: { awaitsConfirmation: true } });
    expect((await user.http.get<Deal>(`/api/v1/crm/deals/${own.body.id}`)).body.status).toBe("negotiation");
  });

  // Issue 20, item 6: "ok, ale nejdřív mi řekni, co přesně se změní?" carried the change out.
  it("takes a question for a question: answers it, says precisely what would change and asks again", async () => {
    const migration = await negotiatedDeal("Migrace");
    const chatId = randomUUID();
    await ask(user.http, chatId, "vyhraj Migrace za 900");
    const reminder =
      /Čeká na potvrzení: Obchod „Migrace“ se označí jako vyhraný: stav „ve vyjednávání“ → „vyhraný“, skutečná hodnota 900,00\s(US\$|\$)\. Nic jiného se nezmění\. Mám to provést\? ano\/ne$/;
    for (const reply of [
      "ok, ale nejdřív mi řekni, co přesně se změní?",
      "ano?",
      "jo a ukaž faktury",
      "ano, ale za 1000",
    ]) {
      const answer = await ask(user.http, chatId, reply);
      expect(answer.status, reply).toBe(200);
      expect(answer.text, reply).toMatch(reminder);
      expect(answer.text, reply).not.toMatch(/Hotovo/);
      expect((await user.http.get<Deal>(`/api/v1/crm/deals/${migration.id}`)).body.status, reply).toBe("negotiation");
    }
    // The model (whichever it is) was told what waits, so it can answer a question about it.
    const system = model.doStreamCalls.at(-1)?.prompt.find((message) => message.role === "system")?.content;
    expect(system).toContain(
      "A change is waiting for the user's confirmation: The deal “Migrace” will be marked won: status “in negotiation” → “won”, actual value",
    );
    // It is still the proposal on the table: a clear yes now confirms it.
    const yes = await ask(user.http, chatId, "ano");
    expect(yes.text).toMatch(/^Hotovo: obchod „Migrace“ je vyhraný/);
    expect((await user.http.get<Deal>(`/api/v1/crm/deals/${migration.id}`)).body).toMatchObject({
      status: "won",
      actualValue: 900,
    });
  });
});

describe("confirmations with the offline local model", () => {
  let local: TestApp;
  let someone: SignedInUser;
  beforeAll(async () => {
    local = await startTestApp(); // the default model: the local one, deciding in worker threads
    someone = await signUp(local, (await createOrganization(local)).id);
  });
  afterAll(() => local.close());

  /** The answer's text parts, each whole (the model's answer, then the server's own, if any). */
  const textParts = (answer: Awaited<ReturnType<typeof ask>>) => {
    const parts = new Map<string, string>();
    for (const chunk of answer.chunks) {
      if (chunk.type === "text-delta") parts.set(String(chunk.id), (parts.get(String(chunk.id)) ?? "") + chunk.delta);
    }
    return [...parts.values()].map((text) => text.replace(/[\u00a0\u202f]/g, " "));
  };

  it("answers a question about the proposal, says what would change and asks again; only a yes carries it out", async () => {
    const licence = (
      await someone.http.post<Deal>("/api/v1/crm/deals", { title: "Licence", status: "negotiation", currency: "CZK" })
    ).body;
    const chatId = randomUUID();
    const proposal = await ask(someone.http, chatId, "Označ obchod Licence jako vyhraný za 120 000 Kč");
    expect(textParts(proposal)).toEqual([
      "Navrhuji označit obchod „Licence“ jako vyhraný se skutečnou hodnotou 120 000,00 Kč. Mám to provést? ano/ne",
    ]);
    const question = await ask(someone.http, chatId, "ok, ale nejdřív mi řekni, co přesně se změní?");
    expect(textParts(question)).toEqual([
      "Zatím jsem nic neprovedl.",
      "Čeká na potvrzení: Obchod „Licence“ se označí jako vyhraný: stav „ve vyjednávání“ → „vyhraný“, skutečná hodnota 120 000,00 Kč. Nic jiného se nezmění. Mám to provést? ano/ne",
    ]);
    expect((await someone.http.get<Deal>(`/api/v1/crm/deals/${licence.id}`)).body.status).toBe("negotiation");
    // Another request in between is answered, and the change is asked about again.
    const other = await ask(someone.http, chatId, "ukaž obchody ve vyjednávání");
    expect(textParts(other)[0]).toMatch(/^Obchody ve vyjednávání \(1\):/);
    expect(textParts(other)[1]).toMatch(/^Čeká na potvrzení: Obchod „Licence“/);
    expect((await someone.http.get<Deal>(`/api/v1/crm/deals/${licence.id}`)).body.status).toBe("negotiation");

    const yes = await ask(someone.http, chatId, "ano");
    expect(textParts(yes)).toEqual(["Hotovo: obchod „Licence“ je vyhraný (120 000,00 Kč)."]);
    expect((await someone.http.get<Deal>(`/api/v1/crm/deals/${licence.id}`)).body).toMatchObject({
      status: "won",
      actualValue: 120000,
    });
  });
});

describe("the user's language (decision 184)", () => {
  let local: TestApp;
  let english: SignedInUser;
  let czech: SignedInUser;
  beforeAll(async () => {
    local = await startTestApp(); // the offline local model
    const orgId = (await createOrganization(local)).id;
    english = await signUp(local, orgId); // the organization's default: English
    czech = await signUp(local, orgId);
    expect((await czech.http.put("/api/v1/account/language", { language: "cs" })).status).toBe(200);
  });
  afterAll(() => local.close());

  const texts = (answer: Awaited<ReturnType<typeof ask>>) => answer.text.replace(/[\u00a0\u202f]/g, " ");

  it("an English user gets English proposals and confirmations, and 'yes' carries the change out", async () => {
    const deal = (
      await english.http.post<Deal>("/api/v1/crm/deals", { title: "Gamma", status: "negotiation", currency: "CZK" })
    ).body;
    const chatId = randomUUID();
    const proposal = await ask(english.http, chatId, "Mark the deal Gamma as won for 5000 CZK");
    expect(texts(proposal)).toContain("Shall I do it? yes/no");
    const yes = await ask(english.http, chatId, "yes");
    expect(texts(yes)).toMatch(/^Done: the deal "Gamma" is won/);
    expect((await english.http.get<Deal>(`/api/v1/crm/deals/${deal.id}`)).body.status).toBe("won");
  });

  it("a message in neither language is answered in the user's own: 'ok' confirms in Czech for a Czech user, in English for an English one", async () => {
    await english.http.post<Deal>("/api/v1/crm/deals", { title: "Delta", status: "negotiation", currency: "CZK" });
    await english.http.post<Deal>("/api/v1/crm/deals", { title: "Epsilon", status: "negotiation", currency: "CZK" });
    const czechChat = randomUUID();
    expect(texts(await ask(czech.http, czechChat, "Označ obchod Delta jako vyhraný za 1000 Kč"))).toContain(
      "Mám to provést? ano/ne",
    );
    expect(texts(await ask(czech.http, czechChat, "ok"))).toMatch(/^Hotovo: obchod „Delta“ je vyhraný/);
    const englishChat = randomUUID();
    expect(texts(await ask(english.http, englishChat, "Mark the deal Epsilon as won for 1000 CZK"))).toContain(
      "Shall I do it? yes/no",
    );
    expect(texts(await ask(english.http, englishChat, "ok"))).toMatch(/^Done: the deal "Epsilon" is won/);
  });

  it("the local model answers a message in neither language in the user's: help in English or in Czech", async () => {
    const englishHelp = texts(await ask(english.http, randomUUID(), "hmm"));
    const czechHelp = texts(await ask(czech.http, randomUUID(), "hmm"));
    expect(englishHelp).not.toEqual(czechHelp);
    expect(czechHelp).toMatch(/[ěščřžýáíéůúňťď]/);
    expect(englishHelp).not.toMatch(/[ěščřžýáíéůúňťď]/);
  });
});

describe("conversations are private", () => {
  // Issue 20, item 7: for user B, user A's chat id answered 404 while an unknown id answered 200 or 204, so B could
  // tell which ids exist. Chat ids are per user: to B, A's id is just an id B has not used yet.
  it("answers another user's chat id exactly as an unknown one, and never touches the owner's conversation", async () => {
    const chatId = randomUUID();
    await ask(user.http, chatId, "Najdi všechny otevřené faktury");
    const before = await user.http.get<{ messages: unknown[] }>(`/api/v1/ai/chat/${chatId}`);
    expect(before.body.messages).toHaveLength(2);
    const sameOrg = await signUp(app, user.user.orgId);
    const otherOrg = await signUp(app, (await createOrganization(app)).id);
    for (const [who, intruder] of [
      ["same organization", sameOrg],
      ["other organization", otherOrg],
    ] as const) {
      const unknown = randomUUID();
      const read = async (id: string) => {
        const res = await intruder.http.get<Record<string, unknown>>(`/api/v1/ai/chat/${id}`);
        return {
          status: res.status,
          body: { ...res.body, id: res.body.id === id ? "<the id asked for>" : res.body.id },
        };
      };
      expect(await read(chatId), who).toEqual(await read(unknown));
      expect(await read(chatId), who).toEqual({
        status: 200,
        body: { id: "<the id asked for>", title: "", messages: [] },
      });

      const resume = async (id: string) => {
        const res = await intruder.http.get(`/api/v1/ai/chat/${id}/stream`);
        return { status: res.status, text: res.text };
      };
      expect(await resume(chatId), who).toEqual(await resume(unknown));
      expect(await resume(chatId), who).toEqual({ status: 204, text: "" });

      const post = async (id: string) => {
        const answer = await ask(intruder.http, id, "co tu je?");
        return { status: answer.status, types: answer.chunks.map((c) => c.type), text: answer.text };
      };
      expect(await post(chatId), who).toEqual(await post(unknown));
      // B now has a conversation of its own under that id, with nothing of A's in it.
      const own = await intruder.http.get<{ messages: unknown[] }>(`/api/v1/ai/chat/${chatId}`);
      expect(own.body.messages, who).toHaveLength(2);
      expect(JSON.stringify(own.body), who).not.toContain("otevřené faktury");
    }
    expect((await user.http.get(`/api/v1/ai/chat/${chatId}`)).body).toEqual(before.body);
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
