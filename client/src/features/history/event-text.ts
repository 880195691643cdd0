import type { AuditEvent } from "@kancl/shared";
import type { TranslationKey } from "@kancl/shared/i18n/catalogue";
import { t } from "@/i18n/screens";

/** Who made a change, as the timeline and the audit log say it. */
export function actorLabel(event: AuditEvent): string {
  if (event.actor.type === "system") return "Kancl";
  const name = event.actor.userName ?? t("events.formerUser");
  return event.actor.type === "api_key"
    ? t("events.apiKeyActor", { name, key: event.actor.apiKeyName ?? "" }).replace(" )", ")")
    : name;
}

/** The catalogue's name of a field (events.fields.*), or its camelCase name spelt out (`t` answers a missing key). */
export function fieldLabel(field: string): string {
  const key = `events.fields.${field}` as TranslationKey;
  const label = t(key);
  return label === key ? field.replace(/([A-Z])/g, " $1").toLowerCase() : label;
}

/** A value as text: objects as their JSON, nothing as an em dash. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value.length > 120 ? `${value.slice(0, 117)}…` : value;
  if (typeof value === "boolean") return value ? t("events.yes") : t("events.no");
  return JSON.stringify(value);
}

const LIFECYCLE: Record<string, Record<string, TranslationKey>> = {
  deal: { won: "events.dealWon", lost: "events.dealLost", negotiation: "events.dealNegotiation" },
  invoice: { sent: "events.invoiceSent", paid: "events.invoicePaid" },
};

/** One line saying what happened: "Deal won: Web", "Contact created: Acme", "Invoice 2026-0001 changed". */
export function eventHeadline(event: AuditEvent): string {
  const type = t(`events.recordTypes.${event.recordType}`);
  const label = event.recordLabel ? `: ${event.recordLabel}` : "";
  if (event.action === "update") {
    const status = event.changes.find((change) => change.field === "status");
    const lifecycle = status && typeof status.new === "string" ? LIFECYCLE[event.recordType]?.[status.new] : undefined;
    if (lifecycle) return `${t(lifecycle)}${label}`;
    if (event.recordType === "invoice" && event.changes.some((c) => c.field === "issuedAt" && c.new)) {
      return `${t("events.invoiceIssued")}${label}`;
    }
    if (event.recordType === "task" && event.changes.some((c) => c.field === "columnId")) {
      return `${t("events.taskMoved")}${label}`;
    }
  }
  if (event.recordType === "payment" && event.action === "create")
    return t("events.paymentRecorded", { label: event.recordLabel ?? "" });
  return t("events.headline", { type, verb: t(`events.verbs.${event.action}`), label });
}
