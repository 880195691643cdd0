import type { LanguageModelV4FunctionTool } from "@ai-sdk/provider";
import { beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_COMMANDS } from "./replies";
import {
  acceptsInput,
  crmToolDefinitions,
  plain,
  streamParts,
  type ToolName,
  testModel,
  userPrompt,
} from "./test-support";

// Step 1 of a turn: one user message in, one tool call out, with exactly the arguments a careful person would pick.
// Every row goes through doGenerate and doStream, and the input must pass the real tool's zod schema.

type Row = [text: string, toolName: ToolName, input: Record<string, unknown>];

const czech: Row[] = [
  ["Najdi všechny otevřené faktury", "listInvoices", { status: "open" }],
  ["najdi vsechny otevrene faktury", "listInvoices", { status: "open" }],
  ["ne, ukaž otevřené faktury", "listInvoices", { status: "open" }],
  ["Ukaž nezaplacené faktury", "listInvoices", { status: "open" }],
  ["nezaplacene faktury klienta Acme s.r.o.", "listInvoices", { status: "open", client: "Acme s.r.o." }],
  ["faktury po splatnosti", "listInvoices", { status: "overdue" }],
  ["Které faktury jsou PO SPLATNOSTI?", "listInvoices", { status: "overdue" }],
  ["zaplacené faktury", "listInvoices", { status: "paid" }],
  ["koncepty faktur", "listInvoices", { status: "draft" }],
  ["odeslané faktury pro Beta", "listInvoices", { status: "sent", client: "Beta" }],
  ["faktury pro Acme", "listInvoices", { client: "Acme" }],
  ["co je ve fakturách firmy Acme", "listInvoices", { client: "Acme" }],
  ["Acme faktury nezaplacené", "listInvoices", { status: "open", client: "Acme" }],
  ["faktury splatné do 31. 12. 2026", "listInvoices", { dueBefore: "2026-12-31" }],
  ["faktury splatne od 1.12.2026", "listInvoices", { dueAfter: "2026-12-01" }],
  [
    "faktury se splatností od 1. 12. do 31. 12. 2026",
    "listInvoices",
    { dueAfter: "2026-12-01", dueBefore: "2026-12-31" },
  ],
  ["faktury splatné tento měsíc", "listInvoices", { dueAfter: "2026-11-01", dueBefore: "2026-11-30" }],
  ["faktury splatne pristi tyden", "listInvoices", { dueAfter: "2026-11-23", dueBefore: "2026-11-29" }],
  [
    "nezaplacené faktury splatné v prosinci",
    "listInvoices",
    { status: "open", dueAfter: "2026-12-01", dueBefore: "2026-12-31" },
  ],
  ["Kolik máme nezaplaceno?", "invoiceTotals", {}],
  ["kolik je po splatnosti", "invoiceTotals", {}],
  // Issue 22 item 8: what a client owes (remaining amounts), and paying an invoice.
  ["kolik nam dluzi Acme", "clientBalance", { client: "Acme" }],
  ["Kolik mi dluží Acme?", "clientBalance", { client: "Acme" }],
  ["kolik nám dluží firma Beta s.r.o.", "clientBalance", { client: "Beta s.r.o." }],
  ["Označ fakturu 2026-0003 jako zaplacenou", "markInvoicePaid", { invoice: "2026-0003" }],
  ["oznac fakturu 2026-0003 jako zaplacenou", "markInvoicePaid", { invoice: "2026-0003" }],
  ["faktura 2026-0012 je zaplacená", "markInvoicePaid", { invoice: "2026-0012" }],
  ["Které faktury jsou po splatnosti?", "listInvoices", { status: "overdue" }],
  ["dluží nám někdo?", "listInvoices", { status: "open" }],
  ["jak vypadá pipeline", "pipelineSummary", {}],
  ["souhrn pipeline", "pipelineSummary", {}],
  ["obchody ve vyjednávání", "listDeals", { status: "negotiation" }],
  ["ukaz vyhrane obchody", "listDeals", { status: "won" }],
  ["ztracené obchody", "listDeals", { status: "lost" }],
  ["seznam obchodů", "listDeals", {}],
  ["Označ obchod Licence jako vyhraný za 120 000 Kč", "markDealWon", { deal: "Licence", actualValue: 120000 }],
  ["oznac obchod licence jako vyhrany za 1 250,50 kc", "markDealWon", { deal: "licence", actualValue: 1250.5 }],
  ["vyhráli jsme obchod ERP za 250 tis.", "markDealWon", { deal: "ERP", actualValue: 250000 }],
  ["označ obchod Licence pro Acme jako vyhraný za 5000", "markDealWon", { deal: "Licence", actualValue: 5000 }],
  ["obchod ERP je prohraný", "markDealLost", { deal: "ERP" }],
  ["Licence je vyhraná za 100000 Kč", "markDealWon", { deal: "Licence", actualValue: 100000 }],
  ["vyhrané obchody pro Acme", "listDeals", { status: "won" }],
  ["označ zakázku Web jako ztracenou", "markDealLost", { deal: "Web" }],
  [
    "Založ obchod Web pro Acme za 50000 CZK",
    "createDeal",
    { title: "Web", billingContact: "Acme", estimatedValue: 50000, currency: "CZK" },
  ],
  [
    "nový obchod „Licence 2027“ pro Beta, odhad 80 000 Kč",
    "createDeal",
    { title: "Licence 2027", billingContact: "Beta", estimatedValue: 80000, currency: "CZK" },
  ],
  [
    "vytvoř kontakt Jan Novák jan@firma.cz",
    "createContact",
    { type: "person", name: "Jan Novák", email: "jan@firma.cz" },
  ],
  [
    "vytvor kontakt Petr Svoboda petr@acme.cz tel. +420 777 123 456",
    "createContact",
    { type: "person", name: "Petr Svoboda", email: "petr@acme.cz", phone: "+420 777 123 456" },
  ],
  ["přidej firmu Acme s.r.o.", "createContact", { type: "organization", name: "Acme s.r.o." }],
  [
    "přidej osobu Jana Nováková, jana.novakova@acme.cz, pozice CEO",
    "createContact",
    { type: "person", name: "Jana Nováková", email: "jana.novakova@acme.cz" },
  ],
  [
    "vytvoř organizaci Beta s.r.o. s právním názvem Beta Holding s.r.o.",
    "createContact",
    { type: "organization", name: "Beta s.r.o.", legalName: "Beta Holding s.r.o." },
  ],
  ["najdi kontakt Novák", "searchContacts", { query: "Novák" }],
  ["hledej firmu acme", "searchContacts", { query: "acme", type: "organization" }],
  // Issue 43 item 2: "who is" asks for the person, with organization and role, not for a list of matches.
  ["kdo je Jana Nováková", "showContact", { contact: "Jana Nováková" }],
  ["ukaž všechny kontakty", "searchContacts", { query: "" }],
  ["ukaž kontakt Acme", "showContact", { contact: "Acme" }],
  ["kde pracuje Petr", "showContact", { contact: "Petr" }],
  ["co víš o Acme?", "showContact", { contact: "Acme" }],
];

const english: Row[] = [
  ["Find all open invoices", "listInvoices", { status: "open" }],
  ["show me unpaid invoices for Acme", "listInvoices", { status: "open", client: "Acme" }],
  ["Which invoices are overdue?", "listInvoices", { status: "overdue" }],
  ["list draft invoices", "listInvoices", { status: "draft" }],
  ["paid invoices this month", "listInvoices", { status: "paid", dueAfter: "2026-11-01", dueBefore: "2026-11-30" }],
  ["invoices due before 2026-12-31", "listInvoices", { dueBefore: "2026-12-31" }],
  ["invoices due by December 31, 2026", "listInvoices", { dueBefore: "2026-12-31" }],
  ["invoices due in the next 30 days", "listInvoices", { dueAfter: "2026-11-18", dueBefore: "2026-12-18" }],
  ["How much is unpaid?", "invoiceTotals", {}],
  ["How much does Acme owe me?", "clientBalance", { client: "Acme" }],
  ["Mark invoice 2026-0003 as paid", "markInvoicePaid", { invoice: "2026-0003" }],
  ["invoice totals", "invoiceTotals", {}],
  ["how much is overdue", "invoiceTotals", {}],
  ["pipeline summary", "pipelineSummary", {}],
  ["won deals", "listDeals", { status: "won" }],
  ["show deals in negotiation", "listDeals", { status: "negotiation" }],
  ["list all leads", "listDeals", { status: "lead" }],
  ["mark deal ERP won for 5000", "markDealWon", { deal: "ERP", actualValue: 5000 }],
  ["Mark the Website deal as won for $12,500.50", "markDealWon", { deal: "Website", actualValue: 12500.5 }],
  ["we lost the ERP deal", "markDealLost", { deal: "ERP" }],
  ["we lost the deal with Beta", "markDealLost", { deal: "Beta" }],
  [
    "create deal Website redesign for Acme Corp, 5000 EUR",
    "createDeal",
    { title: "Website redesign", billingContact: "Acme Corp", estimatedValue: 5000, currency: "EUR" },
  ],
  [
    "new deal ERP upgrade with Beta Ltd worth $12,500",
    "createDeal",
    { title: "ERP upgrade", billingContact: "Beta Ltd", estimatedValue: 12500, currency: "USD" },
  ],
  ["create organization Acme Ltd", "createContact", { type: "organization", name: "Acme Ltd" }],
  [
    "Add person Jane Doe jane@doe.com phone 777 123 456",
    "createContact",
    { type: "person", name: "Jane Doe", email: "jane@doe.com", phone: "777 123 456" },
  ],
  ["find contact Jana", "searchContacts", { query: "Jana" }],
  ["who is Jana Novakova", "showContact", { contact: "Jana Novakova" }],
  ["show contact Jana Nováková", "showContact", { contact: "Jana Nováková" }],
  ["where does Petr work?", "showContact", { contact: "Petr" }],
  ["list all companies", "searchContacts", { query: "", type: "organization" }],
];

let tools: LanguageModelV4FunctionTool[];
beforeAll(async () => {
  tools = await crmToolDefinitions();
});

async function generatedCall(text: string, offered = tools) {
  const result = await testModel().doGenerate({ prompt: userPrompt(text), tools: offered });
  const calls = result.content.filter((part) => part.type === "tool-call");
  const answer = result.content.map((part) => (part.type === "text" ? part.text : "")).join("");
  return { result, calls, answer };
}

describe.each([
  ["Czech", czech],
  ["English", english],
])("%s requests call the right tool with the right input", (_language, rows) => {
  it.each(rows)("%s", async (text, toolName, input) => {
    const { result, calls } = await generatedCall(text);
    expect(result.finishReason).toEqual({ unified: "tool-calls", raw: "tool_calls" });
    expect(calls).toHaveLength(1);
    const call = calls[0] as { toolName: string; input: string };
    expect(call.toolName).toBe(toolName);
    expect(JSON.parse(call.input)).toEqual(input);
    expect(acceptsInput(toolName, JSON.parse(call.input))).toBe(true);

    // The streamed call carries the same decision.
    const parts = await streamParts(testModel(), userPrompt(text), tools);
    const streamed = parts.find((part) => part.type === "tool-call");
    expect(streamed).toMatchObject({ toolName, input: call.input });
  });
});

describe("the phrasing table covers both languages", () => {
  it("has at least 60 requests, 30 Czech (some without diacritics) and 20 English", () => {
    expect(czech.length + english.length).toBeGreaterThanOrEqual(60);
    expect(czech.length).toBeGreaterThanOrEqual(30);
    expect(english.length).toBeGreaterThanOrEqual(20);
    expect(czech.filter(([text]) => !/[áčďéěíňóřšťúůýž]/i.test(text)).length).toBeGreaterThanOrEqual(8);
  });
});

describe("requests answered without a tool", () => {
  const replies: [text: string, expected: RegExp][] = [
    ["shrň poslední e-maily klienta Acme", /^E-mail zatím není do Kanclu připojený/],
    ["summarise the latest emails from Acme", /^Email is not connected to Kancl yet/],
    ["vytvoř nový projekt", /^Pro kterého klienta má projekt být\?/],
    ["create a new project", /^Which client is the project for\?/],
    ["ahoj", /^Ahoj! Jsem asistent Kanclu/],
    ["hello", /^Hi! I'm Kancl's assistant/],
    ["díky", /^Rádo se stalo/],
    ["co umíš?", /^Umím hledat kontakty/],
    ["asdf qwer", /^To nevím — na tohle mi data v Kanclu odpověď nedají\. Umím/],
    ["blah blah, please", /^I don't know that — Kancl's data has no answer to it\. I can/],
    ["označ obchod Licence jako vyhraný", /^Za kolik byl obchod „Licence“ vyhraný\?/],
    ["mark deal ERP as won", /^What is the actual value of the deal “ERP”\?/],
    ["vytvoř kontakt Jan Novák", /^Pro vytvoření osoby Jan Novák potřebuji e-mail/],
    ["založ nový obchod pro Acme", /^Jak se má nový obchod jmenovat\?/],
    ["ano", /^Teď nic nečeká na potvrzení/],
    ["no thanks", /^Nothing is waiting for confirmation/],
    ["smaž kontakt Acme", /^Mazat záznamy neumím/],
    ["vytvoř fakturu pro Acme", /^Faktury zatím vytvářet neumím/],
    ["označ fakturu jako zaplacenou", /^Kterou fakturu\? Napiš její číslo/],
    ["mark the invoice as paid", /^Which invoice\? Give its number/],
  ];

  it.each(replies)("%s", async (text, expected) => {
    const { result, calls, answer } = await generatedCall(text);
    expect(calls).toEqual([]);
    expect(result.finishReason).toEqual({ unified: "stop", raw: "stop" });
    expect(plain(answer)).toMatch(expected);
  });

  it("offers 3–5 example commands in the user's language when asked, two when it does not understand", async () => {
    const czechHelp = (await generatedCall("co umíš?")).answer;
    const englishHelp = (await generatedCall("what can you do?")).answer;
    for (const example of EXAMPLE_COMMANDS.cs) expect(czechHelp).toContain(`• ${example}`);
    for (const example of EXAMPLE_COMMANDS.en) expect(englishHelp).toContain(`• ${example}`);
    // Not understood: "I don't know that" and two examples in the sentence, no list that reads like records.
    const unknown = (await generatedCall("asdf qwer")).answer;
    expect(unknown).toContain(`„${EXAMPLE_COMMANDS.cs[0]}“ nebo „${EXAMPLE_COMMANDS.cs[1]}“`);
    expect(unknown).not.toContain("•");
    expect(EXAMPLE_COMMANDS.cs.length).toBeGreaterThanOrEqual(3);
    expect(EXAMPLE_COMMANDS.cs.length).toBeLessThanOrEqual(5);
  });

  it("every example command it suggests is itself understood (a tool call)", async () => {
    for (const example of [...EXAMPLE_COMMANDS.cs, ...EXAMPLE_COMMANDS.en]) {
      const { calls } = await generatedCall(example);
      expect(calls, example).toHaveLength(1);
    }
  });
});

describe("only tools that are offered are called", () => {
  it("answers in words when the tool it needs is not offered", async () => {
    const withoutInvoices = tools.filter((t) => t.name !== "listInvoices");
    const { calls, answer } = await generatedCall("Najdi všechny otevřené faktury", withoutInvoices);
    expect(calls).toEqual([]);
    expect(answer).toMatch(/nemám k dispozici potřebný nástroj/);
  });

  it("calls no tool with toolChoice none", async () => {
    const result = await testModel().doGenerate({
      prompt: userPrompt("Find all open invoices"),
      tools,
      toolChoice: { type: "none" },
    });
    expect(result.content.some((part) => part.type === "tool-call")).toBe(false);
  });

  it("leaves out arguments the offered tool does not declare", async () => {
    const narrow: LanguageModelV4FunctionTool = {
      type: "function",
      name: "listInvoices",
      inputSchema: { type: "object", properties: { status: { type: "string" } } },
    };
    const { calls } = await generatedCall("nezaplacené faktury pro Acme", [narrow]);
    expect(JSON.parse((calls[0] as { input: string }).input)).toEqual({ status: "open" });
  });
});
