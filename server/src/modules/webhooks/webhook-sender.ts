import { createHmac } from "node:crypto";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { ForbiddenAddressError, guardedLookup, ipLiteralOf, isForbiddenAddress } from "./webhook-address";

/** `Kancl-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` (like Stripe's). */
export function signatureHeader(secret: string, body: string, timestampSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex");
  return `t=${timestampSeconds},v1=${mac}`;
}

export interface SendLimits {
  /** Whether loopback, private and other reserved addresses may be reached (WEBHOOKS_ALLOW_PRIVATE_TARGETS). */
  allowPrivateTargets: boolean;
  timeoutMs: number;
  /** Bytes of the answer read; the rest is discarded (the connection is closed). */
  maxResponseBytes: number;
}

export interface SendResult {
  statusCode: number | null;
  /** The answer's first bytes, as text (kept in the delivery log). */
  responseBody: string | null;
  error: string | null;
  durationMs: number;
  succeeded: boolean;
}

export interface WebhookRequest {
  url: string;
  body: string;
  secret: string;
  eventId: string;
  eventType: string;
  signal?: AbortSignal;
}

/** The answer text kept in the log. */
export const LOGGED_RESPONSE_CHARS = 2_000;

/**
 * One POST of a webhook: signed, redirects not followed (a 3xx is a failure, so a redirect cannot lead to a private
 * address), every address checked when the connection is made, bounded in time and in what is read.
 */
export async function sendWebhook(request: WebhookRequest, limits: SendLimits): Promise<SendResult> {
  const started = performance.now();
  const done = (result: Omit<SendResult, "durationMs">): SendResult => ({
    ...result,
    durationMs: Math.round(performance.now() - started),
  });
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return done({ statusCode: null, responseBody: null, error: "Invalid URL", succeeded: false });
  }
  const literal = ipLiteralOf(url.hostname);
  if (!limits.allowPrivateTargets && literal && isForbiddenAddress(literal)) {
    return done({
      statusCode: null,
      responseBody: null,
      error: `Refused: ${literal} is a private or reserved address`,
      succeeded: false,
    });
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const signal = request.signal
    ? AbortSignal.any([request.signal, AbortSignal.timeout(limits.timeoutMs)])
    : AbortSignal.timeout(limits.timeoutMs);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  try {
    const { statusCode, text } = await new Promise<{ statusCode: number; text: string }>((resolve, reject) => {
      const outgoing = send(
        url,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "user-agent": "Kancl-Webhooks/1",
            "kancl-signature": signatureHeader(request.secret, request.body, timestamp),
            "kancl-event-id": request.eventId,
            "kancl-event-type": request.eventType,
            "content-length": Buffer.byteLength(request.body),
          },
          lookup: limits.allowPrivateTargets ? undefined : guardedLookup,
          signal,
          agent: false,
        },
        (response: IncomingMessage) => {
          const chunks: Buffer[] = [];
          let received = 0;
          const finish = () => {
            resolve({
              statusCode: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString("utf8").slice(0, LOGGED_RESPONSE_CHARS),
            });
          };
          response.on("data", (chunk: Buffer) => {
            if (received >= limits.maxResponseBytes) return;
            const room = limits.maxResponseBytes - received;
            chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
            received += Math.min(chunk.length, room);
            if (received >= limits.maxResponseBytes) {
              // Enough read: the rest is not waited for.
              finish();
              response.destroy();
            }
          });
          response.on("end", finish);
          response.on("error", (error) => (received >= limits.maxResponseBytes ? finish() : reject(error)));
        },
      );
      outgoing.on("error", reject);
      outgoing.end(request.body);
    });
    const succeeded = statusCode >= 200 && statusCode < 300;
    return done({
      statusCode,
      responseBody: text,
      error: succeeded
        ? null
        : statusCode >= 300 && statusCode < 400
          ? `Redirect (${statusCode}) not followed`
          : `HTTP ${statusCode}`,
      succeeded,
    });
  } catch (error) {
    return done({
      statusCode: null,
      responseBody: null,
      error: describeError(error, limits, signal),
      succeeded: false,
    });
  }
}

function describeError(error: unknown, limits: SendLimits, signal: AbortSignal): string {
  if (error instanceof ForbiddenAddressError) return `Refused: ${error.message}`;
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof ForbiddenAddressError) return `Refused: ${cause.message}`;
  if (signal.aborted) return `Timed out after ${limits.timeoutMs} ms`;
  const code = (error as { code?: string })?.code;
  const message = error instanceof Error ? error.message : String(error);
  return (code ? `${code}: ${message}` : message).slice(0, 500);
}
