import { z } from "zod";
import { DATE_FORMAT } from "./dates";
import { enMessages } from "./i18n/en-messages";
import { INVOICE_CURRENCIES, INVOICE_KINDS, INVOICE_STATUSES, isRealDate } from "./invoices";
import { updatedSinceField } from "./sync";
import { textString } from "./text";

/** Issue 22 item 6: the invoice list's filters, search, sorting and paging, with their exact messages. */
export const INVOICE_LIST_MESSAGES = {
  ...enMessages.invoiceList,
} as const;

export const INVOICE_SORTS = ["createdAt", "dueDate", "total", "invoiceNumber"] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];
/** The API's sorts: the screen's, and updatedAt for a sync (decision 200). */
export const INVOICE_LIST_SORTS = [...INVOICE_SORTS, "updatedAt"] as const;
export type InvoiceListSort = (typeof INVOICE_LIST_SORTS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;

const dateFilter = (message: string) => textString().refine(isRealDate, message).meta(DATE_FORMAT).optional();

export const invoiceListFilterFields = {
  status: z
    .enum(INVOICE_STATUSES, { error: INVOICE_LIST_MESSAGES.status })
    .optional()
    .describe("`overdue`: issued, unpaid and past its due date (`sent` then means the others)"),
  kind: z.enum(INVOICE_KINDS, { error: INVOICE_LIST_MESSAGES.kind }).optional(),
  billingContactId: z.uuid({ error: INVOICE_LIST_MESSAGES.billingContactId }).optional().describe("The customer"),
  currency: z.enum(INVOICE_CURRENCIES, { error: INVOICE_LIST_MESSAGES.currency }).optional(),
  issuedFrom: dateFilter(INVOICE_LIST_MESSAGES.issuedFrom).describe("Issue date on or after (drafts have none)"),
  issuedTo: dateFilter(INVOICE_LIST_MESSAGES.issuedTo).describe("Issue date on or before"),
  q: textString()
    .trim()
    .max(200)
    .optional()
    .describe(
      "Search (accent- and case-insensitive substring) over the number, the customer's name and the variable symbol",
    ),
  sort: z.enum(INVOICE_SORTS, { error: INVOICE_LIST_MESSAGES.sort }).optional().describe("createdAt by default"),
  order: z.enum(SORT_ORDERS, { error: INVOICE_LIST_MESSAGES.order }).optional().describe("desc by default"),
};

export const listInvoicesInputSchema = z
  .object({
    ...invoiceListFilterFields,
    sort: z
      .enum(INVOICE_LIST_SORTS, { error: INVOICE_LIST_MESSAGES.sort })
      .optional()
      .describe("createdAt by default; updatedAt for a sync"),
    updatedSince: updatedSinceField,
    limit: z.coerce
      .number({ error: INVOICE_LIST_MESSAGES.limit })
      .int(INVOICE_LIST_MESSAGES.limit)
      .min(1, INVOICE_LIST_MESSAGES.limit)
      .max(200, INVOICE_LIST_MESSAGES.limit)
      .optional()
      .describe("Page size; without it every match is returned"),
    cursor: textString().max(500).optional().describe("nextCursor of the previous page (same filters and sort)"),
  })
  .meta({ id: "ListInvoicesQuery" });
export type ListInvoicesInput = z.infer<typeof listInvoicesInputSchema>;
/** The screen's and the exports' filters (the screen's sorts). */
export type InvoiceListFilter = Omit<ListInvoicesInput, "limit" | "cursor" | "updatedSince" | "sort"> & {
  sort?: InvoiceSort;
};

/** The CSV export's columns (Czech accounting headers), in order. */
export const INVOICE_CSV_COLUMNS = [
  "Číslo",
  "Druh",
  "Stav",
  "Odběratel",
  "IČO",
  "DIČ",
  "Datum vystavení",
  "DUZP",
  "Splatnost",
  "Variabilní symbol",
  "Měna",
  "Základ",
  "DPH",
  "Celkem",
  "Uhrazeno",
  "Zbývá uhradit",
] as const;
