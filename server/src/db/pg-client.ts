import pg from "pg";

/** The error a query gets when its connection stops answering; `isDatabaseUnavailable` maps it to 503. */
export const READ_TIMEOUT_MESSAGE = "Query read timeout";

/** Every promise-form query is bounded (pg's default is no bound); the pool sets its own, above statement_timeout. */
export const DEFAULT_READ_TIMEOUT_MS = 35_000;

/**
 * node-postgres's Client with two of its features rebuilt: the promise form of `query(text, values)` (the only form
 * Kysely uses) and the read timeout (`query_timeout`). Results and errors are pg's; what changes is the order in
 * which a query's objects are made.
 *
 * Why: pg makes the Query (which collects the rows) first and then hangs new callbacks on it, one for the promise and
 * one for the read timeout. Made in that order, on Node 24 (V8 13.6), result sets survived the young-generation
 * collections they should have died in: with the product under load, every scavenge copied and promoted ~4.5 MB
 * and paused the server ~12 ms (the p99 of benchmark 1). Made the other way round — promise, timer and callback
 * first, then the Query — they die young: ~0.3 MB and ~1.5 ms per scavenge (docs/benchmarks.md, "Fixes"; the test
 * "lets results die young" measures it). The exact retention path inside V8 was not identified.
 *
 * On a read timeout the connection is destroyed rather than left holding a query that may never be answered (a
 * half-open TCP connection): the query fails with READ_TIMEOUT_MESSAGE (a 503), the client ends and the pool
 * discards it. The callback and query-object forms are pg's own and have no read timeout.
 */
export class PgClient extends pg.Client {
  readonly #readTimeoutMs: number;

  constructor(config: pg.ClientConfig = {}) {
    // pg's own read timeout is turned off: it would wrap every query the slow way again.
    const { query_timeout: readTimeoutMs, ...rest } = config;
    super(rest);
    this.#readTimeoutMs = readTimeoutMs && readTimeoutMs > 0 ? readTimeoutMs : DEFAULT_READ_TIMEOUT_MS;
  }

  // The signature is pg's union of overloads; only the plain promise form (what Kysely calls) is rebuilt.
  // biome-ignore lint/suspicious/noExplicitAny: overrides every overload of pg.Client#query
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config !== "string" || callback !== undefined || typeof values === "function") {
      return super.query(config, values, callback);
    }
    return new Promise<pg.QueryResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(READ_TIMEOUT_MESSAGE));
        this.connection.stream.destroy();
      }, this.#readTimeoutMs);
      super.query(config, values, (error: Error | null, result: pg.QueryResult) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(result);
      });
    }).catch((error: Error) => {
      // Like pg: point the stack at the caller instead of the socket read that delivered the error.
      Error.captureStackTrace(error);
      throw error;
    });
  }
}
