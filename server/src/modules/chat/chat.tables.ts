import type { ColumnType, CreatedAt, UpdatedAt } from "../../db/column-types";

export interface ChatConversationsTable {
  id: string;
  org_id: string;
  user_id: string;
  title: string;
  messages: ColumnType<unknown[], string, string>;
  pending_action: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  active_stream_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface ChatTables {
  chat_conversations: ChatConversationsTable;
}
