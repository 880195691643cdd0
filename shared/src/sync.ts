import { z } from "zod";
import { instantString } from "./dates";
import { textString } from "./text";

/**
 * Issue 27 item 4 (decision 200): what an integrator's sync reads. Every record list takes `updatedSince` and sorts by
 * `updatedAt` then id; deleted records stay visible as tombstones for 30 days.
 */
export const SYNC_MESSAGES = {
  updatedSince: "Must be an ISO 8601 date-time with a time zone, e.g. 2026-11-27T10:00:00.000Z",
  since: "Must be an ISO 8601 date-time with a time zone, e.g. 2026-11-27T10:00:00.000Z",
  type: "Type must be contact, deal, invoice, project, task or relationship",
} as const;

/** How long a deleted record's tombstone is kept (the trash's 30 days, decision 120). */
export const TOMBSTONE_DAYS = 30;

/** The record types a sync reads, with their lists: contacts, deals, invoices, projects, tasks, person–organization links. */
export const SYNC_RECORD_TYPES = ["contact", "deal", "invoice", "project", "task", "relationship"] as const;
export type SyncRecordType = (typeof SYNC_RECORD_TYPES)[number];

/** YYYY-MM-DDTHH:MM[:SS[.fraction]] with Z or ±HH:MM, a real instant (the shared strict reader, no roll-over). */
const isoDateTime = instantString;

/** The `updatedSince` query parameter of every record list: records changed at or after it (inclusive). */
export const updatedSinceField = isoDateTime(SYNC_MESSAGES.updatedSince)
  .optional()
  .describe(
    "Only records created or changed at or after this instant (inclusive; ISO 8601 with a time zone). With `sort=updatedAt` and `order=asc` the list is a sync feed: follow `nextCursor`, then ask again from the last `updatedAt` you saw. Deleted records: `GET /sync/deleted`.",
  );

export const listTombstonesInputSchema = z
  .object({
    since: isoDateTime(SYNC_MESSAGES.since).describe(
      "Deletions at or after this instant (ISO 8601 with a time zone); tombstones are kept for 30 days",
    ),
    type: z.enum(SYNC_RECORD_TYPES, { error: SYNC_MESSAGES.type }).optional(),
    limit: z.coerce.number().int().min(1).max(1000).optional().describe("Page size; 200 when not given"),
    cursor: textString().max(500).optional().describe("nextCursor of the previous page"),
  })
  .strict()
  .meta({ id: "ListTombstonesQuery" });
export type ListTombstonesInput = z.infer<typeof listTombstonesInputSchema>;

export const tombstoneSchema = z
  .object({
    type: z.enum(SYNC_RECORD_TYPES),
    id: z.uuid(),
    deletedAt: z.iso.datetime(),
  })
  .meta({ id: "Tombstone" });
export type Tombstone = z.infer<typeof tombstoneSchema>;

export const tombstoneListSchema = z
  .object({ deleted: z.array(tombstoneSchema), nextCursor: z.string().nullable() })
  .meta({ id: "TombstoneList" });

/** The `order` of lists sorted by update time for a sync. */
export const SYNC_ORDERS = ["asc", "desc"] as const;
