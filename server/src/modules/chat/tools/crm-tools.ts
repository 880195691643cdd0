import { type Contact, DEAL_CURRENCIES, DEAL_STATUSES, type Invoice, moneyAmount } from "@kancl/shared";
import { tool, zodSchema } from "ai";
import { z } from "zod";
import { fuzzyFind } from "../../../local-model/fuzzy-match";
import { TOOL_NAME_MAX_LENGTH } from "../../../local-model/tool-limits";
import { createInvoiceBalanceTools, INVOICE_BALANCE_TOOL_INPUTS } from "./invoice-balance-tools";
import type { ToolScope } from "./tool-scope";

export type { CrmToolServices, ToolScope } from "./tool-scope";

const INVOICE_FILTERS = ["open", "draft", "sent", "paid", "overdue"] as const;

/** The names of the tools; the local model and the tests refer to them. */
export const CRM_TOOL_NAMES = [
  "searchContacts",
  "showContact",
  "listDeals",
  "pipelineSummary",
  "markDealWon",
  "markDealLost",
  "createContact",
  "createDeal",
  "listInvoices",
  "invoiceTotals",
  "clientBalance",
  "markInvoicePaid",
  "topDebtors",
] as const;

/** "Open" deals, as the home page's pipeline counts them: leads and deals in negotiation (issue 43 item 1). */
const OPEN_DEAL_STATUSES: readonly string[] = ["lead", "negotiation"];
/** "Open" invoices, as the home page counts them: issued and unpaid; never a draft, never a credit note. */
const isOpenInvoice = (i: Invoice) => i.kind === "invoice" && (i.status === "sent" || i.status === "overdue");

/** A name or a search as a tool's input: bounded (tool-limits.ts). */
const nameInput = () => z.string().max(TOOL_NAME_MAX_LENGTH);

const contactNames = (c: Contact) => [c.name, c.legalName ?? "", c.billing?.name ?? ""];

/** The tools' inputs (zod: what a call must look like; the tests check the local model's calls against them). */
export const CRM_TOOL_INPUTS = {
  searchContacts: z.object({
    query: nameInput().describe("A name or part of it; diacritics and case do not matter"),
    type: z.enum(["person", "organization"]).optional(),
  }),
  showContact: z.object({ contact: nameInput().describe("The contact's name (or ID)") }),
  listDeals: z.object({
    status: z
      .enum([...DEAL_STATUSES, "open"])
      .optional()
      .describe("'open' = leads and deals in negotiation, as the home page counts them"),
    sort: z.enum(["value"]).optional().describe("value: the biggest estimated value first"),
    limit: z.number().int().min(1).max(50).optional(),
  }),
  pipelineSummary: z.object({}),
  markDealWon: z.object({
    deal: nameInput().describe("The deal's title (or ID)"),
    actualValue: moneyAmount({ positive: true }),
  }),
  markDealLost: z.object({ deal: nameInput().describe("The deal's title (or ID)") }),
  createContact: z.object({
    type: z.enum(["person", "organization"]),
    name: nameInput().min(1),
    email: nameInput().optional(),
    legalName: nameInput().optional(),
    phone: nameInput().optional(),
  }),
  createDeal: z.object({
    title: nameInput().min(1),
    billingContact: nameInput().optional().describe("The organization's name"),
    estimatedValue: moneyAmount({ min: 0 }).optional(),
    currency: z.enum(DEAL_CURRENCIES).optional(),
  }),
  listInvoices: z.object({
    status: z.enum(INVOICE_FILTERS).optional(),
    client: nameInput().optional(),
    dueBefore: z.string().max(10).optional().describe("YYYY-MM-DD, inclusive"),
    dueAfter: z.string().max(10).optional().describe("YYYY-MM-DD, inclusive"),
    issuedFrom: z.string().max(10).optional().describe("Issued on or after, YYYY-MM-DD (what was invoiced when)"),
    issuedTo: z.string().max(10).optional().describe("Issued on or before, YYYY-MM-DD"),
    sort: z.enum(["total", "dueDate"]).optional().describe("total: the largest first; dueDate: the oldest first"),
    limit: z.number().int().min(1).max(50).optional(),
  }),
  topDebtors: z.object({ limit: z.number().int().min(1).max(50).optional() }),
  invoiceTotals: z.object({}),
  ...INVOICE_BALANCE_TOOL_INPUTS,
};

/**
 * The same as JSON schemas, converted once: the AI SDK converts a zod schema on every call it is given to, which
 * cost ~7 ms of the event loop per chat request for these ten.
 */
const TOOL_SCHEMAS = {
  searchContacts: zodSchema(CRM_TOOL_INPUTS.searchContacts),
  showContact: zodSchema(CRM_TOOL_INPUTS.showContact),
  listDeals: zodSchema(CRM_TOOL_INPUTS.listDeals),
  pipelineSummary: zodSchema(CRM_TOOL_INPUTS.pipelineSummary),
  markDealWon: zodSchema(CRM_TOOL_INPUTS.markDealWon),
  markDealLost: zodSchema(CRM_TOOL_INPUTS.markDealLost),
  createContact: zodSchema(CRM_TOOL_INPUTS.createContact),
  createDeal: zodSchema(CRM_TOOL_INPUTS.createDeal),
  listInvoices: zodSchema(CRM_TOOL_INPUTS.listInvoices),
  invoiceTotals: zodSchema(CRM_TOOL_INPUTS.invoiceTotals),
  topDebtors: zodSchema(CRM_TOOL_INPUTS.topDebtors),
};

/**
 * The assistant's tools over the CRM. Every tool works through the same services as the API, scoped to the
 * caller's organization; none builds SQL. Results are small JSON objects a model can turn into an answer.
 */
export function createCrmTools(scope: ToolScope) {
  const { services, orgId } = scope;
  const allContacts = async () => (await services.contacts.list(orgId, {})).contacts;
  const allDeals = async () => (await services.deals.list(orgId, {})).deals;

  async function findDeal(query: string) {
    const deals = await allDeals();
    const byId = deals.find((d) => d.id === query);
    if (byId) return { deal: byId };
    const matches = fuzzyFind(deals, query, (d) => [d.title, d.billingContact?.name ?? ""]);
    if (matches.length === 0) return { error: `No deal matches "${query}".` };
    const negotiating = matches.filter((d) => d.status === "negotiation");
    const candidates = negotiating.length ? negotiating : matches;
    if (candidates.length > 1 && candidates[0]?.title !== query) {
      return { error: `Several deals match "${query}".`, candidates: candidates.slice(0, 5).map((d) => d.title) };
    }
    return { deal: candidates[0] };
  }

  return {
    searchContacts: tool({
      description: "Search contacts (persons and organizations) by name, e-mail or legal name.",
      inputSchema: TOOL_SCHEMAS.searchContacts,
      execute: async ({ query, type }) => {
        const contacts = (await allContacts()).filter((c) => !type || c.type === type);
        const found = query.trim() ? fuzzyFind(contacts, query, (c) => [...contactNames(c), c.email ?? ""]) : contacts;
        return {
          total: found.length,
          contacts: found.slice(0, 20).map((c) => ({
            id: c.id,
            name: c.name,
            type: c.type,
            email: c.email,
            phone: c.phone,
            legalName: c.legalName,
          })),
        };
      },
    }),

    showContact: tool({
      description:
        "Show one contact with its links: a person's organizations, an organization's people and sub-organizations.",
      inputSchema: TOOL_SCHEMAS.showContact,
      execute: async ({ contact: query }) => {
        const contacts = await allContacts();
        const matches = contacts.filter((c) => c.id === query);
        const found = matches.length ? matches : fuzzyFind(contacts, query, contactNames);
        const contact = found[0];
        if (!contact) return { found: false as const, query };
        const [organizations, people, children, path] = await Promise.all([
          contact.type === "person" ? services.links.organizationsOf(orgId, contact.id) : [],
          contact.type === "organization" ? services.links.peopleOf(orgId, contact.id) : [],
          contact.type === "organization" ? services.contacts.children(orgId, contact.id) : [],
          services.contacts.hierarchy(orgId, contact.id),
        ]);
        return {
          found: true as const,
          otherMatches: found.slice(1, 5).map((c) => c.name),
          contact: {
            name: contact.name,
            type: contact.type,
            email: contact.email,
            phone: contact.phone,
            position: contact.position,
            legalName: contact.legalName,
            taxId: contact.taxId,
            registrationNumber: contact.registrationNumber,
          },
          organizations: organizations.map((l) => ({
            name: l.organization.name,
            role: l.role,
            isPrimary: l.isPrimary,
          })),
          people: people.map((l) => ({ name: l.person.name, role: l.role, isPrimary: l.isPrimary })),
          subOrganizations: children.map((c) => c.name),
          parents: path.slice(0, -1).map((p) => p.name),
        };
      },
    }),

    listDeals: tool({
      description:
        "List deals, optionally only those with one status ('open': leads and in negotiation), the biggest first on request.",
      inputSchema: TOOL_SCHEMAS.listDeals,
      execute: async ({ status, sort, limit }) => {
        let { deals } = await services.deals.list(orgId, { status: status === "open" ? undefined : status });
        if (status === "open") deals = deals.filter((d) => OPEN_DEAL_STATUSES.includes(d.status));
        if (sort === "value") deals = [...deals].sort((a, b) => (b.estimatedValue ?? 0) - (a.estimatedValue ?? 0));
        return {
          status: status ?? null,
          sort: sort ?? null,
          deals: deals.slice(0, limit ?? 50).map((d) => ({
            title: d.title,
            status: d.status,
            billingContact: d.billingContact?.name ?? null,
            estimatedValue: d.estimatedValue,
            actualValue: d.actualValue,
            currency: d.currency,
          })),
          total: deals.length,
        };
      },
    }),

    pipelineSummary: tool({
      description: "Count and sum the deals per status and currency.",
      inputSchema: TOOL_SCHEMAS.pipelineSummary,
      execute: async () => {
        const rows = new Map<
          string,
          { status: string; currency: string; count: number; estimatedTotal: number; actualTotal: number }
        >();
        for (const deal of await allDeals()) {
          const key = `${deal.status}/${deal.currency}`;
          const row = rows.get(key) ?? {
            status: deal.status,
            currency: deal.currency,
            count: 0,
            estimatedTotal: 0,
            actualTotal: 0,
          };
          row.count += 1;
          row.estimatedTotal = Math.round((row.estimatedTotal + (deal.estimatedValue ?? 0)) * 100) / 100;
          row.actualTotal = Math.round((row.actualTotal + (deal.actualValue ?? 0)) * 100) / 100;
          rows.set(key, row);
        }
        const order = DEAL_STATUSES as readonly string[];
        return { rows: [...rows.values()].sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status)) };
      },
    }),

    markDealWon: tool({
      description: "Propose marking a deal in negotiation as won with its actual value. The user must confirm.",
      inputSchema: TOOL_SCHEMAS.markDealWon,
      execute: async ({ deal: query, actualValue }) => {
        const { deal, error, candidates } = await findDeal(query);
        if (!deal) return { error, candidates };
        if (deal.status !== "negotiation")
          return { error: `The deal "${deal.title}" is ${deal.status}, not in negotiation.` };
        scope.propose({
          kind: "markDealWon",
          dealId: deal.id,
          dealTitle: deal.title,
          actualValue,
          currency: deal.currency,
        });
        return {
          confirmationRequired: true as const,
          action: "markDealWon",
          deal: deal.title,
          actualValue,
          currency: deal.currency,
        };
      },
    }),

    markDealLost: tool({
      description: "Propose marking a deal in negotiation as lost. The user must confirm.",
      inputSchema: TOOL_SCHEMAS.markDealLost,
      execute: async ({ deal: query }) => {
        const { deal, error, candidates } = await findDeal(query);
        if (!deal) return { error, candidates };
        if (deal.status !== "negotiation")
          return { error: `The deal "${deal.title}" is ${deal.status}, not in negotiation.` };
        scope.propose({ kind: "markDealLost", dealId: deal.id, dealTitle: deal.title });
        return { confirmationRequired: true as const, action: "markDealLost", deal: deal.title };
      },
    }),

    createContact: tool({
      description:
        "Propose creating a contact. A person needs an e-mail; an organization a legal name. The user must confirm.",
      inputSchema: TOOL_SCHEMAS.createContact,
      execute: async (input) => {
        if (input.type === "person" && !input.email) return { error: "A person needs an e-mail address." };
        const action = {
          kind: "createContact" as const,
          ...input,
          legalName: input.type === "organization" ? (input.legalName ?? input.name) : undefined,
        };
        scope.propose(action);
        return { confirmationRequired: true as const, action: "createContact", contact: action };
      },
    }),

    createDeal: tool({
      description: "Propose creating a deal, optionally billed to an organization. The user must confirm.",
      inputSchema: TOOL_SCHEMAS.createDeal,
      execute: async ({ title, billingContact, estimatedValue, currency }) => {
        let billing: Contact | undefined;
        if (billingContact) {
          billing = fuzzyFind(
            (await allContacts()).filter((c) => c.type === "organization"),
            billingContact,
            contactNames,
          )[0];
          if (!billing) return { error: `No organization matches "${billingContact}".` };
        }
        scope.propose({
          kind: "createDeal",
          title,
          billingContactId: billing?.id,
          billingContactName: billing?.name,
          estimatedValue,
          currency,
        });
        return {
          confirmationRequired: true as const,
          action: "createDeal",
          deal: {
            title,
            billingContact: billing?.name ?? null,
            estimatedValue: estimatedValue ?? null,
            currency: currency ?? "USD",
          },
        };
      },
    }),

    listInvoices: tool({
      description:
        "List invoices by status ('open' = issued and unpaid, as the home page counts them: no drafts, no credit notes), client, due date range or issue date range (YYYY-MM-DD); with an issue date range it sums what was invoiced (less issued credit notes).",
      inputSchema: TOOL_SCHEMAS.listInvoices,
      execute: async ({ status, client, dueBefore, dueAfter, issuedFrom, issuedTo, sort, limit }) => {
        const all: Invoice[] = await services.invoices.list(orgId);
        let invoices = all;
        if (status === "open") invoices = invoices.filter(isOpenInvoice);
        else if (status) invoices = invoices.filter((i) => i.status === status && i.kind === "invoice");
        const issued = Boolean(issuedFrom || issuedTo);
        if (issued) {
          // What was invoiced in a period: issued invoices by their issue date (the home page's revenue is by it too).
          invoices = invoices.filter(
            (i) =>
              i.kind === "invoice" &&
              i.issueDate !== null &&
              (!issuedFrom || i.issueDate >= issuedFrom) &&
              (!issuedTo || i.issueDate <= issuedTo),
          );
        }
        if (client) {
          const wanted = new Set(fuzzyFind(invoices, client, (i) => [i.billingSnapshot.name]).map((i) => i.id));
          invoices = invoices.filter((i) => wanted.has(i.id));
        }
        if (dueBefore) invoices = invoices.filter((i) => i.dueDate <= dueBefore);
        if (dueAfter) invoices = invoices.filter((i) => i.dueDate >= dueAfter);
        if (sort === "total") invoices = [...invoices].sort((a, b) => czk(b, b.total) - czk(a, a.total));
        if (sort === "dueDate") invoices = [...invoices].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
        return {
          filter: {
            status: status ?? null,
            client: client ?? null,
            dueBefore: dueBefore ?? null,
            dueAfter: dueAfter ?? null,
            issuedFrom: issuedFrom ?? null,
            issuedTo: issuedTo ?? null,
            sort: sort ?? null,
          },
          total: invoices.length,
          invoiced: issued ? invoicedByCurrency(invoices, all) : null,
          invoices: invoices.slice(0, limit ?? 50).map((i) => ({
            invoiceNumber: i.invoiceNumber,
            client: i.billingSnapshot.name,
            total: i.total,
            currency: i.currency,
            dueDate: i.dueDate,
            status: i.status,
            amountDue: i.amountDue,
          })),
        };
      },
    }),

    invoiceTotals: tool({
      description:
        "Totals per currency of issued documents: invoiced (issued invoices less their issued credit notes), unpaid (what remains due after payments and credit notes) and overdue (what remains due past the due date). Drafts owe nothing yet.",
      inputSchema: TOOL_SCHEMAS.invoiceTotals,
      execute: async () => {
        const rows = new Map<
          string,
          { currency: string; count: number; invoiced: number; unpaid: number; overdue: number; overdueCount: number }
        >();
        const add = (a: number, b: number) => Math.round((a + b) * 100) / 100;
        for (const invoice of await services.invoices.list(orgId)) {
          if (invoice.status === "draft") continue;
          const row = rows.get(invoice.currency) ?? {
            currency: invoice.currency,
            count: 0,
            invoiced: 0,
            unpaid: 0,
            overdue: 0,
            overdueCount: 0,
          };
          if (invoice.kind === "invoice") row.count += 1;
          row.invoiced = add(row.invoiced, invoice.total);
          // What remains is the API's amountDue (the one shared balance: total − credit notes − payments).
          row.unpaid = add(row.unpaid, invoice.amountDue);
          if (invoice.status === "overdue") {
            row.overdue = add(row.overdue, invoice.amountDue);
            if (invoice.kind === "invoice") row.overdueCount += 1;
          }
          rows.set(invoice.currency, row);
        }
        return { byCurrency: [...rows.values()] };
      },
    }),

    topDebtors: tool({
      description:
        "The clients who owe the most: what remains due on their issued invoices, per client and currency, the most first.",
      inputSchema: TOOL_SCHEMAS.topDebtors,
      execute: async ({ limit }) => {
        const byClient = new Map<string, { client: string; dueCzk: number; byCurrency: Map<string, number> }>();
        for (const invoice of (await services.invoices.list(orgId)).filter(isOpenInvoice)) {
          if (invoice.amountDue <= 0) continue;
          const key = invoice.billingContactId;
          const row = byClient.get(key) ?? { client: invoice.billingSnapshot.name, dueCzk: 0, byCurrency: new Map() };
          row.dueCzk += czk(invoice, invoice.amountDue);
          row.byCurrency.set(
            invoice.currency,
            Math.round(((row.byCurrency.get(invoice.currency) ?? 0) + invoice.amountDue) * 100) / 100,
          );
          byClient.set(key, row);
        }
        const rows = [...byClient.values()].sort((a, b) => b.dueCzk - a.dueCzk);
        return {
          total: rows.length,
          clients: rows.slice(0, limit ?? 10).map((row) => ({
            client: row.client,
            owed: [...row.byCurrency].map(([currency, amount]) => ({ currency, amount })),
          })),
        };
      },
    }),

    ...createInvoiceBalanceTools(scope),
  };
}

/** An amount of an invoice in CZK, for ranking across currencies (at the invoice's own rate; 1 when it has none). */
const czk = (invoice: Invoice, amount: number) =>
  amount * (invoice.currency === "CZK" ? 1 : (invoice.exchangeRate ?? 1));

/** Invoiced per currency: the invoices' totals less their issued credit notes (drafts never count). */
function invoicedByCurrency(invoices: Invoice[], all: Invoice[]) {
  const ids = new Set(invoices.map((i) => i.id));
  const notes = all.filter(
    (i) => i.kind === "credit_note" && i.status !== "draft" && i.originalInvoiceId && ids.has(i.originalInvoiceId),
  );
  const sums = new Map<string, { currency: string; count: number; amount: number }>();
  for (const i of [...invoices, ...notes]) {
    const row = sums.get(i.currency) ?? { currency: i.currency, count: 0, amount: 0 };
    if (i.kind === "invoice") row.count += 1;
    row.amount = Math.round((row.amount + i.total) * 100) / 100;
    sums.set(i.currency, row);
  }
  return [...sums.values()];
}

export type CrmTools = ReturnType<typeof createCrmTools>;
