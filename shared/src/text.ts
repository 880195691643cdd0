import { z } from "zod";
import { enMessages } from "./i18n/en-messages";

/** Why a text was refused; the API prefixes the field ("billing.address: must not contain a NUL character"). */
export const TEXT_MESSAGES = {
  ...enMessages.text,
} as const;

/** A UTF-16 code unit of a surrogate pair with no partner (what String.prototype.isWellFormed looks for). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Node 24 and current browsers have the native check; older browsers get the equivalent regular expression. */
const isWellFormed = (value: string): boolean =>
  (value as { isWellFormed?: () => boolean }).isWellFormed?.() ?? !LONE_SURROGATE.test(value);

/**
 * Why a string cannot be stored as text, or undefined: PostgreSQL refuses the NUL character in text and jsonb
 * ("invalid byte sequence for encoding UTF8: 0x00"), and a lone surrogate is not Unicode at all.
 */
export function textProblem(value: string): typeof TEXT_MESSAGES.nul | typeof TEXT_MESSAGES.loneSurrogate | undefined {
  if (value.includes("\u0000")) return TEXT_MESSAGES.nul;
  if (!isWellFormed(value)) return TEXT_MESSAGES.loneSurrogate;
  return undefined;
}

/**
 * `z.string()` for every text a client sends: it also refuses NUL characters and lone surrogates, with a message
 * the API prefixes with the field's name. Chain the field's own rules after it as on `z.string()`.
 */
export const textString = () =>
  z.string().check((ctx) => {
    const problem = textProblem(ctx.value);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  });
