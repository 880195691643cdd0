import { AUDIT_RECORD_TYPE_LABELS, type AuditEvent } from "@kancl/shared";

/** Who made a change, as the timeline and the audit log say it. */
export function actorLabel(event: AuditEvent): string {
  if (event.actor.type === "system") return "Kancl";
  const name = event.actor.userName ?? "A former user";
  return event.actor.type === "api_key" ? `${name} (API key ${event.actor.apiKeyName ?? ""})`.replace(" )", ")") : name;
}

const FIELD_LABELS: Record<string, string> = {
  name: "name",
  legalName: "legal name",
  email: "e-mail",
  phone: "phone",
  position: "position",
  taxId: "VAT ID",
  registrationNumber: "company ID",
  billingContactId: "billing contact",
  estimatedValue: "estimated value",
  actualValue: "actual value",
  dueDate: "due date",
  issueDate: "issue date",
  invoiceNumber: "number",
  deletedAt: "deleted",
  parentOrganizationId: "parent organization",
  assigneeId: "assignee",
  columnId: "column",
  startDate: "start date",
  status: "status",
  title: "title",
  body: "text",
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field.replace(/([A-Z])/g, " $1").toLowerCase();

/** A value as text: objects as their JSON, nothing as an em dash. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value.length > 120 ? `${value.slice(0, 117)}…` : value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  return JSON.stringify(value);
}

const LIFECYCLE: Record<string, Record<string, string>> = {
  deal: { won: "Deal won", lost: "Deal lost", negotiation: "Deal in negotiation" },
  invoice: { sent: "Invoice sent", paid: "Invoice paid" },
};

/** One line saying what happened: "Deal won: Web", "Contact created: Acme", "Invoice 2026-0001 changed". */
export function eventHeadline(event: AuditEvent): string {
  const type = AUDIT_RECORD_TYPE_LABELS[event.recordType];
  const label = event.recordLabel ? `: ${event.recordLabel}` : "";
  if (event.action === "update") {
    const status = event.changes.find((change) => change.field === "status");
    const lifecycle = status && typeof status.new === "string" ? LIFECYCLE[event.recordType]?.[status.new] : undefined;
    if (lifecycle) return `${lifecycle}${label}`;
    if (event.recordType === "invoice" && event.changes.some((c) => c.field === "issuedAt" && c.new)) {
      return `Invoice issued${label}`;
    }
  }
  if (event.recordType === "payment" && event.action === "create")
    return `Payment recorded: ${event.recordLabel ?? ""}`;
  const verb = {
    create: "created",
    update: "changed",
    delete: "deleted",
    restore: "restored",
    purge: "deleted permanently",
  }[event.action];
  return `${type} ${verb}${label}`;
}
