import type { ApiError, AppErrorCode } from "@kancl/shared";

/**
 * The one error type code throws for an expected failure: a plain domain error that knows nothing of HTTP or tRPC.
 * Its message is shown to the caller as `{error}`; its code picks the HTTP status through the shared map
 * (`shared/src/errors.ts`), which `toHttpAnswer` (./http-answer.ts) applies on every surface.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  /** More of the answer's body beside `error` (a duplicate contact's 409 names it). */
  readonly details?: Omit<ApiError, "error">;

  constructor(code: AppErrorCode, message: string, options?: { cause?: unknown; details?: Omit<ApiError, "error"> }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    if (options?.details) this.details = options.details;
  }
}

/** A 429 that knows when the caller may try again (epoch ms); the HTTP answer turns that into Retry-After. */
export class TooManyRequestsError extends AppError {
  readonly retryAt: number;

  constructor(message: string, retryAt: number) {
    super("TOO_MANY_REQUESTS", message);
    this.name = "TooManyRequestsError";
    this.retryAt = retryAt;
  }
}
