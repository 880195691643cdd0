import { z } from "zod";
import { enMessages } from "./i18n/en-messages";

/** Issue 24 item 6: how long a deleted record stays in the trash before it is purged (decision 120). */
export const TRASH_RETENTION_DAYS = 30;

export const TRASH_ITEM_TYPES = ["contact", "deal", "invoice"] as const;
export type TrashItemType = (typeof TRASH_ITEM_TYPES)[number];

/** Texts of the trash: answers of the API (409s say why a restore is refused) and the screen's. */
export const TRASH_MESSAGES = {
  ...enMessages.trash,
  parentInTrash: (name: string) => `Its parent organization "${name}" is in the trash. Restore "${name}" first.`,
  billingContactInTrash: (name: string) => `Its billing contact "${name}" is in the trash. Restore "${name}" first.`,
  dealInTrash: (title: string) => `Its deal "${title}" is in the trash. Restore "${title}" first.`,
  creditAboveRemaining: (invoiceNumber: string) =>
    `Invoice ${invoiceNumber} has been credited since this credit note was deleted; restoring it would credit more than the invoice. Make a new credit note instead.`,
  dealNamedByInvoice: (invoiceNumber: string) =>
    `Invoice draft ${invoiceNumber} in the trash names this deal. Delete it permanently first.`,
  renumbered: (oldNumber: string, newNumber: string) =>
    `Draft ${oldNumber} is back as ${newNumber}: its number had been given to the next document.`,
} as const;

export const trashItemTypeSchema = z.enum(TRASH_ITEM_TYPES).describe("contact, deal or invoice");

export const trashItemSchema = z
  .object({
    type: trashItemTypeSchema,
    id: z.string(),
    name: z.string().describe("The contact's name, the deal's title or the invoice draft's number"),
    detail: z.string().nullable().describe("Person or organization; the deal's client; the invoice's customer"),
    deletedAt: z.string().describe("When it was deleted (ISO 8601)"),
    purgeAt: z.string().describe("When it will be deleted permanently (ISO 8601)"),
  })
  .meta({ id: "TrashItem" });

export type TrashItem = z.infer<typeof trashItemSchema>;

export const trashListSchema = z.object({ items: z.array(trashItemSchema) }).meta({ id: "TrashList" });

export const restoredItemSchema = z
  .object({
    type: trashItemTypeSchema,
    id: z.string(),
    name: z.string(),
    message: z.string().describe("What the restore did, e.g. the new number of a restored invoice draft"),
  })
  .meta({ id: "RestoredItem" });

export type RestoredItem = z.infer<typeof restoredItemSchema>;
