import { sql } from "kysely";
import type { Executor } from "./database";

/**
 * Serializes the changes of one organization's membership until the transaction ends: a registration deciding
 * whether it is the first user (the owner), and role changes or deactivations counting the owners left.
 */
export async function lockMembership(trx: Executor, orgId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`kancl:membership:${orgId}`}, 0))`.execute(trx);
}
