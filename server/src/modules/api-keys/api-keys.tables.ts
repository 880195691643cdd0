import type { ColumnType, CreatedAt, Generated } from "../../db/column-types";

export interface ApiKeysTable {
  id: Generated<string>;
  org_id: string;
  user_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  created_at: CreatedAt;
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
  scope: ColumnType<"read" | "read-write", "read" | "read-write" | undefined>;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface ApiKeysTables {
  api_keys: ApiKeysTable;
}
