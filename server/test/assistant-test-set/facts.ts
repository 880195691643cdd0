import { businessDate, type Contact, type Deal, type Invoice, type Overview } from "@kancl/shared";
import { shiftDate as addDays } from "../../src/modules/demo/demo.service";
import type { HttpClient } from "../http-client";

/**
 * What the screens' API says about the demo data (issue 43 item 4): the assistant's test set computes every expected
 * figure from these, never from hard-coded numbers, so the set keeps measuring the same thing when the demo data
 * or today's date changes.
 */
export interface Facts {
  today: string;
  tomorrow: string;
  dayAfterTomorrow: string;
  /** The Friday of this week (today when today is Friday; the next one after a weekend). */
  friday: string;
  /** Monday of next week. */
  nextMonday: string;
  deals: Deal[];
  /** Issued invoices and credit notes and drafts, as the invoice list returns them. */
  invoices: Invoice[];
  contacts: Contact[];
  overview: Overview;
  /** A person's organizations with roles, by the person's name. */
  worksAt: Map<string, { organization: string; role: string }[]>;
  /** An organization's people, by its name. */
  peopleOf: Map<string, string[]>;
  /** The test's own tasks (the demo data has none), by when they are due. */
  tasks: { today: string; tomorrow: string; dayAfterTomorrow: string; nextWeek: string; overdue: string };
  project: string;
  userName: string;
}

export async function readFacts(
  http: HttpClient,
  extra: { tasks: Facts["tasks"]; project: string; userName: string },
): Promise<Facts> {
  const today = businessDate();
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const [deals, invoices, contacts, overview] = await Promise.all([
    http.get<{ deals: Deal[] }>("/api/v1/crm/deals?limit=200"),
    http.get<{ invoices: Invoice[] }>("/api/v1/crm/invoices?limit=200"),
    http.get<{ contacts: Contact[] }>("/api/v1/crm/contacts?limit=200"),
    http.get<Overview>("/api/v1/overview"),
  ]);
  const worksAt = new Map<string, { organization: string; role: string }[]>();
  const peopleOf = new Map<string, string[]>();
  for (const contact of contacts.body.contacts) {
    if (contact.type !== "person") continue;
    const links = await http.get<{ organizations: { role: string; organization: { name: string } }[] }>(
      `/api/v1/crm/contacts/${contact.id}/organizations`,
    );
    const rows = links.body.organizations.map((l) => ({ organization: l.organization.name, role: l.role }));
    worksAt.set(contact.name, rows);
    for (const row of rows) peopleOf.set(row.organization, [...(peopleOf.get(row.organization) ?? []), contact.name]);
  }
  return {
    today,
    tomorrow: addDays(today, 1),
    dayAfterTomorrow: addDays(today, 2),
    friday: weekday <= 4 ? addDays(today, 4 - weekday) : addDays(today, 11 - weekday),
    nextMonday: addDays(today, 7 - weekday),
    deals: deals.body.deals,
    invoices: invoices.body.invoices,
    contacts: contacts.body.contacts,
    overview: overview.body,
    worksAt,
    peopleOf,
    ...extra,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Derived figures: each defined as the screens define it (the home page, the lists, the client summary).

export const openDeals = (f: Facts) => f.deals.filter((d) => d.status === "lead" || d.status === "negotiation");
export const dealsOf = (f: Facts, status: Deal["status"]) => f.deals.filter((d) => d.status === status);
/** Issued, unpaid invoices: the home page's "unpaid" and "overdue" together; no drafts, no credit notes. */
export const openInvoices = (f: Facts) =>
  f.invoices.filter((i) => i.kind === "invoice" && (i.status === "sent" || i.status === "overdue"));
export const overdueInvoices = (f: Facts) => f.invoices.filter((i) => i.kind === "invoice" && i.status === "overdue");
export const draftInvoices = (f: Facts) => f.invoices.filter((i) => i.kind === "invoice" && i.status === "draft");
export const paidInvoices = (f: Facts) => f.invoices.filter((i) => i.kind === "invoice" && i.status === "paid");

/** The home page's figure in CZK: unpaid (not yet due) + overdue, or one of them. */
export function homeDue(f: Facts, which: "unpaid" | "overdue" | "both"): number {
  const czk = (figure: Overview["invoices"]["unpaid"]) => figure.due.find((d) => d.currency === "CZK")?.amount ?? 0;
  const unpaid = czk(f.overview.invoices.unpaid);
  const overdue = czk(f.overview.invoices.overdue);
  return which === "unpaid" ? unpaid : which === "overdue" ? overdue : Math.round((unpaid + overdue) * 100) / 100;
}
export const homeOpenInvoiceCount = (f: Facts) => f.overview.invoices.unpaid.count + f.overview.invoices.overdue.count;

const monthOf = (date: string, back: number) => {
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 - back, 1));
  return d.toISOString().slice(0, 7);
};
export const lastMonth = (f: Facts) => monthOf(f.today, 1);
export const thisMonth = (f: Facts) => monthOf(f.today, 0);

/** Invoiced in a month, by issue date (the CZK amount): issued invoices less their issued credit notes (drafts never). */
export function invoicedIn(f: Facts, month: string): { count: number; amount: number } {
  const issued = f.invoices.filter((i) => i.kind === "invoice" && i.status !== "draft");
  const ofMonth = issued.filter((i) => i.issueDate?.startsWith(month));
  const ids = new Set(ofMonth.map((i) => i.id));
  const notes = f.invoices.filter(
    (i) => i.kind === "credit_note" && i.status !== "draft" && i.originalInvoiceId && ids.has(i.originalInvoiceId),
  );
  const amount = [...ofMonth, ...notes].filter((i) => i.currency === "CZK").reduce((sum, i) => sum + i.total, 0);
  // The count of every currency's invoices; the amount of the CZK ones (the answer gives each currency's sum).
  return { count: ofMonth.length, amount: Math.round(amount * 100) / 100 };
}

/** What each client still owes (CZK, issued invoices), most first. */
export function debtors(f: Facts): { name: string; due: number }[] {
  const byClient = new Map<string, number>();
  // By the client's contact name ("Stavby Morava"), as the contact list shows it; its billing name has the legal form.
  const nameOf = new Map(f.contacts.map((c) => [c.id, c.name]));
  for (const invoice of openInvoices(f)) {
    if (invoice.currency !== "CZK") continue;
    const name = nameOf.get(invoice.billingContactId) ?? invoice.billingSnapshot.name;
    byClient.set(name, (byClient.get(name) ?? 0) + invoice.amountDue);
  }
  return [...byClient].map(([name, due]) => ({ name, due: Math.round(due * 100) / 100 })).sort((a, b) => b.due - a.due);
}

/** Open deals by estimated value, CZK ones (the demo's main currency), biggest first. */
export const biggestOpenDeals = (f: Facts) =>
  openDeals(f)
    .filter((d) => d.currency === "CZK")
    .sort((a, b) => (b.estimatedValue ?? 0) - (a.estimatedValue ?? 0));

export const contactNamed = (f: Facts, name: string) => {
  const contact = f.contacts.find((c) => c.name === name);
  if (!contact) throw new Error(`The demo data has no contact ${name}`);
  return contact;
};

/** Lowercase, no diacritics: how the test set's questions are typed. */
export const typed = (value: string) =>
  value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[–—]/g, "-");
