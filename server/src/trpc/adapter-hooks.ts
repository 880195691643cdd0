import type { IncomingMessage } from "node:http";
import type { TRPCError } from "@trpc/server";
import type { Response } from "express";
import type { Logger } from "../logger";
import { isCopiedFromUnknownCause } from "./error-message";
import { appRouter } from "./router";
import { TooManyRequestsError } from "./too-many-requests";

/**
 * Shared by both adapters: logs unexpected failures (expected ones are AppErrors and need no log line) and
 * turns a 429's wait into a Retry-After header before the adapter writes the response.
 */
export function createErrorReporter(logger: Logger) {
  return ({ error, path, req }: { error: TRPCError; path?: string; req: IncomingMessage }) => {
    if (error instanceof TooManyRequestsError) {
      (req as IncomingMessage & { res?: Response }).res?.setHeader("Retry-After", String(error.retryAfterSeconds));
    }
    if (error.code === "INTERNAL_SERVER_ERROR") logger.error({ err: error.cause ?? error, path }, "procedure failed");
    // An unknown exception answered as a 4xx (tRPC wraps one thrown while parsing input): the caller read a
    // generic text (error-message.ts); the real one is here.
    else if (isCopiedFromUnknownCause(error)) logger.warn({ err: error.cause, path }, "procedure input failed");
  };
}

/** The REST status of a successful call: 201 for procedures that declare it (creates), else 200. */
export function successStatusOf(path: string | undefined): number {
  if (!path) return 200;
  const procedure = (appRouter._def.procedures as Record<string, { _def?: { meta?: { successStatus?: number } } }>)[
    path
  ];
  return procedure?._def?.meta?.successStatus ?? 200;
}
