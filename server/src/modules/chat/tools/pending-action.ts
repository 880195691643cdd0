import { formatCzechDate, formatMoney } from "@kancl/shared";
import { z } from "zod";
import { PENDING_NOTE_START } from "../../../local-model/confirmation";

/**
 * A change the assistant proposed and waits to be confirmed ("Mám to provést? ano/ne"). It is stored with the
 * conversation and carried out only when the next user message is an explicit yes.
 */
export const pendingActionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("markDealWon"),
    dealId: z.uuid(),
    dealTitle: z.string(),
    actualValue: z.number().positive(),
    /** The deal's currency (the amount is recorded in it); kept since issue 20, so older proposals lack it. */
    currency: z.string().optional(),
  }),
  z.object({ kind: z.literal("markDealLost"), dealId: z.uuid(), dealTitle: z.string() }),
  z.object({
    kind: z.literal("createContact"),
    type: z.enum(["person", "organization"]),
    name: z.string(),
    email: z.string().optional(),
    legalName: z.string().optional(),
    phone: z.string().optional(),
  }),
  z.object({
    kind: z.literal("createDeal"),
    title: z.string(),
    billingContactId: z.uuid().optional(),
    billingContactName: z.string().optional(),
    estimatedValue: z.number().min(0).optional(),
    currency: z.enum(["USD", "EUR", "CZK"]).optional(),
  }),
  z.object({
    kind: z.literal("markInvoicePaid"),
    invoiceId: z.uuid(),
    invoiceNumber: z.string(),
    client: z.string(),
    /** What remained when it was proposed: the payment recorded is exactly this (the service refuses more). */
    amount: z.number().positive(),
    currency: z.string(),
    /** YYYY-MM-DD, the day it was proposed ("today" in the proposal the user answered). */
    paidOn: z.string(),
  }),
  // Projects (issue 26): the spec's projects.create_project, create_task and assign_task.
  z.object({
    kind: z.literal("createProject"),
    name: z.string(),
    clientId: z.uuid(),
    clientName: z.string(),
    /** The caller who asked: the project's owner. */
    ownerId: z.uuid(),
    ownerName: z.string().optional(),
    dueDate: z.string().optional(),
  }),
  z.object({
    kind: z.literal("createTask"),
    projectId: z.uuid(),
    projectName: z.string(),
    title: z.string(),
    assigneeId: z.uuid().optional(),
    assigneeName: z.string().optional(),
    dueDate: z.string().optional(),
    /** The caller who asked, recorded in the project's activity. */
    requestedBy: z.uuid(),
  }),
  z.object({
    kind: z.literal("assignTask"),
    projectId: z.uuid(),
    projectName: z.string(),
    taskId: z.uuid(),
    taskTitle: z.string(),
    assigneeId: z.uuid(),
    assigneeName: z.string(),
    requestedBy: z.uuid(),
  }),
]);

export type PendingAction = z.infer<typeof pendingActionSchema>;

const DEAL_STATUS_WORD = {
  cs: { negotiation: "ve vyjednávání", won: "vyhraný", lost: "prohraný" },
  en: { negotiation: "in negotiation", won: "won", lost: "lost" },
} as const;

/**
 * Precisely what carrying the action out would change, in the user's language: said by the chat service (not the
 * model) whenever the user's reply was no clear answer, so it holds for every model.
 */
export function describePendingAction(action: PendingAction, language: "cs" | "en"): string {
  const cs = language === "cs";
  const q = (value: string) => (cs ? `„${value}“` : `“${value}”`);
  const amount = (value: number, currency: string | undefined) =>
    currency
      ? formatMoney(value, currency, cs ? "cs-CZ" : "en-US")
      : value.toLocaleString(cs ? "cs-CZ" : "en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const nothingElse = cs ? "Nic jiného se nezmění." : "Nothing else changes.";
  const status = DEAL_STATUS_WORD[language];
  switch (action.kind) {
    case "markDealWon": {
      const value = amount(action.actualValue, action.currency);
      return cs
        ? `Obchod ${q(action.dealTitle)} se označí jako vyhraný: stav ${q(status.negotiation)} → ${q(status.won)}, skutečná hodnota ${value}. ${nothingElse}`
        : `The deal ${q(action.dealTitle)} will be marked won: status ${q(status.negotiation)} → ${q(status.won)}, actual value ${value}. ${nothingElse}`;
    }
    case "markDealLost":
      return cs
        ? `Obchod ${q(action.dealTitle)} se označí jako prohraný: stav ${q(status.negotiation)} → ${q(status.lost)}. ${nothingElse}`
        : `The deal ${q(action.dealTitle)} will be marked lost: status ${q(status.negotiation)} → ${q(status.lost)}. ${nothingElse}`;
    case "createContact": {
      const organization = action.type === "organization";
      const details = [
        `${cs ? (organization ? "organizace" : "osoba") : organization ? "organization" : "person"} ${action.name}`,
        action.legalName ? `${cs ? "právní název" : "legal name"} ${action.legalName}` : undefined,
        action.email ? `${cs ? "e-mail" : "email"} ${action.email}` : undefined,
        action.phone ? `${cs ? "telefon" : "phone"} ${action.phone}` : undefined,
      ].filter(Boolean);
      return cs
        ? `Vytvoří se nový kontakt: ${details.join(", ")}. ${nothingElse}`
        : `A new contact will be created: ${details.join(", ")}. ${nothingElse}`;
    }
    case "createDeal": {
      const currency = action.currency ?? "USD";
      const details = [
        cs ? "stav lead" : "status lead",
        action.billingContactName ? `${cs ? "klient" : "billed to"} ${action.billingContactName}` : undefined,
        action.estimatedValue === undefined
          ? `${cs ? "měna" : "currency"} ${currency}`
          : `${cs ? "odhadovaná hodnota" : "estimated value"} ${amount(action.estimatedValue, currency)}`,
      ].filter(Boolean);
      return cs
        ? `Založí se nový obchod ${q(action.title)}: ${details.join(", ")}. ${nothingElse}`
        : `A new deal ${q(action.title)} will be created: ${details.join(", ")}. ${nothingElse}`;
    }
    case "createProject":
    case "createTask":
    case "assignTask":
      return describeProjectAction(action, cs, q, nothingElse);
    case "markInvoicePaid": {
      const value = amount(action.amount, action.currency);
      const date = cs ? formatCzechDate(action.paidOn) : action.paidOn;
      return cs
        ? `K faktuře ${action.invoiceNumber} (${action.client}) se zaznamená platba ${value} ze dne ${date}: faktura bude zaplacená, nic nezbude k úhradě. ${nothingElse}`
        : `A payment of ${value} dated ${date} will be recorded on invoice ${action.invoiceNumber} (${action.client}): the invoice will be paid, nothing left due. ${nothingElse}`;
    }
  }
}

function describeProjectAction(
  action: Extract<PendingAction, { kind: "createProject" | "createTask" | "assignTask" }>,
  cs: boolean,
  q: (value: string) => string,
  nothingElse: string,
): string {
  switch (action.kind) {
    case "createProject": {
      const due = action.dueDate
        ? cs
          ? `, termín ${formatCzechDate(action.dueDate)}`
          : `, due ${action.dueDate}`
        : "";
      const owner = action.ownerName ? (cs ? `, vlastník ${action.ownerName}` : `, owner ${action.ownerName}`) : "";
      return cs
        ? `Založí se nový projekt ${q(action.name)} pro klienta ${action.clientName}${owner}${due}, se sloupci To do, In progress a Done. ${nothingElse}`
        : `A new project ${q(action.name)} will be created for the client ${action.clientName}${owner}${due}, with the columns To do, In progress and Done. ${nothingElse}`;
    }
    case "createTask": {
      const who = action.assigneeName
        ? cs
          ? `, přiřazený ${action.assigneeName}`
          : `, assigned to ${action.assigneeName}`
        : "";
      const due = action.dueDate
        ? cs
          ? `, termín ${formatCzechDate(action.dueDate)}`
          : `, due ${action.dueDate}`
        : "";
      return cs
        ? `Do projektu ${q(action.projectName)} se přidá úkol ${q(action.title)} (na konec prvního sloupce${who}${due}). ${nothingElse}`
        : `The task ${q(action.title)} will be added to the project ${q(action.projectName)} (at the end of its first column${who}${due}). ${nothingElse}`;
    }
    case "assignTask":
      return cs
        ? `Úkol ${q(action.taskTitle)} v projektu ${q(action.projectName)} se přiřadí: ${action.assigneeName}. ${nothingElse}`
        : `The task ${q(action.taskTitle)} in the project ${q(action.projectName)} will be assigned to ${action.assigneeName}. ${nothingElse}`;
  }
}

export const CONFIRMATION_QUESTION = { cs: "Mám to provést? ano/ne", en: "Shall I do it? yes/no" } as const;

/** Appended by the chat service to an answer while a change still waits: what it is, and the question again. */
export function pendingReminder(action: PendingAction, language: "cs" | "en"): string {
  const waiting = language === "cs" ? "Čeká na potvrzení:" : "Waiting for your confirmation:";
  return `${waiting} ${describePendingAction(action, language)} ${CONFIRMATION_QUESTION[language]}`;
}

export function pendingNote(action: PendingAction): string {
  return `${PENDING_NOTE_START} ${describePendingAction(action, "en")}
The user's last message did not confirm it. Answer that message; if it asks about the change, say exactly what the change would do. Do not say it is done: it happens only after a plain yes (the server asks for it after your answer).`;
}
