import { APP_ERROR_CODES, type AppErrorCode } from "@kancl/shared";
import { TRPCError } from "@trpc/server";

/**
 * The one error type services throw for an expected failure. Its message is shown to the caller as `{error}`;
 * its code picks the HTTP status through the shared map, on the REST and the tRPC surface alike.
 */
export class AppError extends TRPCError {
  readonly appCode: AppErrorCode;

  constructor(appCode: AppErrorCode, message: string, options?: { cause?: unknown }) {
    super({ code: APP_ERROR_CODES[appCode].trpcCode, message, cause: options?.cause });
    this.appCode = appCode;
  }
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
