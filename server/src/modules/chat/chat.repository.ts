import type { Executor } from "../../db/database";

export interface ConversationRow {
  id: string;
  orgId: string;
  userId: string;
  title: string;
  messages: unknown[];
  pendingAction: Record<string, unknown> | null;
  activeStreamId: string | null;
}

export const chatRepository = {
  /** By id alone: the caller then checks the owner, so another user's conversation is recognised and refused. */
  async findById(db: Executor, id: string): Promise<ConversationRow | undefined> {
    return db
      .selectFrom("chat_conversations")
      .select([
        "id",
        "org_id as orgId",
        "user_id as userId",
        "title",
        "messages",
        "pending_action as pendingAction",
        "active_stream_id as activeStreamId",
      ])
      .where("id", "=", id)
      .executeTakeFirst();
  },

  /** Creates or rewrites the conversation — only ever the owner's row (the WHERE guards a concurrent takeover). */
  async save(
    db: Executor,
    row: {
      id: string;
      orgId: string;
      userId: string;
      title: string;
      messages: unknown[];
      pendingAction: object | null;
    },
  ): Promise<boolean> {
    const result = await db
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
        oc
          .column("id")
          .doUpdateSet((eb) => ({
            messages: eb.ref("excluded.messages"),
            pending_action: eb.ref("excluded.pending_action"),
            updated_at: new Date(),
          }))
          .where("chat_conversations.org_id", "=", row.orgId)
          .where("chat_conversations.user_id", "=", row.userId),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  async setActiveStream(db: Executor, id: string, streamId: string | null): Promise<void> {
    await db.updateTable("chat_conversations").set({ active_stream_id: streamId }).where("id", "=", id).execute();
  },
};
