import { DEFAULT_LANGUAGE, effectiveLanguage } from "@kancl/shared";
import { sql } from "kysely";
import type { Executor } from "../../db/database";

export interface ConversationRow {
  id: string;
  orgId: string;
  userId: string;
  title: string;
  messages: unknown[];
  pendingAction: Record<string, unknown> | null;
  activeStreamId: string | null;
  /** The stored messages' length as JSON text, measured by the database (the conversation's size limit). */
  size: number;
}

/** Whose conversation: chat ids are per user, so every query names the organization, the user and the id. */
export interface ConversationKey {
  orgId: string;
  userId: string;
  id: string;
}

export const chatRepository = {
  /** The user's effective language (decision 184): their own choice, else their organization's default. */
  async languageOf(db: Executor, orgId: string, userId: string): Promise<"en" | "cs"> {
    const row = await db
      .selectFrom("users as u")
      .innerJoin("organizations as o", "o.id", "u.org_id")
      .select(["u.language as own", "o.language as organization"])
      .where("u.id", "=", userId)
      .where("u.org_id", "=", orgId)
      .executeTakeFirst();
    return effectiveLanguage(row?.own ?? null, row?.organization ?? DEFAULT_LANGUAGE);
  },

  /** The user's own conversation with this id; another user's conversation with the same id is a different row. */
  async findById(db: Executor, key: ConversationKey): Promise<ConversationRow | undefined> {
    const row = await db
      .selectFrom("chat_conversations")
      .select([
        "id",
        "org_id as orgId",
        "user_id as userId",
        "title",
        "messages",
        "pending_action as pendingAction",
        "active_stream_id as activeStreamId",
        sql<number>`length(messages::text)`.as("size"),
      ])
      .where("org_id", "=", key.orgId)
      .where("user_id", "=", key.userId)
      .where("id", "=", key.id)
      .executeTakeFirst();
    return row && { ...row, size: Number(row.size) };
  },

  /** Creates or rewrites the user's conversation. */
  async save(
    db: Executor,
    row: ConversationKey & {
      title: string;
      messages: unknown[];
      pendingAction: object | null;
    },
  ): Promise<void> {
    await db
      .insertInto("chat_conversations")
      .values({
        id: row.id,
        org_id: row.orgId,
        user_id: row.userId,
        title: row.title,
        messages: JSON.stringify(row.messages),
        pending_action: row.pendingAction ? JSON.stringify(row.pendingAction) : null,
      })
      .onConflict((oc) =>
        oc.columns(["org_id", "user_id", "id"]).doUpdateSet((eb) => ({
          messages: eb.ref("excluded.messages"),
          pending_action: eb.ref("excluded.pending_action"),
          updated_at: new Date(),
        })),
      )
      .execute();
  },

  async setActiveStream(db: Executor, key: ConversationKey, streamId: string | null): Promise<void> {
    await db
      .updateTable("chat_conversations")
      .set({ active_stream_id: streamId })
      .where("org_id", "=", key.orgId)
      .where("user_id", "=", key.userId)
      .where("id", "=", key.id)
      .execute();
  },
};
