import { formatValidationIssues, INTERNAL_ERROR_MESSAGE } from "@kancl/shared";
import type { TRPCError } from "@trpc/server";
import { AppError } from "./app-error";

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

/**
 * The text a caller may see for an error: the AppError's message, the named field of a validation failure,
 * or a generic sentence — never an internal message or stack.
 */
export function publicMessageOf(error: TRPCError): string {
  const issues = zodIssuesOf(error.cause);
  if (issues) return formatValidationIssues(issues);
  if (error instanceof AppError) return error.message;
  switch (error.code) {
    case "PARSE_ERROR":
      return "Malformed JSON in request body";
    case "INTERNAL_SERVER_ERROR":
      return INTERNAL_ERROR_MESSAGE;
    default:
      // tRPC's own errors (not found, method not supported, payload too large …) carry safe, fixed texts.
      return error.message;
  }
}
