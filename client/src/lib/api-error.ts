import { isTRPCClientError } from "@trpc/client";
import { translateMessage } from "@/i18n/i18n";

/** The fallback the spec uses when an error carries no readable message. */
export const UNEXPECTED_ERROR_MESSAGE = "An unexpected error occurred";

/** A non-success HTTP answer (spec §8): its readable message, plus the status and body it came from. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/**
 * The spec §8 rule for a failed answer's message: the JSON body's `error` field; else the response text when
 * the body is not JSON; else "Request failed with status {status}". Also returns the parsed body (or the text).
 */
export function describeFailedResponse(status: number, text: string): { message: string; body: unknown } {
  const fallback = `Request failed with status ${status}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: a proxy's error page or a plain-text answer. Its text is the message, unless there is none.
    const trimmed = text.trim();
    return { message: trimmed || fallback, body: text };
  }
  const error = isRecord(body) ? body.error : undefined;
  return { message: typeof error === "string" && error ? error : fallback, body };
}

/** Reads a failed response once and turns it into an ApiError. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  const { message, body } = describeFailedResponse(response.status, text);
  return new ApiError(message, response.status, body);
}

/**
 * The message to show for anything a query or mutation may throw: a tRPC error's `error` field (our server's
 * error shape), an Error's message, or the given fallback — in the language on screen when it is a known text (the
 * server answers in English, decision 182).
 */
export function errorMessageOf(error: unknown, fallback: string = UNEXPECTED_ERROR_MESSAGE): string {
  return translateMessage(rawErrorMessageOf(error, fallback));
}

function rawErrorMessageOf(error: unknown, fallback: string): string {
  if (isTRPCClientError(error)) {
    const shape: unknown = error.shape;
    if (isRecord(shape) && typeof shape.error === "string" && shape.error) return shape.error;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
