import type { CreatedAt } from "../db/column-types";

export interface IdempotencyKeysTable {
  org_id: string;
  /** Whose answer it is: `user:<id>` (a browser session) or `api-key:<id>`. */
  credential: string;
  key: string;
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  created_at: CreatedAt;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface IdempotencyKeysTables {
  idempotency_keys: IdempotencyKeysTable;
}
