import type { Executor } from "./database";
import { isUuid } from "./errors";

/** A repository's lookup of one row by id, within one organization. */
interface FindsById<Row> {
  findById(executor: Executor, orgId: string, id: string): Promise<Row | undefined>;
}

/**
 * The lookup of a record named by an id from a request: an id that is not a uuid is "not found" without a query
 * (PostgreSQL would answer a malformed uuid with an error, not "no rows"), and so is another tenant's record.
 * `notFound` makes the feature's own error (its 404 message).
 */
export function lookUpById<Row>(repository: FindsById<Row>, notFound: () => Error) {
  return async (executor: Executor, orgId: string, id: string): Promise<Row> => {
    const row = isUuid(id) ? await repository.findById(executor, orgId, id) : undefined;
    if (!row) throw notFound();
    return row;
  };
}
