import {
  auditPageSchema,
  contactSummarySchema,
  createNoteInputSchema,
  listAuditInputSchema,
  noteSchema,
  timelineInputSchema,
  timelinePageSchema,
  updateNoteInputSchema,
} from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authedProcedure, orgAdminProcedure } from "../../trpc/procedures";

const HISTORY = ["History"];
const AUDIT = ["Audit log"];
const TIMELINE =
  "Notes and events recorded by the audit log (created; a field changed, old → new; a deal won or lost; an invoice created, issued, sent, paid), newest first, paged by `cursor` (the `nextCursor` of the previous page). A note appears once, as it is now; a deleted note not at all.";

const actorOf = (ctx: { orgId: string; user: { id: string } }) => ({ orgId: ctx.orgId, userId: ctx.user.id });

/** Issue 24 item 4: notes, the activity timelines and the client's summary (decisions 111–113). */
export const historyRouter = router({
  contactTimeline: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/contacts/{id}/timeline",
        tags: HISTORY,
        operationId: "getContactTimeline",
        summary: "A contact's activity timeline",
        description: `${TIMELINE} Includes the events of its deals, invoices, links and projects.`,
      },
    })
    .input(timelineInputSchema)
    .output(timelinePageSchema)
    .query(({ ctx, input }) => ctx.services.history.contactTimeline(ctx.orgId, input.id, input.limit, input.cursor)),

  dealTimeline: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/deals/{id}/timeline",
        tags: HISTORY,
        operationId: "getDealTimeline",
        summary: "A deal's activity timeline",
        description: `${TIMELINE} Includes the events of its invoices and its project.`,
      },
    })
    .input(timelineInputSchema)
    .output(timelinePageSchema)
    .query(({ ctx, input }) => ctx.services.history.dealTimeline(ctx.orgId, input.id, input.limit, input.cursor)),

  projectTimeline: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/projects/{id}/history",
        tags: HISTORY,
        operationId: "getProjectHistory",
        summary: "A project's notes and change history",
        description: `${TIMELINE} Includes the events of its columns and tasks.`,
      },
    })
    .input(timelineInputSchema)
    .output(timelinePageSchema)
    .query(({ ctx, input }) => ctx.services.history.projectTimeline(ctx.orgId, input.id, input.limit, input.cursor)),

  contactSummary: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/contacts/{id}/summary",
        tags: HISTORY,
        operationId: "getContactSummary",
        summary: "A client's deals, invoices, projects and totals",
        description:
          "The deals and invoices that name the contact as their billing contact (newest 100 each), the projects it is the client of, and totals per currency, never converted: open (issued invoices not paid: what is still due), overdue (of those, past their due date), paid this year (payments dated this calendar year) and open deals (estimated value of leads and negotiations).",
      },
    })
    .input(z.object({ id: z.uuid() }).strict())
    .output(contactSummarySchema)
    .query(({ ctx, input }) => ctx.services.history.contactSummary(ctx.orgId, input.id)),
});

export const notesRouter = router({
  create: authedProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/crm/notes",
        tags: HISTORY,
        operationId: "createNote",
        summary: "Add a note to a contact, a deal or a project",
        description: "Markdown, up to 20,000 characters. The author is you (the owner of the API key used).",
      },
    })
    .input(createNoteInputSchema)
    .output(noteSchema)
    .mutation(({ ctx, input }) => ctx.services.history.createNote(actorOf(ctx), input)),

  update: authedProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/crm/notes/{id}",
        tags: HISTORY,
        operationId: "updateNote",
        summary: "Edit your note",
        description:
          "Only the author may edit a note (403 otherwise). 409 if it changed since `version`. Every version stays in the audit log.",
      },
    })
    .input(updateNoteInputSchema)
    .output(noteSchema)
    .mutation(({ ctx, input }) => ctx.services.history.updateNote(actorOf(ctx), input)),

  delete: authedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/crm/notes/{id}",
        tags: HISTORY,
        operationId: "deleteNote",
        summary: "Delete your note",
        description: "Only the author may delete a note (403 otherwise). Its text stays in the audit log.",
      },
    })
    .input(z.object({ id: z.uuid() }).strict())
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.history.deleteNote(actorOf(ctx), input.id);
      return { success: true as const };
    }),
});

/** Issue 24 item 5: Settings → Audit log (decision 110), owners and admins with a browser session. */
export const auditRouter = router({
  list: orgAdminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/settings/audit-log",
        tags: AUDIT,
        operationId: "listAuditLog",
        summary: "The audit log",
        description:
          "Every create, update, delete, restore and permanent delete of the organization's records — who (a user, an API key, or the system), when, the fields changed (old → new) and the request's X-Request-Id — newest first, filtered and paged by `cursor`. Secrets (password and key hashes) and bookkeeping columns are never recorded. The log is append-only: the database refuses to change or delete its rows.",
      },
    })
    .input(listAuditInputSchema)
    .output(auditPageSchema)
    .query(({ ctx, input }) => ctx.services.history.auditLog(ctx.orgId, input)),
});
