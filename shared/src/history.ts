import { z } from "zod";
import { DATE_MESSAGES, instantString } from "./dates";
import { enHistory } from "./i18n/en/history";
import { versionNumber } from "./numbers";

/**
 * Issue 24 items 4 and 5: the audit log (decision 110), notes (decision 111), the activity timelines of contacts,
 * deals and projects (decision 112) and the client's page (decision 113).
 */

export const AUDIT_RECORD_TYPES = [
  "contact",
  "link",
  "deal",
  "invoice",
  "payment",
  "project",
  "column",
  "task",
  "comment",
  "note",
  "user",
  "invitation",
  "api_key",
  "company_profile",
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const AUDIT_ACTIONS = ["create", "update", "delete", "restore", "purge"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTOR_TYPES = ["user", "api_key", "system"] as const;

// The English names of the catalogue (decision 180): the audit CSV and the page's filter use the same words as the
// timeline's event lines.
export const AUDIT_RECORD_TYPE_LABELS: Record<AuditRecordType, string> = enHistory.events.recordTypes;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: "Created",
  update: "Changed",
  delete: "Deleted",
  restore: "Restored",
  purge: "Deleted permanently",
};

export const HISTORY_MESSAGES = {
  noteNotFound: "Note not found",
  noteStale: "Someone else changed this note. Reload it and edit again.",
  notYourNote: "You can edit and delete only your own notes",
  subjectNotFound: "subjectId: no such record",
  auditEmpty: "No changes match these filters.",
  timelineEmpty: "Nothing has happened here yet. Add a note to start the history.",
} as const;

/** A column's value as JSON: text, number, boolean, null, or an object or array (an address, a checklist). */
const jsonValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.unknown()),
  z.record(z.string(), z.unknown()),
]);

const changeSchema = z
  .object({
    field: z.string().describe("The changed field, in the API's camelCase"),
    old: jsonValue.describe("The value before (null when created)"),
    new: jsonValue.describe("The value after (null when deleted)"),
  })
  .meta({ id: "AuditChange" });

export const auditActorSchema = z
  .object({
    type: z.enum(AUDIT_ACTOR_TYPES).describe("user (a browser session), api_key, or system (background jobs)"),
    userId: z.string().nullable(),
    userName: z.string().nullable(),
    apiKeyId: z.string().nullable(),
    apiKeyName: z.string().nullable(),
  })
  .meta({ id: "AuditActor" });

export const auditEventSchema = z
  .object({
    id: z.string().describe("Increases with every event: the newest has the highest"),
    occurredAt: z.string().describe("ISO 8601: when the transaction that made the change began"),
    actor: auditActorSchema,
    requestId: z.string().nullable().describe("The X-Request-Id of the API request that made the change"),
    recordType: z.enum(AUDIT_RECORD_TYPES),
    recordId: z.string(),
    recordLabel: z.string().nullable().describe("The record's name, title or number at the time"),
    recordNow: z
      .string()
      .nullable()
      .optional()
      .describe(
        "The audit log only: the record's name, title or number now, for a contact, deal, invoice or project that still exists and is not in the trash; null when it is gone (or has no screen of its own). A draft invoice's number is a placeholder starting with pending-",
      ),
    action: z.enum(AUDIT_ACTIONS),
    changes: z.array(changeSchema),
  })
  .meta({ id: "AuditEvent" });
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** An instant with a time zone (the shared strict reader: a real day of 1900–9999, no roll-over). */
const isoInstant = instantString(DATE_MESSAGES.instant);

export const auditFilterFields = {
  userId: z.uuid().optional().describe("Only changes made by this user (in the browser or with one of their API keys)"),
  apiKeyId: z.uuid().optional().describe("Only changes made with this API key"),
  recordType: z.enum(AUDIT_RECORD_TYPES).optional(),
  recordId: z.uuid().optional().describe("Only the history of this record"),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: isoInstant.optional().describe("From this instant (inclusive, ISO 8601)"),
  to: isoInstant.optional().describe("Before this instant (exclusive, ISO 8601)"),
};

export const listAuditInputSchema = z
  .object({
    ...auditFilterFields,
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z
      .string()
      .regex(/^-?\d{1,18}$/, "cursor: not a cursor of this list")
      .optional(),
  })
  .strict()
  .meta({ id: "ListAuditInput" });
export type ListAuditInput = z.infer<typeof listAuditInputSchema>;

export const auditPageSchema = z
  .object({
    events: z.array(auditEventSchema),
    nextCursor: z.string().nullable().describe("Pass as cursor for the next (older) page; null on the last"),
  })
  .meta({ id: "AuditPage" });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const NOTE_SUBJECT_TYPES = ["contact", "deal", "project"] as const;
export type NoteSubjectType = (typeof NOTE_SUBJECT_TYPES)[number];
export const NOTE_MAX_LENGTH = 20_000;

const noteBody = z
  .string()
  .trim()
  .min(1, "body: write something")
  .max(NOTE_MAX_LENGTH, `body: at most ${NOTE_MAX_LENGTH} characters`)
  .describe("Markdown");

export const noteSchema = z
  .object({
    id: z.string(),
    version: z.number().int(),
    subjectType: z.enum(NOTE_SUBJECT_TYPES),
    subjectId: z.string(),
    body: z.string().describe("Markdown"),
    authorId: z.string(),
    authorName: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    edited: z.boolean().describe("Whether the body changed after it was written"),
  })
  .meta({ id: "Note" });
export type Note = z.infer<typeof noteSchema>;

export const createNoteInputSchema = z
  .object({ subjectType: z.enum(NOTE_SUBJECT_TYPES), subjectId: z.uuid(), body: noteBody })
  .strict()
  .meta({ id: "CreateNoteInput" });
export type CreateNoteInput = z.infer<typeof createNoteInputSchema>;

export const updateNoteInputSchema = z
  .object({
    id: z.uuid(),
    body: noteBody,
    version: versionNumber().describe("The version you edited: 409 if someone changed the note since"),
  })
  .strict()
  .meta({ id: "UpdateNoteInput" });
export type UpdateNoteInput = z.infer<typeof updateNoteInputSchema>;

export const timelineEntrySchema = z
  .object({
    id: z.string().describe("The event's id; the cursor of the next page is the last one's"),
    occurredAt: z.string(),
    kind: z.enum(["note", "event"]),
    note: noteSchema.nullable().describe("For a note: the note as it is now"),
    event: auditEventSchema.nullable().describe("For an event: what changed"),
  })
  .meta({ id: "TimelineEntry" });
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelineInputSchema = z
  .object({
    id: z.uuid(),
    limit: z.coerce.number().int().min(1).max(100).default(30),
    cursor: z
      .string()
      .regex(/^-?\d{1,18}$/, "cursor: not a cursor of this list")
      .optional(),
  })
  .strict();

export const timelinePageSchema = z
  .object({ entries: z.array(timelineEntrySchema), nextCursor: z.string().nullable() })
  .meta({ id: "TimelinePage" });
export type TimelinePage = z.infer<typeof timelinePageSchema>;

const moneyByCurrency = z
  .array(z.object({ currency: z.string(), amount: z.string().describe("Decimal string") }))
  .describe("One amount per currency, never converted");

export const contactSummarySchema = z
  .object({
    deals: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        status: z.string(),
        value: z.string().nullable(),
        currency: z.string(),
      }),
    ),
    invoices: z.array(
      z.object({
        id: z.string(),
        invoiceNumber: z.string(),
        kind: z.string(),
        status: z.string(),
        total: z.string(),
        currency: z.string(),
        dueDate: z.string(),
        overdue: z.boolean(),
      }),
    ),
    projects: z.array(
      z.object({ id: z.string(), name: z.string(), status: z.string(), dueDate: z.string().nullable() }),
    ),
    totals: z.object({
      open: moneyByCurrency.describe("Issued, not fully paid"),
      overdue: moneyByCurrency.describe("Issued, not paid, past the due date"),
      paidThisYear: moneyByCurrency.describe("Invoices paid, whose last payment is in this calendar year"),
      openDeals: moneyByCurrency.describe("Estimated value of deals in lead or negotiation"),
    }),
  })
  .meta({ id: "ContactSummary" });
export type ContactSummary = z.infer<typeof contactSummarySchema>;
