import { formatValidationIssues, INTERNAL_ERROR_MESSAGE } from "@kancl/shared";
import type { TRPCError } from "@trpc/server";
import { AppError } from "../errors/app-error";

interface IssueLike {
  path: PropertyKey[];
  message: string;
  code?: string;
  keys?: string[];
}

function zodIssuesOf(cause: unknown): IssueLike[] | undefined {
  if (cause instanceof Error && cause.name === "ZodError" && Array.isArray((cause as { issues?: unknown }).issues)) {
    return (cause as unknown as { issues: IssueLike[] }).issues;
  }
  return undefined;
}

/** Whether the error's text is an unknown exception's own message (tRPC copies it): never shown, always logged. */
export function isCopiedFromUnknownCause(error: TRPCError): boolean {
  return (
    error.cause instanceof Error &&
    !(error.cause instanceof AppError) &&
    !zodIssuesOf(error.cause) &&
    error.message === error.cause.message
  );
}

/** What a caller reads when an unexpected exception turned into a 4xx (tRPC wraps input parsing that throws). */
const GENERIC_MESSAGES: Partial<Record<TRPCError["code"], string>> = {
  BAD_REQUEST: "Invalid input",
  PARSE_ERROR: "Malformed JSON in request body",
};

/**
 * The text a caller may see for an error: the AppError's message, the named field of a validation failure,
 * tRPC's own fixed texts, or a generic sentence — never an internal message or stack. tRPC builds an error from
 * an unknown exception by copying its message (`new TRPCError({code, cause})`): such a text stays internal.
 */
export function publicMessageOf(error: TRPCError): string {
  const issues = zodIssuesOf(error.cause);
  if (issues) return formatValidationIssues(issues);
  if (error.cause instanceof AppError) return error.cause.message;
  if (error.code === "INTERNAL_SERVER_ERROR") return INTERNAL_ERROR_MESSAGE;
  if (error.code === "PARSE_ERROR") return GENERIC_MESSAGES.PARSE_ERROR as string;
  if (isCopiedFromUnknownCause(error)) return GENERIC_MESSAGES[error.code] ?? INTERNAL_ERROR_MESSAGE;
  // tRPC's own errors (not found, method not supported, payload too large …) carry safe, fixed texts.
  return error.message;
}
