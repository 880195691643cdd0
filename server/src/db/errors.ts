/** PostgreSQL error codes we turn into answers instead of 500s. */
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";

const codeOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error
    ? String((error as { code: unknown }).code)
    : undefined;

export const isUniqueViolation = (error: unknown) => codeOf(error) === UNIQUE_VIOLATION;
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === FOREIGN_KEY_VIOLATION;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checked before a uuid reaches SQL: PostgreSQL rejects a malformed uuid with an error, not "no rows". */
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/** What a caller reads (503) while the database is away, on every surface. */
export const DATABASE_UNAVAILABLE_MESSAGE = "The database is not available right now. Please try again in a moment.";

/**
 * Errors that mean "the database is not reachable right now" (restart, network, a statement cancelled by
 * statement_timeout because the database is overloaded), not "the query is wrong".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (
    code &&
    (/^08/.test(code) ||
      ["57P01", "57P02", "57P03", "57014", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"].includes(code))
  ) {
    return true;
  }
  const message = error instanceof Error ? error.message : "";
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|PGlite is closed|driver has already been destroyed/i.test(
    message,
  );
}
