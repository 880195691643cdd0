import { sql } from "kysely";
import type { Executor } from "../db/database";

/** One stored request: whose (organization and credential), under which key. */
export interface IdempotencyRecordKey {
  orgId: string;
  credential: string;
  key: string;
}

export interface StoredAnswer {
  requestHash: string;
  status: number | null;
  body: string | null;
}

/** The Idempotency-Key store (http/idempotency.ts): the table's only queries. */
export const idempotencyKeysRepository = {
  /** Claims the key for a new request; throws a unique violation when a live record holds it already. */
  async claim(db: Executor, record: IdempotencyRecordKey, requestHash: string, expiredBefore: Date): Promise<void> {
    await db
      .deleteFrom("idempotency_keys")
      .where("org_id", "=", record.orgId)
      .where("credential", "=", record.credential)
      .where("key", "=", record.key)
      .where("created_at", "<", expiredBefore)
      .execute();
    await db
      .insertInto("idempotency_keys")
      .values({ org_id: record.orgId, credential: record.credential, key: record.key, request_hash: requestHash })
      .execute();
  },

  async findStored(db: Executor, record: IdempotencyRecordKey): Promise<StoredAnswer | undefined> {
    return db
      .selectFrom("idempotency_keys")
      .select(["request_hash as requestHash", "response_status as status", "response_body as body"])
      .where("org_id", "=", record.orgId)
      .where("credential", "=", record.credential)
      .where("key", "=", record.key)
      .executeTakeFirst();
  },

  async recordAnswer(db: Executor, record: IdempotencyRecordKey, status: number, body: string): Promise<void> {
    await db
      .updateTable("idempotency_keys")
      .set({ response_status: status, response_body: body })
      .where("org_id", "=", record.orgId)
      .where("credential", "=", record.credential)
      .where("key", "=", record.key)
      .execute();
  },

  /** Releases the key of a request that failed, so it can be retried. */
  async release(db: Executor, record: IdempotencyRecordKey): Promise<void> {
    await db
      .deleteFrom("idempotency_keys")
      .where("org_id", "=", record.orgId)
      .where("credential", "=", record.credential)
      .where("key", "=", record.key)
      .execute();
  },

  /** Housekeeping across organizations: records past their 24 hours. */
  async deleteExpired(db: Executor): Promise<void> {
    await db.deleteFrom("idempotency_keys").where("created_at", "<", sql<Date>`now() - interval '24 hours'`).execute();
  },
};
