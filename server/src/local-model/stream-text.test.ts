import type { LanguageModelV4FunctionTool } from "@ai-sdk/provider";
import { type Contact, type Deal, draftDocumentFields, type Invoice } from "@kancl/shared";
import {
  convertToModelMessages,
  isStepCount,
  streamText,
  type TextStreamPart,
  type ToolSet,
  tool,
  toUIMessageStream,
  type UIMessage,
} from "ai";
import { convertReadableStreamToArray } from "ai/test";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type CrmToolServices, createCrmTools } from "../modules/chat/tools/crm-tools";
import type { PendingAction } from "../modules/chat/tools/pending-action";
import { createLocalModel } from "./local-model";
import { plain, SYSTEM, sequentialIds, TODAY, testModel, userPrompt } from "./test-support";
import { createInProcessTurnRunner } from "./turn-runner";

// The model inside the AI SDK's own loop, as the chat service runs it: streamText calls the model, executes the
// tool it asked for, calls the model again with the result, and the UI message stream carries it all to useChat.

async function run<TOOLS extends ToolSet>(tools: TOOLS, prompt: string, model = testModel()) {
  const result = streamText({ model, system: SYSTEM, prompt, tools, stopWhen: isStepCount(4) });
  const parts: TextStreamPart<TOOLS>[] = [];
  for await (const part of result.stream) parts.push(part);
  return { result, parts, steps: await result.steps, text: plain(await result.text) };
}

describe("two steps through streamText with canned tools", () => {
  const invoicesResult = {
    filter: { status: "open", client: null, dueBefore: null, dueAfter: null },
    total: 1,
    invoices: [
      {
        invoiceNumber: "2026-0001",
        client: "Acme",
        total: 3750.99,
        currency: "CZK",
        dueDate: "2026-12-31",
        status: "sent",
      },
    ],
  };
  const listInvoices = vi.fn(async (_input: { status?: string; client?: string }) => invoicesResult);
  const markDealWon = vi.fn(async (input: { deal: string; actualValue: number }) => ({
    confirmationRequired: true as const,
    action: "markDealWon",
    deal: input.deal,
    actualValue: input.actualValue,
    currency: "CZK",
  }));
  const tools = {
    listInvoices: tool({
      description: "List invoices",
      inputSchema: z.object({
        status: z.enum(["open", "draft", "sent", "paid", "overdue"]).optional(),
        client: z.string().optional(),
      }),
      execute: listInvoices,
    }),
    markDealWon: tool({
      description: "Propose marking a deal as won",
      inputSchema: z.object({ deal: z.string(), actualValue: z.number().positive() }),
      execute: markDealWon,
    }),
  };

  it("calls the tool, then answers from its result", async () => {
    const { steps, text, parts, result } = await run(tools, "Najdi všechny otevřené faktury");
    expect(parts.filter((part) => part.type === "error")).toEqual([]);
    expect(steps).toHaveLength(2);
    expect(steps[0]?.toolCalls).toMatchObject([{ toolName: "listInvoices", input: { status: "open" } }]);
    expect(steps[0]?.finishReason).toBe("tool-calls");
    expect(steps[0]?.toolResults).toMatchObject([{ toolName: "listInvoices", output: invoicesResult }]);
    expect(listInvoices).toHaveBeenCalledTimes(1);
    expect(listInvoices.mock.calls[0]?.[0]).toEqual({ status: "open" });
    expect(steps[1]?.finishReason).toBe("stop");
    expect(text).toBe(
      "Otevřené (nezaplacené) faktury (1):\n• 2026-0001 · Acme · 3 750,99 Kč · splatnost 31. 12. 2026 · odeslaná\nCelkem: 3 750,99 Kč.",
    );
    expect(await result.finishReason).toBe("stop");
    expect((await result.totalUsage).outputTokens).toBeGreaterThan(0);
    // The text arrives in several deltas, like a remote model's.
    expect(parts.filter((part) => part.type === "text-delta").length).toBeGreaterThan(3);
  });

  it("proposes a change and asks, in English, without claiming it is done", async () => {
    const { steps, text } = await run(tools, "mark deal ERP won for 5000");
    expect(markDealWon.mock.calls.at(-1)?.[0]).toEqual({ deal: "ERP", actualValue: 5000 });
    expect(steps).toHaveLength(2);
    expect(text).toBe(
      "I propose marking the deal “ERP” as won with an actual value of CZK 5,000.00. Shall I do it? yes/no",
    );
  });

  it("answers e-mail questions in one step, calling nothing", async () => {
    const { steps, text } = await run(tools, "shrň poslední e-maily klienta Acme");
    expect(steps).toHaveLength(1);
    expect(steps[0]?.toolCalls).toEqual([]);
    expect(text).toMatch(/^E-mail zatím není do Kanclu připojený/);
  });

  it("produces a UI message stream useChat can read: tool input, tool output, then text", async () => {
    const result = streamText({
      model: testModel(),
      system: SYSTEM,
      prompt: "Najdi všechny otevřené faktury",
      tools,
      stopWhen: isStepCount(4),
    });
    const chunks = await convertReadableStreamToArray(toUIMessageStream({ stream: result.stream, tools }));
    const types = chunks.map((chunk) => chunk.type);
    expect(types).not.toContain("error");
    expect(types.filter((t) => t !== "tool-input-delta" && t !== "text-delta")).toEqual([
      "start",
      "start-step",
      "tool-input-start",
      "tool-input-available",
      "tool-output-available",
      "finish-step",
      "start-step",
      "text-start",
      "text-end",
      "finish-step",
      "finish",
    ]);
    expect(chunks.find((chunk) => chunk.type === "tool-input-available")).toMatchObject({
      toolName: "listInvoices",
      input: { status: "open" },
    });
  });
});

describe("with the real CRM tools over stub services", () => {
  const now = "2026-11-01T10:00:00.000Z";
  const acme = {
    id: "00000000-0000-4000-8000-000000000001",
    version: 1,
    type: "organization",
    name: "Acme",
    email: null,
    phone: null,
    position: null,
    legalName: "Acme s.r.o.",
    taxId: null,
    registrationNumber: null,
    address: null,
    parentOrganizationId: null,
    billing: null,
    invoiceLanguage: null,
    createdAt: now,
    updatedAt: now,
  } satisfies Contact;
  const licence = {
    id: "00000000-0000-4000-8000-000000000002",
    version: 1,
    title: "Licence",
    status: "negotiation",
    billingContactId: acme.id,
    billingContact: { id: acme.id, name: "Acme" },
    estimatedValue: 100000,
    actualValue: null,
    currency: "CZK",
    source: null,
    createdAt: now,
    updatedAt: now,
  } satisfies Deal;
  const invoice = (number: string, status: Invoice["status"], total: number, dueDate: string): Invoice => ({
    id: `00000000-0000-4000-8000-00000000010${number.slice(-1)}`,
    version: 1,
    invoiceNumber: number,
    dealId: licence.id,
    billingContactId: acme.id,
    billingSnapshot: { name: "Acme s.r.o.", email: "f@acme.cz" } as Invoice["billingSnapshot"],
    items: [],
    dueDate,
    taxRate: 21,
    currency: "CZK",
    subtotal: total,
    tax: 0,
    total,
    status,
    createdAt: now,
    updatedAt: now,
    ...draftDocumentFields(number),
    amountDue: status === "sent" || status === "overdue" ? total : 0,
  });
  const services = {
    contacts: { list: async () => ({ contacts: [acme] }) },
    deals: { list: async () => ({ deals: [licence] }) },
    invoices: {
      list: async () => [
        invoice("2026-0001", "sent", 3750.99, "2026-12-31"),
        invoice("2026-0002", "paid", 1000, "2026-10-31"),
        invoice("2026-0003", "draft", 500, "2027-01-15"),
      ],
    },
  } as unknown as CrmToolServices;

  function crm() {
    const proposals: PendingAction[] = [];
    const tools = createCrmTools({ services, orgId: "org", propose: (action) => proposals.push(action) });
    return { tools, proposals };
  }

  // Issue 43 item 1: "open" as the home page counts it: issued and unpaid; a draft asks nothing yet.
  it("finds open invoices: issued and unpaid, drafts and paid left out", async () => {
    const { tools } = crm();
    const { text, steps } = await run(tools, "Najdi všechny otevřené faktury");
    expect(steps[0]?.toolCalls[0]?.input).toEqual({ status: "open" });
    expect(text.split("\n")).toEqual([
      "Otevřené (nezaplacené) faktury (1):",
      "• 2026-0001 · Acme s.r.o. · 3 750,99 Kč · splatnost 31. 12. 2026 · odeslaná",
      "Celkem: 3 750,99 Kč.",
    ]);
  });

  it("proposes marking a deal won: the proposal is recorded, the answer asks ano/ne", async () => {
    const { tools, proposals } = crm();
    const { text } = await run(tools, "Označ obchod licence jako vyhraný za 120 000 Kč");
    expect(proposals).toEqual([
      { kind: "markDealWon", dealId: licence.id, dealTitle: "Licence", actualValue: 120000, currency: "CZK" },
    ]);
    expect(text).toBe(
      "Navrhuji označit obchod „Licence“ jako vyhraný se skutečnou hodnotou 120 000,00 Kč. Mám to provést? ano/ne",
    );
  });

  it("continues a stored conversation: the next question is understood after a tool turn in the history", async () => {
    const { tools } = crm();
    const first = streamText({
      model: testModel(),
      system: SYSTEM,
      prompt: "souhrn pipeline",
      tools,
      stopWhen: isStepCount(4),
    });
    let history: UIMessage[] = [];
    const firstUser: UIMessage = { id: "u1", role: "user", parts: [{ type: "text", text: "souhrn pipeline" }] };
    await convertReadableStreamToArray(
      toUIMessageStream({
        stream: first.stream,
        tools,
        originalMessages: [firstUser],
        generateMessageId: sequentialIds(),
        onEnd: ({ messages }) => {
          history = messages;
        },
      }),
    );
    expect(history.map((m) => m.role)).toEqual(["user", "assistant"]);
    const next: UIMessage = { id: "u2", role: "user", parts: [{ type: "text", text: "a co obchody ve vyjednávání?" }] };
    const second = streamText({
      model: testModel(),
      system: SYSTEM,
      messages: await convertToModelMessages([...history, next], { tools }),
      tools,
      stopWhen: isStepCount(4),
    });
    const steps = await second.steps;
    expect(steps[0]?.toolCalls[0]).toMatchObject({ toolName: "listDeals", input: { status: "negotiation" } });
    expect(plain(await second.text)).toBe(
      "Obchody ve vyjednávání (1):\n• Licence · Acme · ve vyjednávání · odhad 100 000,00 Kč",
    );
  });
});

describe("streaming like a real provider", () => {
  it("frames a tool call: input start, deltas that join to the input, end, call, finish with usage", async () => {
    const { stream } = await testModel().doStream({ prompt: userPrompt("won deals"), tools: [] });
    const parts = await convertReadableStreamToArray(stream);
    // Without the tool offered it says so instead of calling it.
    expect(parts.some((p) => p.type === "tool-call")).toBe(false);
    expect(parts.at(-1)).toMatchObject({ type: "finish", finishReason: { unified: "stop" } });

    const offered: LanguageModelV4FunctionTool[] = [
      { type: "function", name: "listDeals", inputSchema: { type: "object", properties: { status: {} } } },
    ];
    const withTool = await convertReadableStreamToArray(
      (await testModel().doStream({ prompt: userPrompt("won deals"), tools: offered })).stream,
    );
    const types = withTool.map((p) => p.type);
    expect(types[0]).toBe("stream-start");
    expect(types.slice(-3)).toEqual(["tool-input-end", "tool-call", "finish"]);
    const deltas = withTool.filter((p) => p.type === "tool-input-delta").map((p) => (p as { delta: string }).delta);
    expect(deltas.join("")).toBe('{"status":"won"}');
    expect(withTool.find((p) => p.type === "tool-call")).toEqual({
      type: "tool-call",
      toolCallId: "call_id2",
      toolName: "listDeals",
      input: '{"status":"won"}',
    });
    expect(withTool.at(-1)).toMatchObject({
      type: "finish",
      finishReason: { unified: "tool-calls", raw: "tool_calls" },
      usage: { inputTokens: { total: expect.any(Number) }, outputTokens: { total: expect.any(Number) } },
    });
  });

  it("streams text as several word-group deltas that join back to the whole answer", async () => {
    const { stream } = await testModel().doStream({ prompt: userPrompt("co umíš?") });
    const parts = await convertReadableStreamToArray(stream);
    const deltas = parts.filter((p) => p.type === "text-delta").map((p) => (p as { delta: string }).delta);
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.every((delta) => delta.trim().split(/\s+/).length <= 3)).toBe(true);
    const generated = await testModel().doGenerate({ prompt: userPrompt("co umíš?") });
    expect(deltas.join("")).toBe((generated.content[0] as { text: string }).text);
    expect(parts.map((p) => p.type).filter((t) => t !== "text-delta")).toEqual([
      "stream-start",
      "response-metadata",
      "text-start",
      "text-end",
      "finish",
    ]);
  });

  it("stops mid-answer when aborted", async () => {
    const controller = new AbortController();
    const model = createLocalModel({ today: () => TODAY, chunkDelayMs: 5, turns: createInProcessTurnRunner() });
    const { stream } = await model.doStream({ prompt: userPrompt("co umíš?"), abortSignal: controller.signal });
    const reader = stream.getReader();
    const seen: string[] = [];
    let failure: unknown;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        seen.push(value.type);
        if (value.type === "text-delta") controller.abort();
      }
    } catch (error) {
      failure = error;
    }
    expect(failure).toMatchObject({ name: "AbortError" });
    expect(seen.filter((t) => t === "text-delta")).toHaveLength(1);
    expect(seen).not.toContain("finish");
  });

  it("refuses to start when already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      testModel().doStream({ prompt: userPrompt("ahoj"), abortSignal: controller.signal }),
    ).rejects.toMatchObject({
      name: "AbortError",
    });
    await expect(
      testModel().doGenerate({ prompt: userPrompt("ahoj"), abortSignal: controller.signal }),
    ).rejects.toMatchObject({ name: "AbortError" });
  });

  it("identifies itself as a v4 model of provider kancl", () => {
    const model = createLocalModel({ turns: createInProcessTurnRunner() });
    expect(model).toMatchObject({ specificationVersion: "v4", provider: "kancl", modelId: "kancl-local" });
  });
});
