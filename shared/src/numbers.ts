import { z } from "zod";
import { jsonOnly } from "./json-only";
import { hasAtMostTwoDecimals, MAX_AMOUNT } from "./money";

/**
 * Every number a client sends has the bounds of the column it goes to (issue 34 item 6): zod's `.int()` stops at
 * 2^53, PostgreSQL's integer at 2^31 − 1, so a version of 2^31 passed the schema and answered 500. Use these helpers
 * for every number of an input schema rather than a bare `z.number()`.
 */

/** The largest value of PostgreSQL's integer (int4): versions, positions, counts. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** Messages that start with the field's name once the API prefixes it ("version: must be a whole number"). */
export const NUMBER_MESSAGES = {
  wholeNumber: "must be a whole number",
  atLeast: (min: number) => `must be ${min} or more`,
  atMost: (max: number) => `must be at most ${max}`,
} as const;

/** A whole number within int4 (or tighter bounds of the product's own). */
export const int32 = (min = INT4_MIN, max = INT4_MAX) =>
  z
    .number({ error: NUMBER_MESSAGES.wholeNumber })
    .int(NUMBER_MESSAGES.wholeNumber)
    .min(Math.max(min, INT4_MIN), NUMBER_MESSAGES.atLeast(Math.max(min, INT4_MIN)))
    .max(Math.min(max, INT4_MAX), NUMBER_MESSAGES.atMost(Math.min(max, INT4_MAX)));

/**
 * The `version` a client read (optimistic locking: a stale one answers 409). An int4 column, counting from `min`
 * (1 for records, 0 for a profile not saved yet). Strict JSON: "3" is not a version.
 */
export const versionNumber = (min = 1) => jsonOnly(int32(min));

/**
 * An amount of money for a numeric(14,2) column: finite, |x| ≤ 999 999 999 999.99, at most 2 decimals. `min` is 0 for
 * a value that may be zero; pass `{ positive: true }` for one that must be more. One message for every problem when
 * given (the spec's texts for a payment or a won deal), else a message per problem.
 */
export const moneyAmount = (options: { min?: number; positive?: boolean; message?: string } = {}) => {
  const { min = -MAX_AMOUNT, positive = false, message } = options;
  const base = z.number(message ? { error: message } : undefined);
  const lower = positive
    ? base.gt(0, message ?? "must be greater than 0")
    : base.min(min, message ?? `must be ${min} or greater`);
  return lower
    .max(MAX_AMOUNT, message ?? "is too large")
    .refine(hasAtMostTwoDecimals, message ?? "must have at most 2 decimal places");
};
