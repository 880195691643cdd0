import { randomUUID } from "node:crypto";
import type { Deal } from "@kancl/shared";
import { HttpResponse, http } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ask } from "../../../test/chat-client";
import {
  createContact,
  createOrganization,
  organizationBody,
  type SignedInUser,
  signUp,
} from "../../../test/factories";
import { completionStream, fakeOpenAi, OPENAI_URL, toolCallStream } from "../../../test/fake-openai";
import { startTestApp, type TestApp } from "../../../test/test-app";

// The chat route over HTTP with the real OpenAI provider, its HTTP API faked by msw (test/fake-openai.ts).
const openAi = fakeOpenAi();
const { requests } = openAi;

let app: TestApp;
let user: SignedInUser;
let invoiceNumber: string;

beforeAll(async () => {
  openAi.listen();
  app = await startTestApp({ chatModel: openAi.model });
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
  openAi.reset();
});

afterAll(async () => {
  openAi.close();
  await app.close();
});

describe("the assistant on the OpenAI provider (msw)", () => {
  it("lets the model call a CRM tool, sends it the caller's own data, and streams its answer", async () => {
    openAi.script(
      // Every invoice: the one here is a draft, which "open" (issued and unpaid, issue 43) leaves out.
      () => toolCallStream("listInvoices", {}),
      () => completionStream([{ content: "Otevřená je " }, { content: `faktura ${invoiceNumber}.` }], "stop"),
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
