import { randomUUID } from "node:crypto";
import type { Deal } from "@kancl/shared";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ask } from "../../../test/chat-client";
import {
  createContact,
  createOrganization,
  organizationBody,
  type SignedInUser,
  signUp,
} from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/test-app";
import { chatModelFromSettings } from "./chat-model";

// The chat route over HTTP with the real OpenAI provider (AI_PROVIDER=openai) whose HTTP API is faked by msw:
// the only part of this test outside our system. Requests to the app itself pass through.
const OPENAI_URL = "https://api.openai.com/v1/chat/completions";
const openAi = setupServer();

interface ChatCompletionRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content?: unknown; tool_calls?: unknown[] }[];
  tools?: { function: { name: string } }[];
}

/** An OpenAI chat-completions stream (SSE) of the given chunks' deltas, ending as the real API does. */
function completionStream(deltas: Record<string, unknown>[], finishReason: "stop" | "tool_calls") {
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: "chatcmpl-test",
      object: "chat.completion.chunk",
      created: 1_795_400_000,
      model: "gpt-4o-mini",
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const body = [
    chunk({ role: "assistant", content: "" }, null),
    ...deltas.map((delta) => chunk(delta, null)),
    chunk({}, finishReason),
    "data: [DONE]\n\n",
  ].join("");
  return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
}

let app: TestApp;
let user: SignedInUser;
let invoiceNumber: string;
const requests: ChatCompletionRequest[] = [];

beforeAll(async () => {
  openAi.listen({ onUnhandledFrame: "bypass" });
  const model = chatModelFromSettings({
    AI_PROVIDER: "openai",
    AI_MODEL: "gpt-4o-mini",
    AI_API_KEY: "sk-test-not-a-real-key",
    AI_BASE_URL: undefined,
  });
  app = await startTestApp({ chatModel: model });
  user = await signUp(app, (await createOrganization(app)).id);
  const customer = await createContact(
    user.http,
    organizationBody({ name: "Acme", billing: { name: "Acme s.r.o.", email: "f@acme.cz", address: "Brno" } }),
  );
  const deal = (
    await user.http.post<Deal>("/api/v1/crm/deals", {
      title: "Licence",
      status: "negotiation",
      billingContactId: customer.id,
    })
  ).body;
  const invoice = await user.http.post<{ invoiceNumber: string }>("/api/v1/crm/invoices", {
    dealId: deal.id,
    billingContactId: customer.id,
    items: [{ description: "Licence", quantity: 2, unitPrice: 1500 }],
    dueDate: "2099-01-01",
    taxRate: 21,
    currency: "CZK",
  });
  invoiceNumber = invoice.body.invoiceNumber;
});

afterEach(() => {
  openAi.resetHandlers();
  requests.length = 0;
});

afterAll(async () => {
  openAi.close();
  await app.close();
});

describe("the assistant on the OpenAI provider (msw)", () => {
  it("lets the model call a CRM tool, sends it the caller's own data, and streams its answer", async () => {
    openAi.use(
      http.post(OPENAI_URL, async ({ request }) => {
        const body = (await request.json()) as ChatCompletionRequest;
        requests.push(body);
        if (requests.length === 1) {
          return completionStream(
            [
              {
                tool_calls: [
                  {
                    index: 0,
                    id: "call_1",
                    type: "function",
                    function: { name: "listInvoices", arguments: JSON.stringify({ status: "open" }) },
                  },
                ],
              },
            ],
            "tool_calls",
          );
        }
        return completionStream([{ content: "Otevřená je " }, { content: `faktura ${invoiceNumber}.` }], "stop");
      }),
    );

    const answer = await ask(user.http, randomUUID(), "Najdi všechny otevřené faktury");

    expect(answer.status).toBe(200);
    expect(answer.error).toBeUndefined();
    expect(answer.text).toBe(`Otevřená je faktura ${invoiceNumber}.`);
    expect(requests).toHaveLength(2);
    const [first, second] = requests;
    expect(first?.model).toBe("gpt-4o-mini");
    expect(first?.stream).toBe(true);
    expect(first?.tools?.map((t) => t.function.name)).toEqual(expect.arrayContaining(["listInvoices", "markDealWon"]));
    expect(first?.messages.at(-1)).toMatchObject({ role: "user", content: "Najdi všechny otevřené faktury" });
    // The tool ran against this organization's data, and its result went back to the model.
    const toolMessage = second?.messages.find((m) => m.role === "tool");
    expect(JSON.stringify(toolMessage?.content)).toContain(invoiceNumber);
  });

  it("turns a provider error into a readable error in the stream, without a stack", async () => {
    openAi.use(
      http.post(OPENAI_URL, () =>
        HttpResponse.json(
          { error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" } },
          { status: 401 },
        ),
      ),
    );

    const answer = await ask(user.http, randomUUID(), "Ahoj");

    expect(answer.status).toBe(200);
    expect(answer.error).toContain("Incorrect API key provided");
    expect(answer.error).not.toMatch(/\n\s+at /);
    expect(answer.text).toBe("");
  });
});
