import { incomingMessageToRequest, internal_exceptionHandler } from "@trpc/server/adapters/node-http";
import { type HTTPErrorHandler, resolveResponse } from "@trpc/server/http";
import type { Request, RequestHandler, Response } from "express";
import type { Context } from "./context";
import type { AppRouter } from "./router";

export interface TrpcExpressHandlerOptions {
  router: AppRouter;
  createContext: (opts: { req: Request; res: Response }) => Context;
  maxBodySize: number;
  onError: HTTPErrorHandler<AppRouter, Request>;
}

/**
 * tRPC's Express adapter (`@trpc/server/adapters/express`) with a cheaper way of writing the answer: the request is
 * turned into a fetch Request and resolved by tRPC exactly as there, and the answer's body is copied to the socket
 * with a plain read loop.
 *
 * Why: the adapter pipes every answer — one small JSON document for the app's batched calls — through a new
 * WritableStream with `pipeTo(…, { signal })`. Under load that machinery cost a large share of the server's time and
 * kept each request's objects alive past the young generation. The product before and after, side by side: auth.me
 * 1,517 → 1,918 req/s (p99 27.7 → 15.9 ms), contacts.get 886 → 1,023 req/s (docs/benchmarks.md, "Fixes").
 * Streamed answers (JSON Lines, server-sent events) still stream chunk by chunk, with backpressure, and stop when
 * the client goes away.
 */
export function createTrpcExpressHandler(opts: TrpcExpressHandlerOptions): RequestHandler {
  return (req, res) => {
    const path = req.path.slice(req.path.lastIndexOf("/") + 1);
    // What the adapter does with a failure outside the procedures (an unreadable request): tRPC's error envelope.
    answer(opts, req, res, path).catch((cause) => internal_exceptionHandler({ ...opts, req, res, path })(cause));
  };
}

async function answer(opts: TrpcExpressHandlerOptions, req: Request, res: Response, path: string): Promise<void> {
  const request = incomingMessageToRequest(req, res, { maxBodySize: opts.maxBodySize });
  const response = await resolveResponse({
    router: opts.router,
    req: request,
    path,
    error: null,
    createContext: async () => opts.createContext({ req, res }),
    onError: (error) => opts.onError({ ...error, req }),
  });

  // As the adapter: a status set by earlier middleware stays; cookies go out as separate headers.
  if (res.statusCode === 200) res.statusCode = response.status;
  for (const [key, value] of response.headers) {
    if (key.toLowerCase() !== "set-cookie") res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);

  try {
    if (response.body) await copyBody(response.body, res);
  } catch (error) {
    if (!res.headersSent) res.statusCode = 500;
    throw error;
  } finally {
    res.end();
  }
}

/** Copies a fetch body to the response, waiting for 'drain' when the socket is full; stops if the client leaves. */
export async function copyBody(body: ReadableStream<Uint8Array>, res: Response): Promise<void> {
  const reader = body.getReader();
  const stop = () => void reader.cancel().catch(() => {});
  res.once("close", stop);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) return;
      if (!res.write(value)) await drained(res);
      // Compression middleware buffers; a streamed answer must leave now.
      (res as Response & { flush?: () => void }).flush?.();
    }
  } finally {
    res.off("close", stop);
    reader.releaseLock();
  }
}

function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}
