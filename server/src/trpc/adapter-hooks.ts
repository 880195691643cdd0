import type { TRPCError } from "@trpc/server";
import { toHttpAnswer } from "../errors/http-answer";
import type { Logger } from "../logger";
import { isCopiedFromUnknownCause } from "./error-message";
import { appRouter } from "./router";

/** Shared by both adapters: logs unexpected failures (expected ones are AppErrors and need no log line). */
export function createErrorReporter(logger: Logger) {
  return ({ error, path }: { error: TRPCError; path?: string }) => {
    if (error.code === "INTERNAL_SERVER_ERROR") logger.error({ err: error.cause ?? error, path }, "procedure failed");
    // An unknown exception answered as a 4xx (tRPC wraps one thrown while parsing input): the caller read a
    // generic text (error-message.ts); the real one is here.
    else if (isCopiedFromUnknownCause(error)) logger.warn({ err: error.cause, path }, "procedure input failed");
  };
}

/**
 * The headers of failed calls' HTTP answers (Retry-After of a 429), for both adapters' responseMeta; the status is
 * the errorFormatter's (`data.httpStatus`), from the same answer.
 */
export function errorHeadersOf(errors: readonly TRPCError[]): Record<string, string> {
  return Object.assign({}, ...errors.map((error) => toHttpAnswer(error).headers));
}

/** The REST answer's status and headers for a failed call (one call per REST request). */
export function restErrorMetaOf(errors: readonly TRPCError[]): { status: number; headers: Record<string, string> } {
  const { status, headers } = toHttpAnswer(errors[0]);
  return { status, headers };
}

/** The REST status of a successful call: 201 for procedures that declare it (creates), else 200. */
export function successStatusOf(path: string | undefined): number {
  if (!path) return 200;
  const procedure = (appRouter._def.procedures as Record<string, { _def?: { meta?: { successStatus?: number } } }>)[
    path
  ];
  return procedure?._def?.meta?.successStatus ?? 200;
}
