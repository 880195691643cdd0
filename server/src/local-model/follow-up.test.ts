import { describe, expect, it } from "vitest";
import { withFollowUp } from "./follow-up";
import { parseRequest } from "./intents";
import { TODAY } from "./test-support";

// Issue 43 item 2: a follow-up in one conversation is read with the question before it; a new question is not.
const intentOf = (previous: string | undefined, current: string) =>
  parseRequest(withFollowUp(current, previous), { today: TODAY });

describe("follow-up questions", () => {
  it("keeps the earlier topic: 'a kolik z toho je po splatnosti?' after open invoices is about overdue invoices", () => {
    expect(intentOf("kolik mame otevrenych faktur", "a kolik z toho je po splatnosti?")).toMatchObject({
      kind: "tool",
      toolName: "invoiceTotals",
    });
    expect(intentOf("how many open invoices", "and how many of those are overdue?")).toEqual({
      kind: "tool",
      toolName: "listInvoices",
      input: { status: "overdue" },
    });
  });

  it("replaces the status ('and the lost ones?') and the name ('a co Stavby Morava?')", () => {
    expect(intentOf("won deals", "and the lost ones?")).toEqual({
      kind: "tool",
      toolName: "listDeals",
      input: { status: "lost" },
    });
    expect(intentOf("kolik nam dluzi dvorak logistika", "a co stavby morava?")).toEqual({
      kind: "tool",
      toolName: "clientBalance",
      input: { client: "stavby morava" },
    });
  });

  it("reads a pronoun with the person asked about before", () => {
    expect(intentOf("who is petr svoboda", "whats his phone number")).toEqual({
      kind: "tool",
      toolName: "showContact",
      input: { contact: "petr svoboda" },
    });
  });

  it("leaves a question with its own topic, a confirmation and a first message alone", () => {
    expect(withFollowUp("a co obchody ve vyjednávání?", "souhrn pipeline")).toBe("a co obchody ve vyjednávání?");
    expect(withFollowUp("ano", "vyhraj Licence za 900")).toBe("ano");
    expect(withFollowUp("a kolik z toho je po splatnosti?", undefined)).toBe("a kolik z toho je po splatnosti?");
  });
});

describe("a pleasantry before a command", () => {
  it("is not read as a name", () => {
    expect(parseRequest("Dobrá zpráva, vytvoř kontakt Jan Dostál jan.dostal@example.cz", { today: TODAY })).toEqual({
      kind: "tool",
      toolName: "createContact",
      input: { type: "person", name: "Jan Dostál", email: "jan.dostal@example.cz" },
    });
    expect(parseRequest("great news! create contact John Smith john@example.com", { today: TODAY })).toMatchObject({
      toolName: "createContact",
      input: { name: "John Smith" },
    });
  });
});
