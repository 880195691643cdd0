/**
 * PostgreSQL and PGlite decode some types differently out of the box (int8 is a string on pg but a number on
 * PGlite; date becomes a local-midnight Date on both). These parsers make both databases return the same JS values.
 */
const OID = {
  INT8: 20,
  NUMERIC: 1700,
  DATE: 1082,
} as const;

const identity = (value: string) => value;

export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  // Counts and bigint ids fit in a double for any realistic CRM.
  [OID.INT8]: (value) => Number(value),
  // Money stays a decimal string until the API boundary, where the shared money module converts it.
  [OID.NUMERIC]: identity,
  // Calendar dates (due dates) have no time zone: keep YYYY-MM-DD.
  [OID.DATE]: identity,
};
