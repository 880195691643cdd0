import { INTERNAL_ERROR_MESSAGE } from "@kancl/shared";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { createOpenApiFetchHandler } from "trpc-to-openapi";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../errors/app-error";
import type { Context } from "./context";
import { publicProcedure, router } from "./init";

// "An internal error text never reaches a client" (issue 20, item 5): the chat endpoint answered 400 "Maximum call
// stack size exceeded". tRPC wraps an exception thrown while parsing input as BAD_REQUEST and copies the exception's
// message; the errorFormatter (init.ts) passed that text through. Only AppError and validation messages may pass.
const SECRET = 'relation "secret_table" does not exist at /srv/kancl/server.js:12';

const testRouter = router({
  inputThrows: publicProcedure
    .meta({ openapi: { method: "POST", path: "/input-throws" } })
    .input(
      z.object({
        name: z.preprocess(() => {
          throw new RangeError(`Maximum call stack size exceeded (${SECRET})`);
        }, z.string()),
      }),
    )
    .output(z.string())
    .mutation(() => "never"),
  handlerThrows: publicProcedure
    .meta({ openapi: { method: "POST", path: "/handler-throws" } })
    .input(z.object({}))
    .output(z.string())
    .mutation(() => {
      throw new Error(SECRET);
    }),
  appError: publicProcedure
    .meta({ openapi: { method: "POST", path: "/app-error" } })
    .input(z.object({}))
    .output(z.string())
    .mutation(() => {
      throw new AppError("CONFLICT", "This deal was changed by someone else. Reload it and try again.");
    }),
  invalid: publicProcedure
    .meta({ openapi: { method: "POST", path: "/invalid" } })
    .input(z.object({ title: z.string().min(1, "Title is required") }))
    .output(z.string())
    .mutation(() => "never"),
});

const createContext = () => ({}) as Context;
const post = (url: string, body: unknown) =>
  new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function viaTrpc(procedure: string, body: unknown): Promise<{ status: number; error: string }> {
  const res = await fetchRequestHandler({
    endpoint: "/trpc",
    req: post(`http://test/trpc/${procedure}`, body),
    router: testRouter,
    createContext,
  });
  const json = (await res.json()) as { error: { error: string } };
  return { status: res.status, error: json.error.error };
}

async function viaRest(path: string, body: unknown): Promise<{ status: number; error: string; text: string }> {
  const res = await createOpenApiFetchHandler({
    endpoint: "/api",
    req: post(`http://test/api${path}`, body),
    router: testRouter,
    createContext,
  });
  const text = await res.text();
  return { status: res.status, error: (JSON.parse(text) as { error: string }).error, text };
}

describe("the error text a client sees", () => {
  it("is generic for an exception thrown while parsing input, on tRPC and REST", async () => {
    const trpc = await viaTrpc("inputThrows", { name: "x" });
    expect(trpc.status).toBe(400);
    expect(trpc.error).toBe("Invalid input");
    const rest = await viaRest("/input-throws", { name: "x" });
    expect(rest.status).toBe(400);
    expect(rest.error).toBe("Invalid input");
    expect(rest.text).not.toContain("call stack");
    expect(rest.text).not.toContain("secret_table");
  });

  it("is generic for an unexpected exception in a procedure (500)", async () => {
    expect(await viaTrpc("handlerThrows", {})).toEqual({ status: 500, error: INTERNAL_ERROR_MESSAGE });
    const rest = await viaRest("/handler-throws", {});
    expect(rest.status).toBe(500);
    expect(rest.error).toBe(INTERNAL_ERROR_MESSAGE);
    expect(rest.text).not.toContain("secret_table");
  });

  it("keeps AppError messages and names the field of validation failures", async () => {
    expect(await viaTrpc("appError", {})).toEqual({
      status: 409,
      error: "This deal was changed by someone else. Reload it and try again.",
    });
    expect((await viaRest("/invalid", { title: "" })).error).toBe("title: Title is required");
    expect((await viaTrpc("invalid", { title: "" })).error).toBe("title: Title is required");
  });

  it("keeps tRPC's own fixed texts (unknown procedure)", async () => {
    const res = await viaTrpc("nope", {});
    expect(res.status).toBe(404);
    expect(res.error).toMatch(/No procedure found/);
  });
});
