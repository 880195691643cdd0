import { businessDate, type Invoice } from "@kancl/shared";
import { tool, zodSchema } from "ai";
import { z } from "zod";
import { fuzzyFind, normalizeText } from "../../../local-model/fuzzy-match";
import { TOOL_NAME_MAX_LENGTH } from "../../../local-model/tool-limits";
import type { ToolScope } from "./tool-scope";

/** Issue 22 item 8: what a client owes, and marking an invoice paid (a change: proposed, done after "ano"). */
export const INVOICE_BALANCE_TOOL_INPUTS = {
  clientBalance: z.object({
    client: z.string().max(TOOL_NAME_MAX_LENGTH).min(1).describe("The client's name (or part of it)"),
  }),
  markInvoicePaid: z.object({
    invoice: z.string().max(TOOL_NAME_MAX_LENGTH).min(1).describe("The invoice's number, e.g. 2026-0003 (or its ID)"),
  }),
};

const SCHEMAS = {
  clientBalance: zodSchema(INVOICE_BALANCE_TOOL_INPUTS.clientBalance),
  markInvoicePaid: zodSchema(INVOICE_BALANCE_TOOL_INPUTS.markInvoicePaid),
};

const add = (a: number, b: number) => Math.round((a + b) * 100) / 100;
/** "2026-0003", "2026 0003", "20260003" and "d2026-0001" name the same numbers. */
const numberKey = (value: string) => value.toUpperCase().replace(/[^\dA-Z]/g, "");

export function createInvoiceBalanceTools(scope: ToolScope) {
  const { services, orgId } = scope;
  /** Issued invoices (no drafts: they owe nothing yet; no credit notes: they lower their invoice's amount due). */
  const issuedInvoices = async () =>
    (await services.invoices.list(orgId)).filter((i) => i.kind === "invoice" && i.status !== "draft");

  return {
    clientBalance: tool({
      description:
        "What a client owes: the remaining amounts (total less payments and credit notes) of its issued invoices, per currency, with what is overdue.",
      inputSchema: SCHEMAS.clientBalance,
      execute: async ({ client }) => {
        const today = businessDate();
        const issued = await issuedInvoices();
        let invoices = fuzzyFind(issued, client, (i) => [i.billingSnapshot.name]);
        // Two clients with nearly the same name ("Pekárny Vysočina", "Pekárna Třebíč") are asked about, not summed
        // (issue 43 item 2) — unless one of them is named exactly ("Stavby Morava" beside its branches).
        const organizations = (await services.contacts.list(orgId, { type: "organization" })).contacts;
        const names = (c: (typeof organizations)[number]) => [c.name, c.legalName ?? "", c.billing?.name ?? ""];
        const matching = fuzzyFind(organizations, client, names);
        const wanted = normalizeText(client);
        const exact = matching.find((c) => names(c).some((name) => normalizeText(name) === wanted));
        if (exact) invoices = issued.filter((i) => i.billingContactId === exact.id);
        else if (matching.length > 1) {
          return {
            error: `Several clients match "${client}".`,
            candidates: matching
              .slice(0, 5)
              .map((c) => c.name)
              .sort((a, b) => a.localeCompare(b, "cs")),
          };
        } else if (matching.length === 1) invoices = issued.filter((i) => i.billingContactId === matching[0]?.id);
        if (invoices.length === 0) {
          const contacts = (await services.contacts.list(orgId, {})).contacts;
          const known = fuzzyFind(contacts, client, (c) => [c.name, c.legalName ?? "", c.billing?.name ?? ""]);
          if (known.length === 0) return { error: `No client matches "${client}".` };
        }
        const rows = new Map<string, { currency: string; count: number; owed: number; overdue: number }>();
        // Oldest debt first.
        const open = invoices
          .filter((i) => i.amountDue > 0)
          .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.invoiceNumber.localeCompare(b.invoiceNumber));
        for (const invoice of open) {
          const row = rows.get(invoice.currency) ?? { currency: invoice.currency, count: 0, owed: 0, overdue: 0 };
          row.count += 1;
          row.owed = add(row.owed, invoice.amountDue);
          if (invoice.dueDate < today) row.overdue = add(row.overdue, invoice.amountDue);
          rows.set(invoice.currency, row);
        }
        return {
          client,
          clients: [...new Set(invoices.map((i) => i.billingSnapshot.name))],
          byCurrency: [...rows.values()],
          invoices: open.slice(0, 50).map((i) => ({
            invoiceNumber: i.invoiceNumber,
            amountDue: i.amountDue,
            total: i.total,
            currency: i.currency,
            dueDate: i.dueDate,
            overdue: i.dueDate < today,
          })),
          total: open.length,
        };
      },
    }),

    markInvoicePaid: tool({
      description:
        "Propose recording the rest of an issued invoice as paid today (a payment of its remaining amount). The user must confirm.",
      inputSchema: SCHEMAS.markInvoicePaid,
      execute: async ({ invoice: query }) => {
        const all: Invoice[] = await services.invoices.list(orgId);
        const key = numberKey(query);
        const invoice = all.find((i) => i.id === query) ?? all.find((i) => key && numberKey(i.invoiceNumber) === key);
        if (!invoice) return { error: `No invoice has the number "${query}".` };
        const number = invoice.invoiceNumber;
        if (invoice.kind === "credit_note") return { error: `Invoice ${number} is a credit note: it is not paid.` };
        if (invoice.status === "draft") return { error: `Invoice ${number} is a draft: issue it before it is paid.` };
        if (invoice.amountDue <= 0) return { error: `Invoice ${number} is already paid.` };
        const paidOn = businessDate();
        const client = invoice.billingSnapshot.name;
        scope.propose({
          kind: "markInvoicePaid",
          invoiceId: invoice.id,
          invoiceNumber: number,
          client,
          amount: invoice.amountDue,
          currency: invoice.currency,
          paidOn,
        });
        return {
          confirmationRequired: true as const,
          action: "markInvoicePaid",
          invoice: number,
          client,
          amount: invoice.amountDue,
          total: invoice.total,
          amountPaid: invoice.amountPaid,
          currency: invoice.currency,
          paidOn,
        };
      },
    }),
  };
}
