import type { AppRouter } from "@kancl/server/router";
import { createTRPCClient, httpBatchLink, splitLink } from "@trpc/client";
import { describeFailedResponse } from "./api-error";

/** Where the API's tRPC surface lives: same origin (the dev server proxies /api to the API server). */
export const TRPC_PATH = "/api/trpc";

/** The JSON-RPC code tRPC uses for an internal error; the client only needs a number here. */
const INTERNAL_ERROR_RPC_CODE = -32603;

/** The server refuses a batch of more calls (MAX_BATCH_CALLS in server/src/trpc/express-handler.ts). */
const MAX_BATCH_CALLS = 10;

/**
 * A call's context that keeps it out of the batch (tRPC's splitLink pattern): a card that should not wait for, or hold
 * back, its neighbours' answers — the activity timeline, whose audit-log query is a record page's slowest, and whose
 * render then does not carry the summary's and the relationships' (benchmark 15).
 */
export const UNBATCHED = { context: { skipBatch: true } } as const;

export function createTrpcClient(url: string = new URL(TRPC_PATH, window.location.origin).href) {
  const link = (maxItems: number) => httpBatchLink({ url, fetch: fetchForTrpc, maxItems });
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({ condition: (op) => op.context.skipBatch === true, true: link(1), false: link(MAX_BATCH_CALLS) }),
    ],
  });
}

/**
 * fetch for the tRPC link: sends cookies (spec §7), and turns a failed answer that is not a tRPC error envelope
 * (a proxy's 502 page, an empty body, a plain `{error}`) into one, so the UI shows the spec §8 message instead of
 * a JSON parse error.
 */
export async function fetchForTrpc(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, { ...init, credentials: "include" });
  if (response.ok) return response;
  const text = await response.clone().text();
  if (isTrpcErrorEnvelope(text)) return response;
  const { message } = describeFailedResponse(response.status, text);
  return Response.json(
    { error: { error: message, message, code: INTERNAL_ERROR_RPC_CODE, data: { httpStatus: response.status } } },
    { status: response.status, statusText: response.statusText },
  );
}

/** tRPC answers `{error: {...}}` (or `{result}`), or an array of those for a batch. */
function isTrpcErrorEnvelope(text: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  const items: unknown[] = Array.isArray(body) ? body : [body];
  return items.length > 0 && items.every(isEnvelopeItem);
}

function isEnvelopeItem(item: unknown): boolean {
  if (typeof item !== "object" || item === null) return false;
  const { error, result } = item as { error?: unknown; result?: unknown };
  return (typeof error === "object" && error !== null) || (typeof result === "object" && result !== null);
}
