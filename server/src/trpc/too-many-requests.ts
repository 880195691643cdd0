import { AppError } from "./app-error";

/** A 429 that knows when the caller may try again; the adapters' onError turns that into Retry-After. */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, resetAt: number) {
    super("TOO_MANY_REQUESTS", message);
    this.retryAfterSeconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  }
}
