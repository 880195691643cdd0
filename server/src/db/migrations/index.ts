import type { Migration } from "kysely/migration";
import * as organizationsUsersSessions from "./2026-11-22-01-organizations-users-sessions";
import * as contacts from "./2026-11-22-02-contacts";
import * as deals from "./2026-11-22-03-deals";
import * as invoices from "./2026-11-22-04-invoices";
import * as apiKeysIdempotency from "./2026-11-22-05-api-keys-idempotency";
import * as chatConversations from "./2026-11-22-06-chat-conversations";
import * as chatConversationsPerUser from "./2026-11-25-01-chat-conversations-per-user";

/**
 * Every migration, in order. Forward-only: a released migration is never edited; a change is a new file.
 * Listed statically (not read from the file system) so the bundled server carries them.
 * Names start with the date so they sort in the order they were written.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-22-01-organizations-users-sessions": organizationsUsersSessions,
  "2026-11-22-02-contacts": contacts,
  "2026-11-22-03-deals": deals,
  "2026-11-22-04-invoices": invoices,
  "2026-11-22-05-api-keys-idempotency": apiKeysIdempotency,
  "2026-11-22-06-chat-conversations": chatConversations,
  "2026-11-25-01-chat-conversations-per-user": chatConversationsPerUser,
};
