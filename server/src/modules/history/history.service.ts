import {
  type AuditEvent,
  type AuditPage,
  type AuditRecordType,
  businessDate,
  type ContactSummary,
  type CreateNoteInput,
  centsToDecimal,
  decimalToCents,
  HISTORY_MESSAGES,
  type ListAuditInput,
  type Note,
  type NoteSubjectType,
  type TimelinePage,
  type UpdateNoteInput,
} from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { AppError } from "../../errors/app-error";
import type { ContactsService } from "../contacts/contacts.service";
import type { DealsService } from "../deals/deals.service";
import type { ProjectsService } from "../projects/projects.service";
import { type AuditFilter, type AuditRow, auditRepository } from "./audit.repository";
import { clientSummaryRepository } from "./client-summary.repository";
import { type NoteRow, notesRepository } from "./notes.repository";

const noteNotFound = () => new AppError("NOT_FOUND", HISTORY_MESSAGES.noteNotFound);

type Json = AuditEvent["changes"][number]["old"];
const asJson = (value: unknown): Json => (value === undefined ? null : (value as Json));

/** snake_case column → the API's camelCase field. */
const fieldName = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

export function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: String(row.id),
    occurredAt: new Date(row.occurred_at).toISOString(),
    actor: {
      type: row.actor_type,
      userId: row.actor_user_id,
      userName: row.actor_user_name,
      apiKeyId: row.actor_api_key_id,
      apiKeyName: row.actor_api_key_name,
    },
    requestId: row.request_id,
    recordType: row.record_type as AuditRecordType,
    recordId: row.record_id,
    recordLabel: row.record_label,
    ...(row.record_current_label === undefined ? {} : { recordNow: row.record_current_label }),
    action: row.action,
    changes: Object.entries(row.changes ?? {})
      .map(([column, [before, after]]) => ({ field: fieldName(column), old: asJson(before), new: asJson(after) }))
      .sort((a, b) => a.field.localeCompare(b.field)),
  };
}

function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    version: row.version,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    body: row.body,
    authorId: row.author_id,
    authorName: row.author_name,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    edited: row.version > 1,
  };
}

/** One page, newest first: fetch one more than asked to know whether an older page exists. */
function paged<T>(rows: T[], limit: number, idOf: (row: T) => number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? String(idOf(last)) : null };
}

/** Sums decimal strings per currency, exactly (in cents), in currency order. */
function perCurrency(items: { currency: string; amount: string | null }[]) {
  const cents = new Map<string, number>();
  for (const { currency, amount } of items) {
    if (amount === null) continue;
    cents.set(currency, (cents.get(currency) ?? 0) + decimalToCents(amount));
  }
  return [...cents.entries()]
    .filter(([, value]) => value !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, value]) => ({ currency, amount: centsToDecimal(value) }));
}

export interface HistoryDeps {
  db: Database;
  contacts: Pick<ContactsService, "find">;
  deals: Pick<DealsService, "find">;
  projects: Pick<ProjectsService, "find">;
}

/** Actor of a note operation: the user (a browser session, or the owner of the API key used). */
export interface NoteActor {
  orgId: string;
  userId: string;
}

/**
 * The audit log (decision 110), notes (decision 111), timelines (decision 112) and the client's page (decision 113).
 */
export function createHistoryService({ db, contacts, deals, projects }: HistoryDeps) {
  /** 404 unless the subject is a live record of the organization. */
  async function assertSubject(orgId: string, type: NoteSubjectType, id: string, executor: Executor = db) {
    const found =
      type === "contact"
        ? await contacts.find(orgId, id, executor)
        : type === "deal"
          ? await deals.find(orgId, id, executor)
          : await projects.find(orgId, id, executor);
    if (!found) throw new AppError("NOT_FOUND", HISTORY_MESSAGES.subjectNotFound);
  }

  async function ownNote(executor: Executor, actor: NoteActor, id: string): Promise<NoteRow> {
    const note = await notesRepository.findLive(executor, actor.orgId, id);
    if (!note) throw noteNotFound();
    if (note.author_id !== actor.userId) throw new AppError("FORBIDDEN", HISTORY_MESSAGES.notYourNote);
    return note;
  }

  async function timeline(orgId: string, subjectId: string, limit: number, cursor?: string): Promise<TimelinePage> {
    const rows = await auditRepository.timeline(db, orgId, subjectId, cursor ? Number(cursor) : undefined, limit + 1);
    const { page, nextCursor } = paged(rows, limit, (row) => row.id);
    return {
      entries: page.map((row) => {
        const occurredAt = new Date(row.occurred_at).toISOString();
        if (row.record_type === "note" && row.note_id) {
          return {
            id: String(row.id),
            occurredAt,
            kind: "note" as const,
            event: null,
            note: toNote({
              id: row.note_id,
              version: row.note_version ?? 1,
              subject_type: row.note_subject_type ?? "contact",
              subject_id: row.note_subject_id ?? subjectId,
              body: row.note_body ?? "",
              author_id: row.note_author_id ?? "",
              author_name: row.note_author_name ?? "",
              created_at: row.note_created_at ?? row.occurred_at,
              updated_at: row.note_updated_at ?? row.occurred_at,
            }),
          };
        }
        return { id: String(row.id), occurredAt, kind: "event" as const, note: null, event: toAuditEvent(row) };
      }),
      nextCursor,
    };
  }

  return {
    async auditLog(orgId: string, input: ListAuditInput): Promise<AuditPage> {
      const limit = input.limit;
      const rows = await auditRepository.list(db, orgId, filterOf(input), limit + 1);
      const { page, nextCursor } = paged(rows, limit, (row) => row.id);
      return { events: page.map(toAuditEvent), nextCursor };
    },

    /** Every event the filters match, newest first, for the CSV export (at most `max`). */
    async auditExport(orgId: string, input: ListAuditInput, max = 100_000): Promise<AuditEvent[]> {
      const rows = await auditRepository.list(db, orgId, filterOf(input), max);
      return rows.map(toAuditEvent);
    },

    async contactTimeline(orgId: string, id: string, limit: number, cursor?: string) {
      await assertSubject(orgId, "contact", id);
      return timeline(orgId, id, limit, cursor);
    },

    async dealTimeline(orgId: string, id: string, limit: number, cursor?: string) {
      await assertSubject(orgId, "deal", id);
      return timeline(orgId, id, limit, cursor);
    },

    async projectTimeline(orgId: string, id: string, limit: number, cursor?: string) {
      await assertSubject(orgId, "project", id);
      return timeline(orgId, id, limit, cursor);
    },

    async createNote(actor: NoteActor, input: CreateNoteInput): Promise<Note> {
      return db.transaction().execute(async (trx) => {
        await assertSubject(actor.orgId, input.subjectType, input.subjectId, trx);
        const id = await notesRepository.insert(trx, actor.orgId, { ...input, authorId: actor.userId });
        const row = await notesRepository.findLive(trx, actor.orgId, id);
        if (!row) throw noteNotFound();
        return toNote(row);
      });
    },

    /** Your own note only; 409 if it changed since `version`. Every version stays in the audit log. */
    async updateNote(actor: NoteActor, input: UpdateNoteInput): Promise<Note> {
      return db.transaction().execute(async (trx) => {
        await ownNote(trx, actor, input.id);
        if (!(await notesRepository.updateIfVersion(trx, actor.orgId, input.id, input.version, input.body))) {
          throw new AppError("CONFLICT", HISTORY_MESSAGES.noteStale);
        }
        const row = await notesRepository.findLive(trx, actor.orgId, input.id);
        if (!row) throw noteNotFound();
        return toNote(row);
      });
    },

    /** Your own note only: it leaves the timeline; its text stays in the audit log. */
    async deleteNote(actor: NoteActor, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await ownNote(trx, actor, id);
        if (!(await notesRepository.markDeleted(trx, actor.orgId, id))) throw noteNotFound();
      });
    },

    async contactSummary(orgId: string, id: string, today = businessDate()): Promise<ContactSummary> {
      await assertSubject(orgId, "contact", id);
      const [deals, invoices, paid, projects] = await Promise.all([
        clientSummaryRepository.deals(db, orgId, id),
        clientSummaryRepository.invoices(db, orgId, id, today),
        clientSummaryRepository.paidSince(db, orgId, id, `${today.slice(0, 4)}-01-01`),
        clientSummaryRepository.projects(db, orgId, id),
      ]);
      const open = invoices.filter((i) => i.kind === "invoice" && i.status === "sent");
      return {
        deals: deals.map((d) => ({
          id: d.id,
          title: d.title,
          status: d.status,
          value: d.status === "won" ? (d.actual_value ?? d.estimated_value) : d.estimated_value,
          currency: d.currency,
        })),
        invoices: invoices.map((i) => ({
          id: i.id,
          invoiceNumber: i.invoice_number,
          kind: i.kind,
          status: i.status,
          total: i.total,
          currency: i.currency,
          dueDate: i.due_date,
          overdue: i.overdue,
        })),
        projects: projects.map((p) => ({ id: p.id, name: p.name, status: p.status, dueDate: p.due_date })),
        totals: {
          open: perCurrency(open.map((i) => ({ currency: i.currency, amount: i.due }))),
          overdue: perCurrency(open.filter((i) => i.overdue).map((i) => ({ currency: i.currency, amount: i.due }))),
          paidThisYear: perCurrency(paid),
          openDeals: perCurrency(
            deals
              .filter((d) => d.status === "lead" || d.status === "negotiation")
              .map((d) => ({ currency: d.currency, amount: d.estimated_value })),
          ),
        },
      };
    },
  };
}

function filterOf(input: ListAuditInput): AuditFilter {
  return {
    userId: input.userId,
    apiKeyId: input.apiKeyId,
    recordType: input.recordType,
    recordId: input.recordId,
    action: input.action,
    from: input.from,
    to: input.to,
    before: input.cursor ? Number(input.cursor) : undefined,
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
