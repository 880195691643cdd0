import { DEAL_CURRENCIES } from "@kancl/shared";
import { confirmationOf } from "./confirmation";
import { COMPANY_SUFFIX, CUES, STOPWORDS } from "./lexicon";
import { findMoney, type Language, parseDueDates, pickAmount } from "./numbers-and-dates";
import { type ProjectNeed, type ProjectToolName, projectIntent } from "./project-intents";
import { nameRuns, pickName, splitAtMarker, type Token, Utterance } from "./utterance";

/** The tools this model knows how to call; the chat module's CRM tools have these names (test-support.ts checks). */
export type ToolName =
  | "searchContacts"
  | "showContact"
  | "listDeals"
  | "pipelineSummary"
  | "markDealWon"
  | "markDealLost"
  | "createContact"
  | "createDeal"
  | "listInvoices"
  | "invoiceTotals"
  | "clientBalance"
  | "markInvoicePaid"
  | "topDebtors";

/** What the model answers without a tool: a greeting, a question back, or why it cannot help. */
export type Reply =
  | { type: "greeting" }
  | { type: "thanks" }
  | { type: "help"; asked: boolean }
  | { type: "email" }
  /** A request about projects that lacks what the tool needs ("Vytvoř projekt" without a client). */
  | { type: "projectNeeds"; what: ProjectNeed }
  | { type: "nothingToConfirm" }
  /** A change waits for the user's yes, and the message was no request the model understood. */
  | { type: "notDoneYet" }
  /** A name longer than any record's (the tools refuse it): most likely a pasted text, not a name. */
  | { type: "nameTooLong"; limit: number }
  | { type: "needDeal"; outcome: "won" | "lost" }
  | { type: "needAmount"; deal: string }
  | { type: "needOutcome"; deal: string }
  | { type: "needDealTitle" }
  | { type: "needContactName" }
  | { type: "needEmail"; name: string }
  /** "označ fakturu jako zaplacenou" without saying which. */
  | { type: "needInvoiceNumber" }
  | { type: "unsupported"; what: "createInvoice" | "delete" | "edit" | "dealStatus" };

export type Intent =
  | { kind: "tool"; toolName: ToolName | ProjectToolName | "agenda"; input: Record<string, unknown> }
  | { kind: "reply"; reply: Reply };

const tool = (toolName: ToolName, input: Record<string, unknown> = {}): Intent => ({
  kind: "tool",
  toolName,
  input: Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
});
const reply = (value: Reply): Intent => ({ kind: "reply", reply: value });

const CZECH_LETTERS = /[áčďéěíňóřšťúůýž]/i;
const CZECH_WORDS =
  /^(ano|jo|ne|nee|najdi|hledej|vyhledej|ukaz|zobraz|vytvor|zaloz|pridej|oznac|kolik|mame|jsou|je|jake|ktere|vsechny|prosim|ahoj|dobry|diky|dekuji|kdo|kde|jak|co|pro|za|ve|od|do|jako|faktur\w*|obchod\w*|kontakt[uy]?|osob\w*|firm\w*|splatn\w*|nezaplac\w*|zaplac\w*|vyhr\w*|prohr\w*|ztrac\w*|vyjednav\w*|souhrn|prehled|shrn\w*|projekt\w*|novy|nova|nove|pracuje|klient\w*|otevren\w*|koncept\w*|tento|mesic)$/;
const ENGLISH_WORDS =
  /^(yes|yep|yeah|nope|find|search|show|list|create|add|new|mark|how|much|many|what|who|where|the|all|my|our|me|please|invoices?|deals?|contacts?|open|unpaid|paid|overdue|due|won|lost|summary|hello|hi|hey|thanks|thank|is|are|for|with|of|and|in|does|do|work|works|this|month|drafts?|people|company|companies|organization|pipeline|good|morning|evening|send|emails?|mail|mailbox|sync|to|an|can|you|your|which|when|set|close|as|at|tell|about|new|project|total|totals|person|client|customer|from|by|before|after|until|between|next|last|we|us|owe|leads?|negotiation|lose|win)$/;

/**
 * Czech when the message has more Czech than English: words with Czech letters count double, except capitalized
 * ones inside the sentence, which are probably names ("show contact Jana Nováková" is English). A message with
 * neither (a bare name) is Czech, the product's home language.
 */
export function detectLanguage(text: string, fallback: Language = "cs"): Language {
  const rawWords = text.split(/\s+/).filter(Boolean);
  const withCzechLetters = rawWords.filter(
    (word, index) => CZECH_LETTERS.test(word) && (index === 0 || !/^\p{Lu}/u.test(word)),
  ).length;
  const words = new Utterance(text).normalized.trim().split(" ");
  const czech = 2 * withCzechLetters + words.filter((w) => CZECH_WORDS.test(w)).length;
  const english = words.filter((w) => ENGLISH_WORDS.test(w)).length;
  // Neither plainly ("ok", a name, a number): the user's own language (decision 184), Czech when unknown.
  return english > czech ? "en" : czech > english ? "cs" : fallback;
}

interface ParseContext {
  /** Today as YYYY-MM-DD (business day), for "this month" and "next 7 days". */
  today: string;
  language?: Language;
}

/**
 * Understands one request and decides what to do: which tool to call with which input, or what to say instead.
 * Topics are checked from the most specific (invoices have the richest filters) to the most general (contacts).
 */
/**
 * A pleasantry before a command ("Dobrá zpráva, vyhráli jsme …", "great news! create contact …"): dropped, so its
 * words are not read as a name (issue 43 item 2).
 */
const PLEASANTRY =
  /^\s*(?:(?:dobr[aá]|skv[eě]l[aá]|super|v[yý]born[aá]) zpr[aá]va|(?:great|good|awesome) news|d[ií]ky moc|d[ií]ky|d[eě]kuj[ui]|thanks|thank you|super|skv[eě]l[eé]|perfektn[ií]|ok|okay|paráda|parada)\s*[!,.:;—–-]+\s*/i;

export function parseRequest(input: string, context: ParseContext): Intent {
  const rest = input.replace(PLEASANTRY, "");
  const text = rest.trim() ? rest : input;
  const language = context.language ?? detectLanguage(text);
  const u = new Utterance(text);
  const quoted = u.take(/[„"“”«]([^„"“”«»]+)[“”"»]/g, 1).map((q) => q.text);
  // The look-behind starts an address only where a run of its characters starts: without it, a long run with no
  // "@" was scanned again from each of its positions (quadratic: 100,000 letters took ~10 s).
  const emails = u.take(/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g).map((e) => e.text);
  const tokens = u.tokens();
  const any = (cue: RegExp) => tokens.some((t) => cue.test(t.key));
  if (tokens.length === 0 && quoted.length === 0 && emails.length === 0) return reply({ type: "help", asked: false });

  const small = tokens.length <= 6;
  // A bare "ano"/"ok"/"no thanks" reaches the model only when nothing waits for confirmation (the chat service
  // answers it otherwise); "ne, ukaž faktury" is a new request.
  const bareAnswer = tokens.slice(1).every((t) => STOPWORDS.has(t.key) || CUES.thanks.test(t.key));
  if (small && bareAnswer && confirmationOf(text) !== "unclear") return reply({ type: "nothingToConfirm" });
  const onlyCourtesy = (cue: RegExp) =>
    small &&
    any(cue) &&
    tokens.every((t) => CUES.greeting.test(t.key) || CUES.thanks.test(t.key) || STOPWORDS.has(t.key));
  if (onlyCourtesy(CUES.thanks)) return reply({ type: "thanks" });
  if (onlyCourtesy(CUES.greeting)) return reply({ type: "greeting" });
  if (any(CUES.help) || u.has(/ (co|copak) (umis|dokazes|znas)| what can you | what do you do /)) {
    return reply({ type: "help", asked: true });
  }

  // "Na co se mám dnes zaměřit?", "what's on my plate today": the day's agenda (issue 43 item 2).
  if (
    any(CUES.agenda) ||
    u.has(
      / (co (mam|bych mel|bych mela|me) (dnes|dneska)|what s on|whats on|what is on|on my plate|co me dnes|what should i|my day|muj den|prehled na dnes\w*|prehled dne) /,
    )
  ) {
    if (!any(CUES.invoice) && !any(CUES.deal) && !any(CUES.project))
      return { kind: "tool", toolName: "agenda", input: {} };
  }
  // "co mám na pozítří", "what do I have tomorrow": the caller's tasks, with the time word as their due date.
  const myDay =
    u.has(/ (co mam|what do i have|whats on) /) &&
    parseDueDates(u.folded, { today: context.today, language }).spans.length > 0;
  if (any(CUES.project) || myDay) return projectIntent(text, quoted, { today: context.today, language });
  const contactWord = any(CUES.contact) || any(CUES.person);
  // "jaký má e-mail Jan Dvořák", "telefon na Evu": a contact's detail, not the mailbox (issue 43 item 2).
  const someone = nameRuns(tokens).length > 0;
  const detailAsked =
    someone &&
    !any(CUES.invoice) &&
    !any(CUES.deal) &&
    (any(CUES.detail) ||
      (any(CUES.mail) && !u.has(/ (shrn\w*|posledni|summar\w*|latest|last|recent|precti|read|inbox) /)));
  if (detailAsked) return contactIntent(u, quoted, emails, true);
  if (any(CUES.mail) && emails.length === 0 && !contactWord) return reply({ type: "email" });
  if (any(CUES.delete)) return reply({ type: "unsupported", what: "delete" });
  if (any(CUES.edit)) return reply({ type: "unsupported", what: "edit" });
  if (any(CUES.create) && any(CUES.invoice)) return reply({ type: "unsupported", what: "createInvoice" });

  const dealWord = any(CUES.deal) || any(CUES.pipeline);
  const ranking = rankingIntent(u, { dealWord, invoiceWord: any(CUES.invoice), any });
  if (ranking) return ranking;
  const overdueWords = u.has(/ (po|after) (splatnost\w*|due date)| past due /);
  const invoiceStatusWord = [CUES.invoiceOpen, CUES.invoiceOverdue, CUES.invoicePaid, CUES.invoiceDraft].some(any);
  const otherTopic = dealWord || contactWord || any(CUES.organization);
  // "kolik nám dluží firma Beta" is about invoices even with "firma" in it.
  if (any(CUES.invoice) || overdueWords || any(OWES) || (!otherTopic && (invoiceStatusWord || any(CUES.due)))) {
    return invoiceIntent(u, quoted, { ...context, language });
  }
  // "kdo vyhrál mistrovství světa", "who won the world cup": not a deal the user named; nothing the CRM knows.
  if (!dealWord && u.has(/ (kdo|who) (vyhral\w*|won|prohral\w*|lost) /)) return reply({ type: "help", asked: false });
  const dealStatusWord = [CUES.won, CUES.lost, CUES.negotiation, CUES.lead].some(any);
  if (dealWord || (!contactWord && (dealStatusWord || any(CUES.outcomeVerb)))) {
    return dealIntent(u, quoted, language);
  }
  const contactTopic =
    contactWord ||
    [CUES.organization, CUES.client, CUES.search, CUES.show, CUES.work].some(any) ||
    u.has(/ (kdo je|kdo jsou|who is|who are|tell me about|co (vime|vis|mame) o|vse o|info o|informace o) /) ||
    (any(CUES.create) && emails.length > 0);
  if (contactTopic) return contactIntent(u, quoted, emails);
  return reply({ type: "help", asked: false });
}

/** An invoice's number as people write it: 2026-0003, D2026-0001 (a credit note). */
const INVOICE_NUMBER = /(?<![\w-])[Dd]?\d{4}-\d{4,6}(?![\w-])/g;
/** "dluží", "owes": what a client owes, not a list of invoices. */
const OWES = /^(dluz\w*|owe|owes|owed|owing)$/;

const HOW_MANY_RANKED: Record<string, number> = {
  dva: 2,
  dve: 2,
  two: 2,
  tri: 3,
  three: 3,
  ctyri: 4,
  four: 4,
  pet: 5,
  five: 5,
};

/**
 * Rankings (issue 43 item 2): who owes the most, the biggest deals, the largest or longest overdue invoices. Asked
 * with a word of rank or about debtors; the answer lists the top first.
 */
function rankingIntent(
  u: Utterance,
  topic: { dealWord: boolean; invoiceWord: boolean; any: (cue: RegExp) => boolean },
): Intent | undefined {
  const { any } = topic;
  const ranked = any(CUES.rank);
  const owes = any(OWES) || any(CUES.debtor);
  const whoOwes = owes && (ranked || any(CUES.debtor) || u.has(/ (kdo|kteri|ktery|ktera|which|who) /));
  if (!ranked && !whoOwes) return undefined;
  const counted = u.normalized.match(/ (?:top )?(\d{1,2}|dva|dve|two|tri|three|ctyri|four|pet|five) /)?.[1];
  const limit = counted ? (HOW_MANY_RANKED[counted] ?? Number(counted)) : undefined;
  if (whoOwes) return tool("topDebtors", { limit });
  if (topic.dealWord) {
    const status = any(CUES.won) ? "won" : any(CUES.lost) ? "lost" : any(CUES.negotiation) ? "negotiation" : "open";
    return tool("listDeals", { status, sort: "value", limit: limit ?? 5 });
  }
  if (topic.invoiceWord) {
    const overdue = any(CUES.invoiceOverdue) || u.has(/ (po|after) (splatnost\w*|due date)| past due /);
    return overdue
      ? tool("listInvoices", { status: "overdue", sort: "dueDate", limit: limit ?? 5 })
      : tool("listInvoices", { sort: "total", limit: limit ?? 5 });
  }
  return undefined;
}

function invoiceIntent(u: Utterance, quoted: string[], context: Required<ParseContext>): Intent {
  // The number first: the due-date reader must not take "2026-0003" for a date.
  const invoiceNumber = u.take(INVOICE_NUMBER).map((n) => n.text)[0];
  const marked = u.tokens();
  const anyMarked = (cue: RegExp) => marked.some((t) => cue.test(t.key));
  // "Označ fakturu 2026-0003 jako zaplacenou", "faktura 2026-0003 je zaplacená", "mark invoice 2026-0003 paid".
  if (anyMarked(CUES.invoicePaid) && (anyMarked(CUES.mark) || invoiceNumber)) {
    return invoiceNumber ? tool("markInvoicePaid", { invoice: invoiceNumber }) : reply({ type: "needInvoiceNumber" });
  }
  const overdue = u.take(/\b(?:po\s+splatnost\w*|past\s+due|after\s+(?:the\s+)?due\s+date)\b/g).length > 0;
  const due = parseDueDates(u.folded, context, u.isUsed);
  for (const span of due.spans) u.use(span);
  const tokens = u.tokens();
  const any = (cue: RegExp) => tokens.some((t) => cue.test(t.key));

  let status: string | undefined;
  if (overdue || any(CUES.invoiceOverdue)) status = "overdue";
  else if (any(CUES.invoiceOpen)) status = "open";
  else if (any(CUES.invoicePaid)) status = "paid";
  else if (any(CUES.invoiceDraft)) status = "draft";
  else if (any(CUES.invoiceSent)) status = "sent";

  const client = quoted[0] ?? nameAfterMarker(tokens, (t) => CUES.clientMarker.test(t.key));
  // "Co jsme vyfakturovali minulý měsíc", "invoices issued this month": by issue date, as the home page counts.
  const invoicedWhen = any(CUES.invoiced) || u.has(/ (did|have|has) (we |you )?invoice /);
  if (invoicedWhen && (due.dueAfter || due.dueBefore)) {
    return tool("listInvoices", { client, issuedFrom: due.dueAfter, issuedTo: due.dueBefore });
  }
  // "Kolik mi dluží Acme?", "how much does Acme owe": the client's balance (remaining amounts), not a list.
  if (client && any(OWES) && !due.dueAfter && !due.dueBefore && !any(CUES.invoiceOverdue) && !overdue) {
    return tool("clientBalance", { client });
  }
  const counting = u.has(/ kolik (faktur|fa) | how many /);
  const asksTotal = any(CUES.totals) || u.has(/ how much /);
  if (asksTotal && !counting && !client && !due.dueAfter && !due.dueBefore) return tool("invoiceTotals");
  return tool("listInvoices", { status, client, dueBefore: due.dueBefore, dueAfter: due.dueAfter });
}

function dealIntent(u: Utterance, quoted: string[], language: Language): Intent {
  const money = findMoney(u.folded, language, u.isUsed);
  const initial = u.tokens();
  const anyInitial = (cue: RegExp) => initial.some((t) => cue.test(t.key));
  const outcome = anyInitial(CUES.won) ? "won" : anyInitial(CUES.lost) ? "lost" : undefined;
  let listStatus: string | undefined = outcome;
  if (!listStatus && anyInitial(CUES.negotiation)) listStatus = "negotiation";
  if (!listStatus && anyInitial(CUES.lead)) listStatus = "lead";
  // Open deals are leads and deals in negotiation, as the home page's pipeline counts them (issue 43 item 1).
  if (!listStatus && initial.some((t) => /^(otevren\w*|open|aktualni|current)$/.test(t.key))) listStatus = "open";
  if (!listStatus && initial.some((t) => /^rozjednan\w*$/.test(t.key))) listStatus = "negotiation";

  const wantsCreate =
    anyInitial(CUES.create) && !anyInitial(CUES.show) && !anyInitial(CUES.search) && !outcome && !anyInitial(CUES.mark);
  if (wantsCreate) return createDealIntent(u, quoted, money);

  const amount = pickAmount(money);
  if (amount) u.use(amount.span);
  // "obchod Licence pro Acme" names the deal before the client; "the deal with Beta" names it by its client.
  const { before, after } = splitAtMarker(u.tokens(), (t) => CUES.clientMarker.test(t.key));
  const name = quoted[0] ?? pickName(before.length ? before : after);
  const explicitMark = anyInitial(CUES.mark);
  // Without "označ"/"mark", a named deal with an outcome is still a change: "vyhráli jsme ERP", "obchod ERP je
  // prohraný", "Licence je vyhraná za 100 000 Kč"; "vyhrané obchody" stays a list.
  const impliedMark =
    anyInitial(CUES.outcomeVerb) ||
    u.has(/ we (have |ve )?(won|lost) /) ||
    (Boolean(outcome) && (anyInitial(CUES.dealSingular) || Boolean(amount)) && Boolean(name));
  if (explicitMark || (impliedMark && name)) {
    if (!outcome) {
      if (listStatus) return reply({ type: "unsupported", what: "dealStatus" });
      return name ? reply({ type: "needOutcome", deal: name }) : reply({ type: "needDeal", outcome: "won" });
    }
    if (!name) return reply({ type: "needDeal", outcome });
    if (outcome === "lost") return tool("markDealLost", { deal: name });
    if (!amount || amount.amount <= 0) return reply({ type: "needAmount", deal: name });
    return tool("markDealWon", { deal: name, actualValue: amount.amount });
  }

  const summary =
    anyInitial(CUES.pipeline) ||
    (!listStatus &&
      (anyInitial(CUES.totals) || u.has(/ how many | jak (si )?(stojime|vypada|jde)| jak jsme na tom | stav /)));
  if (summary) return tool("pipelineSummary");
  return tool("listDeals", { status: listStatus });
}

function createDealIntent(u: Utterance, quoted: string[], money: ReturnType<typeof findMoney>): Intent {
  const amount = pickAmount(money);
  if (amount) u.use(amount.span);
  const tokens = u.tokens();
  const { before, after } = splitAtMarker(tokens, (t) => CUES.clientMarker.test(t.key));
  const title = quoted[0] ?? pickName(before);
  const billingContact = quoted[1] ?? pickName(after);
  if (!title) return reply({ type: "needDealTitle" });
  const currency = (DEAL_CURRENCIES as readonly string[]).includes(amount?.currency ?? "")
    ? amount?.currency
    : undefined;
  return tool("createDeal", { title, billingContact, estimatedValue: amount?.amount, currency });
}

function contactIntent(u: Utterance, quoted: string[], emails: string[], detail = false): Intent {
  const initial = u.tokens();
  const anyInitial = (cue: RegExp) => initial.some((t) => cue.test(t.key));
  const type = anyInitial(CUES.organization) ? "organization" : anyInitial(CUES.person) ? "person" : undefined;

  if (anyInitial(CUES.create)) {
    const phone = u
      .take(
        // "\s*(?::\s*)?", not "\s*:?\s*": two adjacent runs of spaces would split a long gap every possible way.
        /(?:\b(?:tel|telefon\w*|phone|mobil\w*|mob)\b\.?\s*(?::\s*)?)?(\+\d[\d \u00a0/-]{7,15}\d|\b\d{3}[ \u00a0]?\d{3}[ \u00a0]?\d{3}\b)/g,
        1,
      )
      .map((p) => p.text)[0];
    const legalName = u.take(
      /\b(?:legal\s+name|pravn\w*\s+(?:nazev|nazv\w*|jmen\w*)|obchodn\w*\s+(?:nazev|nazv\w*|jmen\w*|firm\w*)|official\s+name)\s*(?:(?:je|is|:|=)\s*)?([^,;\uE000]+)/g,
      1,
    )[0]?.text;
    // The first run of name words is the name; later ones are details the tool has no field for ("pozice CEO").
    const name = quoted[0] ?? nameRuns(u.tokens())[0]?.text;
    if (!name) return reply({ type: "needContactName" });
    const kind = type ?? (emails.length ? "person" : COMPANY_SUFFIX.test(name) ? "organization" : "person");
    const email = emails[0];
    if (kind === "person" && !email) return reply({ type: "needEmail", name });
    return tool("createContact", { type: kind, name, email, legalName, phone });
  }

  const name = quoted[0] ?? pickName(nameRuns(initial));
  const wantsDetail =
    detail ||
    anyInitial(CUES.show) ||
    anyInitial(CUES.work) ||
    u.has(
      / (tell me about|co (vime|vis|mame) o|vse o|info o|informace o|lide (ve|v)|people (at|in)|zamestnanci|employees|kdo je|kdo jsou|who is|who s|whos|kdo pracuje|who works|kontakt na|contact details) /,
    );
  if (wantsDetail && name) return tool("showContact", { contact: name });
  return tool("searchContacts", { query: name ?? emails[0] ?? "", type });
}

/** The client of an invoice query: the words after "pro"/"for"/"klienta", or else the leftover name words. */
function nameAfterMarker(tokens: Token[], isMarker: (token: Token) => boolean): string | undefined {
  const { before, after, hasMarker } = splitAtMarker(tokens, isMarker);
  if (hasMarker && after.length) return pickName(after);
  return pickName(before.length ? before : nameRuns(tokens));
}

/**
 * The client a deal list is asked for ("obchody pro Acme", "deals for Acme"). listDeals cannot filter by client, so
 * the answer does, as a model reading the list would.
 */
export function dealClientOf(text: string): string | undefined {
  const u = new Utterance(text);
  const language = detectLanguage(text);
  const amount = pickAmount(findMoney(u.folded, language, u.isUsed));
  if (amount) u.use(amount.span);
  const { after, hasMarker } = splitAtMarker(u.tokens(), (t) => CUES.clientMarker.test(t.key));
  return hasMarker ? pickName(after) : undefined;
}

/** What a totals question is about, so the answer leads with it ("kolik je po splatnosti" → overdue). */
export function totalsFocus(text: string): "overdue" | "unpaid" | "paid" | "all" {
  const u = new Utterance(text);
  const keys = u.tokens().map((t) => t.key);
  if (u.has(/ (po|after) (splatnost\w*|due date)| past due /) || keys.some((k) => CUES.invoiceOverdue.test(k))) {
    return "overdue";
  }
  if (keys.some((k) => CUES.invoiceOpen.test(k))) return "unpaid";
  if (keys.some((k) => CUES.invoicePaid.test(k))) return "paid";
  return "all";
}

/** "kde pracuje Petr", "where does Petr work": the answer leads with the person's organizations. */
export function asksWhereSomeoneWorks(text: string): boolean {
  const { normalized } = new Utterance(text);
  if (/(pracuj\w*|work\w*) where /.test(normalized)) return true;
  // "kde" … "pracuje" later on: found in two passes. One pattern (/ kde .*pracuj/) scanned the rest of the message
  // again from every "kde" — quadratic in a message of many.
  const where = normalized.search(/ (kde|where) /);
  return where >= 0 && /pracuj|work/.test(normalized.slice(where + 1));
}
