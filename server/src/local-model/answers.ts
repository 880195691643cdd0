import {
  capitalize,
  count,
  DEAL_FORMS,
  DEAL_STATUS,
  day,
  INVOICE_FORMS,
  type Json,
  list,
  money,
  num,
  quote,
  strings,
  sumByCurrency,
  text,
} from "./format";
import { fuzzyFind } from "./fuzzy-match";
import { asksWhereSomeoneWorks, dealClientOf, totalsFocus } from "./intents";
import { findMoney, foldKeepingIndexes, type Language, pickAmount } from "./numbers-and-dates";
import { renderProjectError, renderProjectResult } from "./project-answers";
import { renderError, renderProposal } from "./proposal-answers";

/**
 * The second step of a turn: the tool has run, and its JSON result is turned into a short answer in the user's
 * language. Renderers read the result defensively (it arrives through the prompt as plain JSON) and never claim a
 * change is done: write tools only propose, so their answers end with the confirmation question.
 */
export interface AnswerContext {
  language: Language;
  /** The user's request, for what to lead with ("kolik je po splatnosti" → the overdue amount first). */
  userText: string;
  /** The input the tool was called with (the search query, the invoice filter). */
  input: Record<string, unknown>;
}

/** Renders the result of one CRM tool; unknown tools get their JSON shown plainly. */
export function renderToolResult(toolName: string, result: unknown, ctx: AnswerContext): string {
  if (!result || typeof result !== "object") return renderUnknown(result, ctx.language);
  const json = result as Json;
  if (text(json.error)) {
    return toolName.startsWith("projects_") ? renderProjectError(json, ctx.language) : renderError(json, ctx.language);
  }
  switch (toolName) {
    case "listInvoices":
      return renderInvoices(json, ctx);
    case "invoiceTotals":
      return renderInvoiceTotals(json, ctx);
    case "listDeals":
      return renderDeals(json, ctx);
    case "pipelineSummary":
      return renderPipeline(json, ctx.language);
    case "searchContacts":
      return renderContacts(json, ctx);
    case "showContact":
      return renderContact(json, ctx);
    case "clientBalance":
      return renderClientBalance(json, ctx);
    case "topDebtors":
      return renderTopDebtors(json, ctx.language);
    case "agenda":
      return renderAgenda(json, ctx.language);
    case "markInvoicePaid":
    case "markDealWon":
    case "markDealLost":
    case "createContact":
    case "createDeal":
      return json.confirmationRequired === true
        ? renderProposal(toolName, json, ctx.language, statedCurrency(ctx.userText, ctx.language))
        : renderUnknown(json, ctx.language);
    default:
      return toolName.startsWith("projects_")
        ? renderProjectResult(toolName, json, ctx.language)
        : renderUnknown(json, ctx.language);
  }
}

function statedCurrency(userText: string, language: Language): string | undefined {
  return pickAmount(findMoney(foldKeepingIndexes(userText), language))?.currency;
}

/** The tool failed (threw) or was not allowed to run. */
export function renderToolFailure(kind: "error" | "denied", message: string, language: Language): string {
  if (kind === "denied") return language === "cs" ? "Tuto akci nelze provést." : "This action was not allowed.";
  return language === "cs"
    ? `Při práci s daty CRM nastala chyba: ${message}`
    : `Something went wrong while reading the CRM: ${message}`;
}

function renderUnknown(result: unknown, language: Language): string {
  return `${language === "cs" ? "Výsledek" : "Result"}: ${JSON.stringify(result)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Invoices

const INVOICE_STATUS: Record<Language, Record<string, string>> = {
  cs: { draft: "koncept", sent: "odeslaná", paid: "zaplacená", overdue: "po splatnosti" },
  en: { draft: "draft", sent: "sent", paid: "paid", overdue: "overdue" },
};
const INVOICE_LIST_TITLE: Record<Language, Record<string, string>> = {
  cs: {
    open: "otevřené (nezaplacené) faktury",
    draft: "koncepty faktur",
    sent: "odeslané faktury",
    paid: "zaplacené faktury",
    overdue: "faktury po splatnosti",
    all: "faktury",
  },
  en: {
    open: "open (unpaid) invoices",
    draft: "draft invoices",
    sent: "sent invoices",
    paid: "paid invoices",
    overdue: "overdue invoices",
    all: "invoices",
  },
};

function invoiceFilterText(filter: Json, language: Language): string {
  const cs = language === "cs";
  const parts: string[] = [];
  const client = text(filter.client);
  if (client) parts.push(cs ? `pro klienta ${quote(client, language)}` : `for ${quote(client, language)}`);
  const after = text(filter.dueAfter);
  const before = text(filter.dueBefore);
  if (after && before && after === before)
    parts.push(cs ? `se splatností ${day(after, language)}` : `due on ${day(after, language)}`);
  else if (after && before)
    parts.push(
      cs
        ? `se splatností ${day(after, language)} – ${day(before, language)}`
        : `due ${day(after, language)} – ${day(before, language)}`,
    );
  else if (before) parts.push(cs ? `splatné do ${day(before, language)}` : `due by ${day(before, language)}`);
  else if (after) parts.push(cs ? `splatné od ${day(after, language)}` : `due from ${day(after, language)}`);
  const from = text(filter.issuedFrom);
  const to = text(filter.issuedTo);
  if (from || to) {
    const range = from && to ? `${day(from, language)} – ${day(to, language)}` : day(from ?? to ?? "", language);
    parts.push(
      cs
        ? `vystavené ${from && !to ? "od " : !from ? "do " : ""}${range}`
        : `issued ${from && !to ? "from " : !from ? "by " : ""}${range}`,
    );
  }
  return parts.length ? ` ${parts.join(" ")}` : "";
}

function renderInvoices(result: Json, ctx: AnswerContext): string {
  const { language } = ctx;
  const cs = language === "cs";
  const filter = {
    ...ctx.input,
    ...(result.filter && typeof result.filter === "object" ? (result.filter as Json) : {}),
  };
  const status = text(filter.status) ?? "all";
  const title = `${INVOICE_LIST_TITLE[language][status] ?? INVOICE_LIST_TITLE[language].all}${invoiceFilterText(filter, language)}`;
  const invoices = list(result.invoices);
  const total = num(result.total) ?? invoices.length;
  if (total === 0 || invoices.length === 0) return cs ? `Žádné ${title} nejsou.` : `No ${title}.`;

  const lines = invoices.map((invoice) => {
    const amount = num(invoice.total);
    const currency = text(invoice.currency) ?? "";
    const due = text(invoice.dueDate);
    const state = text(invoice.status) ?? "";
    return [
      `• ${text(invoice.invoiceNumber) ?? "?"}`,
      text(invoice.client) ?? (cs ? "neznámý klient" : "unknown client"),
      amount === undefined ? undefined : money(amount, currency, language),
      due ? `${cs ? "splatnost" : "due"} ${day(due, language)}` : undefined,
      INVOICE_STATUS[language][state] ?? state,
      remainingOf(invoice, language),
    ]
      .filter(Boolean)
      .join(" · ");
  });
  const sort = text(filter.sort);
  const heading =
    sort === "total"
      ? cs
        ? `Největší ${title}:`
        : `The largest ${title}:`
      : sort === "dueDate"
        ? cs
          ? `Nejdéle ${title.replace(/^faktury po splatnosti/, "po splatnosti jsou faktury")}:`
          : `Longest ${title}:`
        : `${capitalize(title)} (${total}):`;
  const out = [heading, ...lines];
  const invoiced = list(result.invoiced);
  if (invoiced.length) {
    const count = invoiced.reduce((n, row) => n + (num(row.count) ?? 0), 0);
    out.unshift(
      cs
        ? `Vyfakturováno (${countOf(count, language)}, po dobropisech): ${sumByCurrency(invoiced, "amount", language)}.`
        : `Invoiced (${countOf(count, language)}, less credit notes): ${sumByCurrency(invoiced, "amount", language)}.`,
    );
  }
  if (total > invoices.length && !sort)
    out.push(cs ? `… a dalších ${total - invoices.length}.` : `… and ${total - invoices.length} more.`);
  const sum = invoiced.length || sort ? "" : sumByCurrency(invoices, "total", language);
  if (sum)
    out.push(`${cs ? "Celkem" : "Total"}${total > invoices.length ? (cs ? " (zobrazené)" : " (shown)") : ""}: ${sum}.`);
  if (status === "overdue") {
    const remaining = sumByCurrency(invoices, "amountDue", language);
    if (remaining) out.push(`${cs ? "Zbývá uhradit" : "Still due"}: ${remaining}.`);
  }
  return out.join("\n");
}

/**
 * What remains of an issued, unpaid invoice (its total less payments and credit notes): always for an overdue one,
 * otherwise only when it differs from the total (a partial payment or a credit note).
 */
function remainingOf(invoice: Json, language: Language): string | undefined {
  const due = num(invoice.amountDue);
  const status = text(invoice.status);
  if (due === undefined || !(status === "overdue" || (status === "sent" && due !== num(invoice.total)))) {
    return undefined;
  }
  return `${language === "cs" ? "zbývá" : "remaining"} ${money(due, text(invoice.currency) ?? "", language)}`;
}

const countOf = (n: number, language: Language) => count(n, language, INVOICE_FORMS);

/** "Na co se mám dnes zaměřit?": tasks due, overdue invoices, deals in negotiation — each with its records. */
function renderAgenda(result: Json, language: Language): string {
  const cs = language === "cs";
  const part = (value: unknown) => (value && typeof value === "object" ? (value as Json) : {});
  const tasks = part(result.tasks);
  const invoices = part(result.overdueInvoices);
  const deals = part(result.negotiation);
  const today = text(result.today);
  const out = [
    cs
      ? `Na dnešek${today ? ` (${day(today, language)})` : ""}:`
      : `Your day${today ? ` (${day(today, language)})` : ""}:`,
  ];
  const taskItems = list(tasks.items);
  const taskCount = num(tasks.total) ?? taskItems.length;
  out.push(
    taskCount === 0
      ? cs
        ? "Úkoly: na dnešek nic a nic po termínu."
        : "Tasks: nothing due today, nothing overdue."
      : `${cs ? "Úkoly na dnes a po termínu" : "Tasks due today or overdue"} (${taskCount}):`,
  );
  for (const t of taskItems) {
    const late = t.overdue === true ? (cs ? " · po termínu" : " · overdue") : "";
    const due = text(t.dueDate);
    out.push(
      `• ${text(t.title) ?? "?"} · ${text(t.project) ?? ""}${due ? ` · ${cs ? "termín" : "due"} ${day(due, language)}` : ""}${late}`,
    );
  }
  const invoiceItems = list(invoices.items);
  const invoiceCount = num(invoices.total) ?? invoiceItems.length;
  const remaining = sumByCurrency(list(invoices.remaining), "amount", language);
  out.push(
    invoiceCount === 0
      ? cs
        ? "Faktury: nic není po splatnosti."
        : "Invoices: nothing is overdue."
      : cs
        ? `Faktury po splatnosti (${invoiceCount}), zbývá uhradit ${remaining} — připomeň je:`
        : `Overdue invoices (${invoiceCount}), ${remaining} still due — send reminders:`,
  );
  for (const i of invoiceItems) {
    out.push(
      `• ${text(i.invoiceNumber) ?? "?"} · ${text(i.client) ?? ""} · ${cs ? "zbývá" : "remaining"} ${money(num(i.amountDue) ?? 0, text(i.currency) ?? "", language)} · ${cs ? "splatnost" : "due"} ${day(text(i.dueDate) ?? "", language)}`,
    );
  }
  const dealItems = list(deals.items);
  const dealCount = num(deals.total) ?? dealItems.length;
  if (dealCount > 0) {
    out.push(
      cs ? `Obchody ve vyjednávání (${dealCount}), největší:` : `Deals in negotiation (${dealCount}), the biggest:`,
    );
    for (const d of dealItems) {
      const value = num(d.estimatedValue);
      out.push(
        `• ${text(d.title) ?? "?"}${value === undefined ? "" : ` · ${money(value, text(d.currency) ?? "", language)}`}`,
      );
    }
  }
  return out.join("\n");
}

/** "Kdo nám dluží nejvíc?": the clients by what remains due on their issued invoices, the most first. */
function renderTopDebtors(result: Json, language: Language): string {
  const cs = language === "cs";
  const clients = list(result.clients);
  if (clients.length === 0) return cs ? "Nikdo vám nic nedluží." : "Nobody owes you anything.";
  const lines = clients.map(
    (row, index) => `${index + 1}. ${text(row.client) ?? "?"} · ${sumByCurrency(list(row.owed), "amount", language)}`,
  );
  const [first] = clients;
  const head = cs
    ? `Nejvíc vám dluží ${text(first?.client) ?? "?"}: ${sumByCurrency(list(first?.owed), "amount", language)}.`
    : `${text(first?.client) ?? "?"} owes you the most: ${sumByCurrency(list(first?.owed), "amount", language)}.`;
  return [head, ...lines].join("\n");
}

/** "Kolik mi dluží Acme?": the remaining amounts per currency, what of it is overdue, and the invoices. */
function renderClientBalance(result: Json, ctx: AnswerContext): string {
  const { language } = ctx;
  const cs = language === "cs";
  const names = strings(result.clients);
  const who =
    names.length === 1 ? (names[0] ?? "") : quote(text(result.client) ?? text(ctx.input.client) ?? "?", language);
  const rows = list(result.byCurrency);
  const owed = sumByCurrency(rows, "owed", language);
  if (!owed) {
    return names.length === 0
      ? cs
        ? `${who} nemá žádnou vystavenou fakturu, takže vám nic nedluží.`
        : `${who} has no issued invoice, so owes you nothing.`
      : cs
        ? `${who} vám nic nedluží: vystavené faktury jsou zaplacené.`
        : `${who} owes you nothing: the issued invoices are paid.`;
  }
  const invoices = list(result.invoices);
  const n = num(result.total) ?? invoices.length;
  const overdue = sumByCurrency(
    rows.filter((row) => (num(row.overdue) ?? 0) > 0),
    "overdue",
    language,
  );
  const head = cs
    ? `${who} vám dluží ${owed} (${count(n, language, INVOICE_FORMS)})${overdue ? `, z toho po splatnosti ${overdue}` : ""}.`
    : `${who} owes you ${owed} (${count(n, language, INVOICE_FORMS)})${overdue ? `, of which ${overdue} overdue` : ""}.`;
  const lines = invoices.map((invoice) =>
    [
      `• ${text(invoice.invoiceNumber) ?? "?"}`,
      `${cs ? "zbývá" : "remaining"} ${money(num(invoice.amountDue) ?? 0, text(invoice.currency) ?? "", language)}`,
      text(invoice.dueDate) ? `${cs ? "splatnost" : "due"} ${day(text(invoice.dueDate) ?? "", language)}` : undefined,
      invoice.overdue === true ? (cs ? "po splatnosti" : "overdue") : undefined,
    ]
      .filter(Boolean)
      .join(" · "),
  );
  if (names.length > 1) lines.push(cs ? `Klienti: ${names.join(", ")}.` : `Clients: ${names.join(", ")}.`);
  return [head, ...lines].join("\n");
}

function renderInvoiceTotals(result: Json, ctx: AnswerContext): string {
  const { language } = ctx;
  const cs = language === "cs";
  const rows = list(result.byCurrency);
  if (rows.length === 0) return cs ? "Zatím nemáte žádné faktury." : "There are no invoices yet.";
  const paidRows: Json[] = rows.map((row) => ({ ...row, paid: (num(row.invoiced) ?? 0) - (num(row.unpaid) ?? 0) }));
  const nonZero = (field: string) => paidRows.filter((row) => (num(row[field]) ?? 0) > 0);
  const lead: Record<ReturnType<typeof totalsFocus>, () => string> = {
    unpaid: () => {
      const sum = sumByCurrency(nonZero("unpaid"), "unpaid", language);
      if (!sum) return cs ? "Všechny faktury jsou zaplacené." : "Every invoice is paid.";
      return cs ? `Nezaplaceno je celkem ${sum}.` : `Unpaid in total: ${sum}.`;
    },
    overdue: () => {
      const sum = sumByCurrency(nonZero("overdue"), "overdue", language);
      if (!sum) return cs ? "Nic není po splatnosti." : "Nothing is overdue.";
      // How many invoices, when the tool says (the home page shows the count with the amount).
      const counted = rows.some((row) => num(row.overdueCount) !== undefined);
      const n = rows.reduce((total, row) => total + (num(row.overdueCount) ?? 0), 0);
      const of = counted ? ` (${count(n, language, INVOICE_FORMS)})` : "";
      return cs ? `Po splatnosti je celkem ${sum}${of}.` : `Overdue in total: ${sum}${of}.`;
    },
    paid: () => {
      const sum = sumByCurrency(nonZero("paid"), "paid", language);
      if (!sum) return cs ? "Zatím není zaplacená žádná faktura." : "No invoice is paid yet.";
      return cs ? `Zaplaceno je celkem ${sum}.` : `Paid in total: ${sum}.`;
    },
    all: () => {
      const sum = sumByCurrency(rows, "invoiced", language);
      return cs ? `Vyfakturováno je celkem ${sum}.` : `Invoiced in total: ${sum}.`;
    },
  };
  const lines = rows.map((row) => {
    const currency = text(row.currency) ?? "";
    const amount = (field: string) => money(num(row[field]) ?? 0, currency, language);
    return cs
      ? `• ${currency}: ${count(num(row.count) ?? 0, language, INVOICE_FORMS)} · vyfakturováno ${amount("invoiced")} · nezaplaceno ${amount("unpaid")} · po splatnosti ${amount("overdue")}`
      : `• ${currency}: ${count(num(row.count) ?? 0, language, INVOICE_FORMS)} · invoiced ${amount("invoiced")} · unpaid ${amount("unpaid")} · overdue ${amount("overdue")}`;
  });
  return [lead[totalsFocus(ctx.userText)](), ...lines].join("\n");
}

// ---------------------------------------------------------------------------------------------------------------
// Deals

const DEAL_LIST_TITLE: Record<Language, Record<string, string>> = {
  cs: {
    open: "otevřené obchody (leady a vyjednávání)",
    lead: "obchody ve fázi lead",
    negotiation: "obchody ve vyjednávání",
    won: "vyhrané obchody",
    lost: "prohrané obchody",
    all: "obchody",
  },
  en: {
    open: "open deals (leads and negotiation)",
    lead: "leads",
    negotiation: "deals in negotiation",
    won: "won deals",
    lost: "lost deals",
    all: "deals",
  },
};
const PIPELINE_STATUS: Record<Language, Record<string, string>> = {
  cs: { lead: "Lead", negotiation: "Ve vyjednávání", won: "Vyhrané", lost: "Prohrané" },
  en: { lead: "Lead", negotiation: "In negotiation", won: "Won", lost: "Lost" },
};

function renderDeals(result: Json, ctx: AnswerContext): string {
  const { language } = ctx;
  const cs = language === "cs";
  const status = text(result.status) ?? "all";
  const client = dealClientOf(ctx.userText);
  const forClient = client ? (cs ? ` pro klienta ${quote(client, language)}` : ` for ${quote(client, language)}`) : "";
  const title = `${DEAL_LIST_TITLE[language][status] ?? DEAL_LIST_TITLE[language].all ?? ""}${forClient}`;
  const listed = list(result.deals);
  const deals = client ? fuzzyFind(listed, client, (deal) => [text(deal.billingContact) ?? ""]) : listed;
  const total = client ? deals.length : (num(result.total) ?? deals.length);
  if (total === 0 || deals.length === 0) return cs ? `Žádné ${title} nejsou.` : `No ${title}.`;
  const lines = deals.map((deal) => {
    const currency = text(deal.currency) ?? "";
    const estimated = num(deal.estimatedValue);
    const actual = num(deal.actualValue);
    return [
      `• ${text(deal.title) ?? "?"}`,
      text(deal.billingContact) ?? (cs ? "bez klienta" : "no client"),
      DEAL_STATUS[language][text(deal.status) ?? ""] ?? text(deal.status),
      estimated === undefined ? undefined : `${cs ? "odhad" : "est."} ${money(estimated, currency, language)}`,
      actual === undefined ? undefined : `${cs ? "skutečně" : "actual"} ${money(actual, currency, language)}`,
    ]
      .filter(Boolean)
      .join(" · ");
  });
  const byValue = text(result.sort) === "value";
  const out = [
    byValue ? (cs ? `Největší ${title}:` : `The biggest ${title}:`) : `${capitalize(title)} (${total}):`,
    ...lines,
  ];
  if (total > deals.length && !byValue)
    out.push(cs ? `… a dalších ${total - deals.length}.` : `… and ${total - deals.length} more.`);
  return out.join("\n");
}

function renderPipeline(result: Json, language: Language): string {
  const cs = language === "cs";
  const rows = list(result.rows);
  if (rows.length === 0) return cs ? "Zatím nemáte žádné obchody." : "There are no deals yet.";
  const statuses = [...new Set(rows.map((row) => text(row.status) ?? "?"))];
  const lines = statuses.map((status) => {
    const ofStatus = rows.filter((row) => row.status === status);
    const deals = ofStatus.reduce((n, row) => n + (num(row.count) ?? 0), 0);
    // Deals without an estimate add nothing; "odhad 0,00 Kč" would read as a real estimate of zero.
    const estimated = sumByCurrency(
      ofStatus.filter((row) => (num(row.estimatedTotal) ?? 0) > 0),
      "estimatedTotal",
      language,
    );
    const actual = sumByCurrency(ofStatus, "actualTotal", language);
    const estimate = estimated ? `${cs ? "odhad" : "est."} ${estimated}` : "";
    const values =
      status === "won" && actual
        ? `${cs ? "skutečně" : "actual"} ${actual}${estimate ? ` (${estimate})` : ""}`
        : estimate;
    const head = `• ${PIPELINE_STATUS[language][status] ?? status}: ${count(deals, language, DEAL_FORMS)}`;
    return values ? `${head} · ${values}` : head;
  });
  const all = rows.reduce((n, row) => n + (num(row.count) ?? 0), 0);
  const footer = cs ? `Celkem ${count(all, language, DEAL_FORMS)}.` : `${count(all, language, DEAL_FORMS)} in total.`;
  return [cs ? "Souhrn pipeline:" : "Pipeline summary:", ...lines, footer].join("\n");
}

// ---------------------------------------------------------------------------------------------------------------
// Contacts

const CONTACT_TYPE: Record<Language, Record<string, string>> = {
  cs: { person: "osoba", organization: "organizace" },
  en: { person: "person", organization: "organization" },
};

function renderContacts(result: Json, ctx: AnswerContext): string {
  const { language } = ctx;
  const cs = language === "cs";
  const query = text(ctx.input.query);
  const type = text(ctx.input.type);
  const contacts = list(result.contacts);
  const total = num(result.total) ?? contacts.length;
  const noun = cs
    ? type === "organization"
      ? "organizace"
      : type === "person"
        ? "osoby"
        : "kontakty"
    : type === "organization"
      ? "organizations"
      : type === "person"
        ? "people"
        : "contacts";
  if (total === 0 || contacts.length === 0) {
    if (query)
      return cs
        ? `Žádný kontakt neodpovídá ${quote(query, language)}.`
        : `No contact matches ${quote(query, language)}.`;
    return cs ? `Zatím nemáte žádné ${noun}.` : `There are no ${noun} yet.`;
  }
  const heading = query
    ? cs
      ? `${capitalize(noun)} odpovídající ${quote(query, language)} (${total}):`
      : `${capitalize(noun)} matching ${quote(query, language)} (${total}):`
    : `${capitalize(noun)} (${total}):`;
  const lines = contacts.map((contact) => {
    const legalName = text(contact.legalName);
    return [
      `• ${text(contact.name) ?? "?"}`,
      CONTACT_TYPE[language][text(contact.type) ?? ""],
      legalName && legalName !== contact.name ? legalName : undefined,
      text(contact.email),
      text(contact.phone),
    ]
      .filter(Boolean)
      .join(" · ");
  });
  const out = [heading, ...lines];
  if (total > contacts.length)
    out.push(cs ? `… a dalších ${total - contacts.length}.` : `… and ${total - contacts.length} more.`);
  return out.join("\n");
}

function renderContact(result: Json, ctx: AnswerContext): string {
  const { language } = ctx;
  const cs = language === "cs";
  if (result.found !== true || !result.contact || typeof result.contact !== "object") {
    const query = text(result.query) ?? text(ctx.input.contact) ?? "";
    return cs
      ? `To nevím — kontakt ${quote(query, language)} v Kanclu není. Zkus ho vyhledat, např. „najdi kontakt ${query}“.`
      : `I don't know that — there is no contact ${quote(query, language)} in Kancl. Try a search, e.g. “find contact ${query}”.`;
  }
  const contact = result.contact as Json;
  const name = text(contact.name) ?? "?";
  const isPerson = contact.type === "person";
  const links = (items: Json[]) =>
    items
      .map((link) => {
        const details = [text(link.role), link.isPrimary === true ? (cs ? "primární" : "primary") : undefined].filter(
          Boolean,
        );
        return `${text(link.name) ?? "?"}${details.length ? ` (${details.join(", ")})` : ""}`;
      })
      .join(", ");
  const organizations = links(list(result.organizations));
  const people = links(list(result.people));
  const children = strings(result.subOrganizations).join(", ");
  const parents = strings(result.parents).join(" › ");
  const none = cs ? "žádné" : "none";
  const nobody = cs ? "nikdo" : "none";
  const field = (label: { cs: string; en: string }, value: string | undefined) =>
    value ? `${cs ? label.cs : label.en}: ${value}` : undefined;

  const lines: (string | undefined)[] = [];
  if (isPerson && asksWhereSomeoneWorks(ctx.userText)) {
    lines.push(
      organizations
        ? cs
          ? `${name} pracuje v: ${organizations}.`
          : `${name} works at ${organizations}.`
        : cs
          ? `U kontaktu ${name} není uvedená žádná organizace.`
          : `${name} has no organization on record.`,
    );
  }
  lines.push(`${name} (${CONTACT_TYPE[language][text(contact.type) ?? ""] ?? text(contact.type) ?? ""})`);
  lines.push(field({ cs: "Právní název", en: "Legal name" }, text(contact.legalName)));
  lines.push(field({ cs: "E-mail", en: "Email" }, text(contact.email)));
  lines.push(field({ cs: "Telefon", en: "Phone" }, text(contact.phone)));
  lines.push(field({ cs: "Pozice", en: "Position" }, text(contact.position)));
  lines.push(field({ cs: "IČO", en: "Registration no." }, text(contact.registrationNumber)));
  lines.push(field({ cs: "DIČ", en: "Tax ID" }, text(contact.taxId)));
  if (isPerson) lines.push(field({ cs: "Organizace", en: "Organizations" }, organizations || none));
  else {
    lines.push(field({ cs: "Lidé", en: "People" }, people || nobody));
    lines.push(field({ cs: "Dceřiné organizace", en: "Sub-organizations" }, children || undefined));
    lines.push(field({ cs: "Patří pod", en: "Part of" }, parents || undefined));
  }
  const others = strings(result.otherMatches);
  if (others.length) lines.push(field({ cs: "Podobné kontakty", en: "Similar contacts" }, others.join(", ")));
  return lines.filter(Boolean).join("\n");
}
