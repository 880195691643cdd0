import { describe, expect, it } from "vitest";
import { answerOf, plain, testModel } from "./test-support";

// Step 2 of a turn: the tool's JSON result (as streamText puts it in the prompt) becomes a short answer in the
// user's language. Results have the shapes crm-tools.ts returns.

const openInvoices = {
  filter: { status: "open", client: null, dueBefore: null, dueAfter: null },
  total: 3,
  invoices: [
    {
      invoiceNumber: "2026-0001",
      client: "Acme",
      total: 3750.99,
      currency: "CZK",
      dueDate: "2026-12-31",
      status: "sent",
    },
    {
      invoiceNumber: "2026-0002",
      client: "Beta s.r.o.",
      total: 1200,
      currency: "EUR",
      dueDate: "2026-10-01",
      status: "overdue",
    },
    { invoiceNumber: "2026-0003", client: "Acme", total: 500, currency: "CZK", dueDate: "2027-01-15", status: "draft" },
  ],
};

const totals = {
  byCurrency: [
    { currency: "CZK", count: 5, invoiced: 50000, unpaid: 12500, overdue: 2000 },
    { currency: "EUR", count: 1, invoiced: 1200, unpaid: 1200, overdue: 0 },
  ],
};

const pipeline = {
  rows: [
    { status: "lead", currency: "USD", count: 2, estimatedTotal: 7000, actualTotal: 0 },
    { status: "negotiation", currency: "CZK", count: 3, estimatedTotal: 170000, actualTotal: 0 },
    { status: "negotiation", currency: "EUR", count: 1, estimatedTotal: 5000, actualTotal: 0 },
    { status: "won", currency: "CZK", count: 1, estimatedTotal: 120000, actualTotal: 118000 },
  ],
};

const person = {
  found: true,
  otherMatches: ["Petra Nová"],
  contact: {
    name: "Petr Novák",
    type: "person",
    email: "petr@acme.cz",
    phone: null,
    position: "CTO",
    legalName: null,
    taxId: null,
    registrationNumber: null,
  },
  organizations: [{ name: "Acme", role: "CTO", isPrimary: true }],
  people: [],
  subOrganizations: [],
  parents: [],
};

const NEVER_DONE = /hotovo|provedeno|označil jsem|vytvořil jsem|založil jsem|done|i have (marked|created)|is now/i;

describe("invoice lists", () => {
  it("lists open invoices in Czech: number, client, amount, due date, status; totals", async () => {
    const answer = plain(
      await answerOf("Najdi všechny otevřené faktury", "listInvoices", { status: "open" }, openInvoices),
    );
    expect(answer).toBe(
      [
        "Otevřené (nezaplacené) faktury (3):",
        "• 2026-0001 · Acme · 3 750,99 Kč · splatnost 31. 12. 2026 · odeslaná",
        "• 2026-0002 · Beta s.r.o. · 1 200,00 € · splatnost 1. 10. 2026 · po splatnosti",
        "• 2026-0003 · Acme · 500,00 Kč · splatnost 15. 1. 2027 · koncept",
        "Celkem: 4 250,99 Kč, 1 200,00 €.",
      ].join("\n"),
    );
  });

  it("lists the same in English", async () => {
    const answer = plain(await answerOf("Find all open invoices", "listInvoices", { status: "open" }, openInvoices));
    expect(answer.split("\n")).toEqual([
      "Open (unpaid) invoices (3):",
      "• 2026-0001 · Acme · CZK 3,750.99 · due 31 Dec 2026 · sent",
      "• 2026-0002 · Beta s.r.o. · €1,200.00 · due 1 Oct 2026 · overdue",
      "• 2026-0003 · Acme · CZK 500.00 · due 15 Jan 2027 · draft",
      "Total: CZK 4,250.99, €1,200.00.",
    ]);
  });

  it("says plainly when nothing matches, naming the filter", async () => {
    const empty = (filter: object) => ({ filter, total: 0, invoices: [] });
    expect(
      await answerOf(
        "faktury pro Acme splatné do 31. 12. 2026",
        "listInvoices",
        {},
        empty({ status: null, client: "Acme", dueBefore: "2026-12-31", dueAfter: null }),
      ),
    ).toBe("Žádné faktury pro klienta „Acme“ splatné do 31. 12. 2026 nejsou.");
    expect(await answerOf("Find all open invoices", "listInvoices", {}, empty({ status: "open" }))).toBe(
      "No open (unpaid) invoices.",
    );
    expect(await answerOf("faktury po splatnosti", "listInvoices", {}, empty({ status: "overdue" }))).toBe(
      "Žádné faktury po splatnosti nejsou.",
    );
  });

  it("says when only part of a long list is shown", async () => {
    const answer = await answerOf("faktury", "listInvoices", {}, { ...openInvoices, filter: {}, total: 73 });
    expect(answer).toContain("… a dalších 70.");
    expect(answer).toContain("Celkem (zobrazené):");
  });
});

describe("overdue invoices and what a client owes (issue 22)", () => {
  it("lists overdue invoices with what remains of each, and the remaining total", async () => {
    const overdue = {
      filter: { status: "overdue", client: null, dueBefore: null, dueAfter: null },
      total: 2,
      invoices: [
        {
          invoiceNumber: "2026-0001",
          client: "Acme",
          total: 1210,
          currency: "CZK",
          dueDate: "2026-10-31",
          status: "overdue",
          amountDue: 710,
        },
        {
          invoiceNumber: "2026-0002",
          client: "Beta",
          total: 100,
          currency: "EUR",
          dueDate: "2026-11-01",
          status: "overdue",
          amountDue: 100,
        },
      ],
    };
    const answer = plain(
      await answerOf("Které faktury jsou po splatnosti?", "listInvoices", { status: "overdue" }, overdue),
    );
    expect(answer.split("\n")).toEqual([
      "Faktury po splatnosti (2):",
      "• 2026-0001 · Acme · 1 210,00 Kč · splatnost 31. 10. 2026 · po splatnosti · zbývá 710,00 Kč",
      "• 2026-0002 · Beta · 100,00 € · splatnost 1. 11. 2026 · po splatnosti · zbývá 100,00 €",
      "Celkem: 1 210,00 Kč, 100,00 €.",
      "Zbývá uhradit: 710,00 Kč, 100,00 €.",
    ]);
  });

  const balance = {
    client: "Acme",
    clients: ["Acme s.r.o."],
    byCurrency: [
      { currency: "CZK", count: 2, owed: 1710, overdue: 710 },
      { currency: "EUR", count: 1, owed: 50, overdue: 0 },
    ],
    invoices: [
      {
        invoiceNumber: "2026-0001",
        amountDue: 710,
        total: 1210,
        currency: "CZK",
        dueDate: "2026-10-31",
        overdue: true,
      },
      {
        invoiceNumber: "2026-0004",
        amountDue: 1000,
        total: 1000,
        currency: "CZK",
        dueDate: "2026-12-31",
        overdue: false,
      },
      { invoiceNumber: "2026-0005", amountDue: 50, total: 50, currency: "EUR", dueDate: "2026-12-31", overdue: false },
    ],
    total: 3,
  };

  it("says what a client owes per currency, what of it is overdue, and which invoices (Czech)", async () => {
    const answer = plain(await answerOf("Kolik mi dluží Acme?", "clientBalance", { client: "Acme" }, balance));
    expect(answer.split("\n")).toEqual([
      "Acme s.r.o. vám dluží 1 710,00 Kč, 50,00 € (3 faktury), z toho po splatnosti 710,00 Kč.",
      "• 2026-0001 · zbývá 710,00 Kč · splatnost 31. 10. 2026 · po splatnosti",
      "• 2026-0004 · zbývá 1 000,00 Kč · splatnost 31. 12. 2026",
      "• 2026-0005 · zbývá 50,00 € · splatnost 31. 12. 2026",
    ]);
  });

  it("in English, and nothing owed", async () => {
    const answer = plain(await answerOf("How much does Acme owe me?", "clientBalance", { client: "Acme" }, balance));
    expect(answer.split("\n")[0]).toBe(
      "Acme s.r.o. owes you CZK 1,710.00, €50.00 (3 invoices), of which CZK 710.00 overdue.",
    );
    const none = { client: "Acme", clients: ["Acme s.r.o."], byCurrency: [], invoices: [], total: 0 };
    expect(plain(await answerOf("Kolik mi dluží Acme?", "clientBalance", { client: "Acme" }, none))).toBe(
      "Acme s.r.o. vám nic nedluží: vystavené faktury jsou zaplacené.",
    );
  });
});

describe("invoice totals lead with what was asked", () => {
  it("unpaid (Czech)", async () => {
    const answer = plain(await answerOf("Kolik máme nezaplaceno?", "invoiceTotals", {}, totals));
    expect(answer.split("\n")).toEqual([
      "Nezaplaceno je celkem 12 500,00 Kč, 1 200,00 €.",
      "• CZK: 5 faktur · vyfakturováno 50 000,00 Kč · nezaplaceno 12 500,00 Kč · po splatnosti 2 000,00 Kč",
      "• EUR: 1 faktura · vyfakturováno 1 200,00 € · nezaplaceno 1 200,00 € · po splatnosti 0,00 €",
    ]);
  });

  it("overdue (Czech and English), leaving out currencies with nothing overdue", async () => {
    expect(plain(await answerOf("kolik je po splatnosti", "invoiceTotals", {}, totals))).toMatch(
      /^Po splatnosti je celkem 2 000,00 Kč\.\n/,
    );
    expect(plain(await answerOf("how much is overdue", "invoiceTotals", {}, totals))).toMatch(
      /^Overdue in total: CZK 2,000\.00\.\n• CZK: 5 invoices/,
    );
  });

  it("nothing overdue, no invoices at all", async () => {
    const none = { byCurrency: [{ currency: "CZK", count: 1, invoiced: 100, unpaid: 0, overdue: 0 }] };
    expect(await answerOf("kolik je po splatnosti", "invoiceTotals", {}, none)).toMatch(/^Nic není po splatnosti\./);
    expect(await answerOf("invoice totals", "invoiceTotals", {}, { byCurrency: [] })).toBe(
      "There are no invoices yet.",
    );
  });
});

describe("deals", () => {
  it("lists deals with client, status and values", async () => {
    const result = {
      status: "negotiation",
      total: 2,
      deals: [
        {
          title: "Licence",
          status: "negotiation",
          billingContact: "Acme",
          estimatedValue: 120000,
          actualValue: null,
          currency: "CZK",
        },
        {
          title: "ERP",
          status: "negotiation",
          billingContact: null,
          estimatedValue: 5000,
          actualValue: null,
          currency: "EUR",
        },
      ],
    };
    expect(plain(await answerOf("obchody ve vyjednávání", "listDeals", { status: "negotiation" }, result))).toBe(
      [
        "Obchody ve vyjednávání (2):",
        "• Licence · Acme · ve vyjednávání · odhad 120 000,00 Kč",
        "• ERP · bez klienta · ve vyjednávání · odhad 5 000,00 €",
      ].join("\n"),
    );
    expect(await answerOf("won deals", "listDeals", { status: "won" }, { status: "won", total: 0, deals: [] })).toBe(
      "No won deals.",
    );
  });

  it("keeps only the asked client's deals (listDeals has no client filter)", async () => {
    const result = {
      status: "won",
      total: 2,
      deals: [
        {
          title: "Licence",
          status: "won",
          billingContact: "Acme s.r.o.",
          estimatedValue: null,
          actualValue: 90000,
          currency: "CZK",
        },
        {
          title: "ERP",
          status: "won",
          billingContact: "Beta",
          estimatedValue: null,
          actualValue: 5000,
          currency: "EUR",
        },
      ],
    };
    expect(plain(await answerOf("vyhrané obchody pro Acme", "listDeals", { status: "won" }, result))).toBe(
      "Vyhrané obchody pro klienta „Acme“ (1):\n• Licence · Acme s.r.o. · vyhraný · skutečně 90 000,00 Kč",
    );
    expect(await answerOf("won deals for Gamma", "listDeals", { status: "won" }, result)).toBe(
      "No won deals for “Gamma”.",
    );
  });

  it("summarises the pipeline per status, with Czech plurals", async () => {
    expect(plain(await answerOf("souhrn pipeline", "pipelineSummary", {}, pipeline)).split("\n")).toEqual([
      "Souhrn pipeline:",
      "• Lead: 2 obchody · odhad 7 000,00 US$",
      "• Ve vyjednávání: 4 obchody · odhad 170 000,00 Kč, 5 000,00 €",
      "• Vyhrané: 1 obchod · skutečně 118 000,00 Kč (odhad 120 000,00 Kč)",
      "Celkem 7 obchodů.",
    ]);
    expect(plain(await answerOf("pipeline summary", "pipelineSummary", {}, pipeline))).toContain(
      "• Won: 1 deal · actual CZK 118,000.00 (est. CZK 120,000.00)",
    );
    const noEstimates = {
      rows: [{ status: "negotiation", currency: "CZK", count: 1, estimatedTotal: 0, actualTotal: 0 }],
    };
    expect(await answerOf("jak vypadá pipeline", "pipelineSummary", {}, noEstimates)).toBe(
      "Souhrn pipeline:\n• Ve vyjednávání: 1 obchod\nCelkem 1 obchod.",
    );
    expect(await answerOf("jak vypadá pipeline", "pipelineSummary", {}, { rows: [] })).toBe(
      "Zatím nemáte žádné obchody.",
    );
  });
});

describe("contacts", () => {
  it("lists search results and says when nothing matches", async () => {
    const found = {
      total: 2,
      contacts: [
        { id: "1", name: "Petr Novák", type: "person", email: "petr@acme.cz", phone: null, legalName: null },
        {
          id: "2",
          name: "Novák a syn",
          type: "organization",
          email: null,
          phone: null,
          legalName: "Novák a syn s.r.o.",
        },
      ],
    };
    expect(await answerOf("najdi kontakt Novák", "searchContacts", { query: "Novák" }, found)).toBe(
      "Kontakty odpovídající „Novák“ (2):\n• Petr Novák · osoba · petr@acme.cz\n• Novák a syn · organizace · Novák a syn s.r.o.",
    );
    expect(await answerOf("find contact Xyz", "searchContacts", { query: "Xyz" }, { total: 0, contacts: [] })).toBe(
      "No contact matches “Xyz”.",
    );
  });

  it("answers where someone works first, then the contact's details", async () => {
    const answer = await answerOf("kde pracuje Petr", "showContact", { contact: "Petr" }, person);
    expect(answer.split("\n")).toEqual([
      "Petr Novák pracuje v: Acme (CTO, primární).",
      "Petr Novák (osoba)",
      "E-mail: petr@acme.cz",
      "Pozice: CTO",
      "Organizace: Acme (CTO, primární)",
      "Podobné kontakty: Petra Nová",
    ]);
    expect(await answerOf("where does Petr work?", "showContact", { contact: "Petr" }, person)).toMatch(
      /^Petr Novák works at Acme \(CTO, primary\)\.\nPetr Novák \(person\)/,
    );
  });

  it("shows an organization's people, sub-organizations and parents", async () => {
    const organization = {
      found: true,
      otherMatches: [],
      contact: {
        name: "Acme",
        type: "organization",
        email: null,
        phone: null,
        position: null,
        legalName: "Acme s.r.o.",
        taxId: "CZ12345678",
        registrationNumber: "12345678",
      },
      organizations: [],
      people: [{ name: "Jana Nováková", role: "CEO", isPrimary: true }],
      subOrganizations: ["Acme Labs"],
      parents: ["Acme Group"],
    };
    expect(await answerOf("show contact Acme", "showContact", { contact: "Acme" }, organization)).toBe(
      [
        "Acme (organization)",
        "Legal name: Acme s.r.o.",
        "Registration no.: 12345678",
        "Tax ID: CZ12345678",
        "People: Jana Nováková (CEO, primary)",
        "Sub-organizations: Acme Labs",
        "Part of: Acme Group",
      ].join("\n"),
    );
  });

  it("says when a contact is not found", async () => {
    expect(await answerOf("ukaž kontakt Xyz", "showContact", { contact: "Xyz" }, { found: false, query: "Xyz" })).toBe(
      "To nevím — kontakt „Xyz“ v Kanclu není. Zkus ho vyhledat, např. „najdi kontakt Xyz“.",
    );
  });
});

describe("proposed changes ask for confirmation and never claim to be done", () => {
  const proposals: [text: string, toolName: string, result: object, expected: string][] = [
    [
      "Označ obchod Licence jako vyhraný za 120 000 Kč",
      "markDealWon",
      { confirmationRequired: true, action: "markDealWon", deal: "Licence", actualValue: 120000, currency: "CZK" },
      "Navrhuji označit obchod „Licence“ jako vyhraný se skutečnou hodnotou 120 000,00 Kč. Mám to provést? ano/ne",
    ],
    [
      "mark deal ERP won for 5000",
      "markDealWon",
      { confirmationRequired: true, action: "markDealWon", deal: "ERP", actualValue: 5000, currency: "USD" },
      "I propose marking the deal “ERP” as won with an actual value of $5,000.00. Shall I do it? yes/no",
    ],
    [
      "označ obchod Licence jako vyhraný za 5 000 EUR",
      "markDealWon",
      { confirmationRequired: true, action: "markDealWon", deal: "Licence", actualValue: 5000, currency: "CZK" },
      "Navrhuji označit obchod „Licence“ jako vyhraný se skutečnou hodnotou 5 000,00 Kč. Pozor: obchod je vedený v CZK, částka se uloží v CZK, ne v EUR. Mám to provést? ano/ne",
    ],
    [
      "obchod ERP je prohraný",
      "markDealLost",
      { confirmationRequired: true, action: "markDealLost", deal: "ERP" },
      "Navrhuji označit obchod „ERP“ jako prohraný. Mám to provést? ano/ne",
    ],
    [
      "vytvoř kontakt Jan Novák jan@firma.cz",
      "createContact",
      {
        confirmationRequired: true,
        action: "createContact",
        contact: { kind: "createContact", type: "person", name: "Jan Novák", email: "jan@firma.cz" },
      },
      "Navrhuji vytvořit kontakt: osoba Jan Novák, e-mail jan@firma.cz. Mám to provést? ano/ne",
    ],
    [
      "create organization Acme Ltd",
      "createContact",
      {
        confirmationRequired: true,
        action: "createContact",
        contact: { kind: "createContact", type: "organization", name: "Acme Ltd", legalName: "Acme Ltd" },
      },
      "I propose creating a contact: organization Acme Ltd, legal name Acme Ltd. Shall I do it? yes/no",
    ],
    [
      "Založ obchod Web pro Acme za 50000 CZK",
      "createDeal",
      {
        confirmationRequired: true,
        action: "createDeal",
        deal: { title: "Web", billingContact: "Acme", estimatedValue: 50000, currency: "CZK" },
      },
      "Navrhuji založit obchod „Web“ pro Acme s odhadovanou hodnotou 50 000,00 Kč (stav lead). Mám to provést? ano/ne",
    ],
    [
      "Označ fakturu 2026-0003 jako zaplacenou",
      "markInvoicePaid",
      {
        confirmationRequired: true,
        action: "markInvoicePaid",
        invoice: "2026-0003",
        client: "Acme s.r.o.",
        amount: 1210,
        total: 1210,
        amountPaid: 0,
        currency: "CZK",
        paidOn: "2026-11-18",
      },
      "Navrhuji označit fakturu 2026-0003 (Acme s.r.o.) jako zaplacenou: zaznamenám platbu 1 210,00 Kč s datem 18. 11. 2026. Mám to provést? ano/ne",
    ],
    [
      "Mark invoice 2026-0004 as paid",
      "markInvoicePaid",
      {
        confirmationRequired: true,
        action: "markInvoicePaid",
        invoice: "2026-0004",
        client: "Beta Ltd",
        amount: 200,
        total: 1200,
        amountPaid: 1000,
        currency: "EUR",
        paidOn: "2026-11-18",
      },
      "I propose marking invoice 2026-0004 (Beta Ltd) as paid: a payment of the remaining €200.00 dated 18 Nov 2026. Shall I do it? yes/no",
    ],
  ];

  it.each(proposals)("%s", async (text, toolName, result, expected) => {
    const answer = plain(await answerOf(text, toolName, {}, result));
    expect(answer).toBe(expected);
    expect(answer).not.toMatch(NEVER_DONE);
  });
});

describe("errors from the tools are explained, without a confirmation question", () => {
  const errors: [text: string, toolName: string, result: object, expected: string][] = [
    [
      "vyhraj Lic za 900",
      "markDealWon",
      { error: 'Several deals match "Lic".', candidates: ["Licence A", "Licence B"] },
      "Názvu „Lic“ odpovídá více obchodů: „Licence A“, „Licence B“. Který z nich myslíš?",
    ],
    [
      "mark deal ERP won for 5000",
      "markDealWon",
      { error: 'The deal "ERP" is won, not in negotiation.' },
      "The deal “ERP” is won, not in negotiation, so it cannot be marked won or lost.",
    ],
    [
      "označ obchod Xyz jako prohraný",
      "markDealLost",
      { error: 'No deal matches "Xyz".' },
      "Žádný obchod neodpovídá „Xyz“. Zkus „ukaž obchody ve vyjednávání“ a vyber přesný název.",
    ],
    [
      "Založ obchod Web pro Xyz",
      "createDeal",
      { error: 'No organization matches "Xyz".' },
      "Žádná organizace neodpovídá „Xyz“. Zkontroluj název klienta, nebo nejdřív vytvoř organizaci.",
    ],
    [
      "create contact Jan",
      "createContact",
      { error: "A person needs an e-mail address." },
      "A person needs an email address.",
    ],
    [
      "Označ fakturu 2026-0099 jako zaplacenou",
      "markInvoicePaid",
      { error: 'No invoice has the number "2026-0099".' },
      "Fakturu s číslem 2026-0099 nemáte. Zkus „ukaž odeslané faktury“ a vyber přesné číslo.",
    ],
    [
      "Označ fakturu 2026-0002 jako zaplacenou",
      "markInvoicePaid",
      { error: "Invoice 2026-0002 is a draft: issue it before it is paid." },
      "Faktura 2026-0002 je koncept: nejdřív ji vystav, pak ji lze zaplatit.",
    ],
    [
      "mark invoice 2026-0001 as paid",
      "markInvoicePaid",
      { error: "Invoice 2026-0001 is already paid." },
      "Invoice 2026-0001 is already paid.",
    ],
    ["kolik mi dluží Xyz", "clientBalance", { error: 'No client matches "Xyz".' }, "Žádný klient neodpovídá „Xyz“."],
  ];

  it.each(errors)("%s", async (text, toolName, result, expected) => {
    const answer = await answerOf(text, toolName, {}, result);
    expect(answer).toBe(expected);
    expect(answer).not.toMatch(/ano\/ne|yes\/no/);
  });

  it("explains a tool that failed (threw) in the user's language", async () => {
    const result = await testModel().doGenerate({
      prompt: [
        { role: "user", content: [{ type: "text", text: "Najdi všechny otevřené faktury" }] },
        {
          role: "assistant",
          content: [{ type: "tool-call", toolCallId: "c1", toolName: "listInvoices", input: { status: "open" } }],
        },
        {
          role: "tool",
          content: [
            {
              type: "tool-result",
              toolCallId: "c1",
              toolName: "listInvoices",
              output: { type: "error-text", value: "database is down" },
            },
          ],
        },
      ],
    });
    expect(result.content).toEqual([{ type: "text", text: "Při práci s daty CRM nastala chyba: database is down" }]);
    expect(result.finishReason.unified).toBe("stop");
  });
});
