import { en, type Language, type ProtectedCompanyField } from "@kancl/shared";
import { cs } from "@kancl/shared/i18n/cs";

/** One changed field of the profile, its values as they were and are (null: empty). */
export interface FieldChange {
  field: ProtectedCompanyField;
  from: string | boolean | null;
  to: string | boolean | null;
}

export interface CompanyChangeMail {
  language: Language;
  ownerName: string;
  /** Who changed it: their name and e-mail. */
  actor: { name: string; email: string };
  companyName: string;
  changedAt: Date;
  changes: FieldChange[];
}

const TEXTS = {
  en: {
    subjectBank: "Kancl: the bank details of {{company}} were changed",
    subjectIdentity: "Kancl: the company details of {{company}} were changed",
    hello: "Hello {{name}},",
    intro: "{{actor}} changed the company profile of {{company}} in Kancl on {{when}}:",
    empty: "(empty)",
    yes: "yes",
    no: "no",
    masked: "Account numbers are shortened here; the full ones are in Settings → Company.",
    bankNote:
      "Invoices issued from now on ask customers to pay to the new account, and their QR codes encode it. For 24 hours, whoever issues an invoice is reminded of this change.",
    check:
      "If you did not expect this change, check Settings → Company and Settings → Audit log at once, and speak to the person who made it before any invoice goes out.",
  },
  cs: {
    subjectBank: "Kancl: bankovní údaje firmy {{company}} byly změněny",
    subjectIdentity: "Kancl: údaje firmy {{company}} byly změněny",
    hello: "Dobrý den, {{name}},",
    intro: "{{actor}} změnil(a) v Kanclu profil firmy {{company}} ({{when}}):",
    empty: "(prázdné)",
    yes: "ano",
    no: "ne",
    masked: "Čísla účtů jsou zde zkrácená; celá najdete v Nastavení → Firma.",
    bankNote:
      "Faktury vystavené od této chvíle žádají platbu na nový účet a jejich QR kódy jej obsahují. Kdo během příštích 24 hodin vystaví fakturu, bude na tuto změnu upozorněn.",
    check:
      "Pokud jste tuto změnu nečekali, hned zkontrolujte Nastavení → Firma a Nastavení → Auditní log a ověřte si ji u toho, kdo ji provedl, dřív než odejde jakákoli faktura.",
  },
} satisfies Record<Language, Record<string, string>>;

const FIELD_LABELS: Record<Language, Record<ProtectedCompanyField, string>> = {
  en: en.companyScreen.fields,
  cs: cs.companyScreen.fields,
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** One line of a header or a list item: no line breaks from stored values (a subject must be one line). */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim();

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * An account number as the e-mail shows it: enough to recognise it, not enough to copy it elsewhere (the mail
 * passes through servers and inboxes the organization does not control). "19-2000145399/0800" → "•••• 5399/0800",
 * "CZ6508000000192000145399" → "CZ65 •••• 5399".
 */
export function maskAccount(field: ProtectedCompanyField, value: string): string {
  if (field === "bankAccount") {
    const [number = "", bank = ""] = value.split("/");
    return `•••• ${number.slice(-4)}${bank ? `/${bank}` : ""}`;
  }
  if (field === "iban") return `${value.slice(0, 4)} •••• ${value.slice(-4)}`;
  return value;
}

function shown(change: FieldChange, value: string | boolean | null, texts: (typeof TEXTS)[Language]): string {
  if (value === null || value === "") return texts.empty;
  if (typeof value === "boolean") return value ? texts.yes : texts.no;
  return oneLine(maskAccount(change.field, value));
}

/**
 * The e-mail every owner gets when the bank details or the company's identity change (issue 34 item 8): who changed
 * what and when, in the owner's language, account numbers masked.
 */
export function companyChangeMail(mail: CompanyChangeMail) {
  const texts = TEXTS[mail.language];
  const labels = FIELD_LABELS[mail.language];
  const company = oneLine(mail.companyName).slice(0, 120);
  const actor = oneLine(`${mail.actor.name} <${mail.actor.email}>`);
  const when = `${mail.changedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const touchesBank = mail.changes.some((c) => c.field === "bankAccount" || c.field === "iban" || c.field === "bic");
  const masked = mail.changes.some((c) => c.field === "bankAccount" || c.field === "iban");
  const subject = fill(touchesBank ? texts.subjectBank : texts.subjectIdentity, { company });
  const lines = mail.changes.map(
    (change) => `${labels[change.field]}: ${shown(change, change.from, texts)} → ${shown(change, change.to, texts)}`,
  );
  const intro = fill(texts.intro, { actor, company, when });
  const notes = [masked ? texts.masked : "", touchesBank ? texts.bankNote : "", texts.check].filter(Boolean);
  const text = [
    fill(texts.hello, { name: oneLine(mail.ownerName) }),
    "",
    intro,
    "",
    ...lines.map((line) => `- ${line}`),
    "",
    ...notes.flatMap((note) => [note, ""]),
  ]
    .join("\n")
    .trimEnd();
  const html = [
    `<p>${escapeHtml(fill(texts.hello, { name: oneLine(mail.ownerName) }))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    ...notes.map((note) => `<p>${escapeHtml(note)}</p>`),
  ].join("\n");
  return { subject: subject.slice(0, 300), text, html };
}
