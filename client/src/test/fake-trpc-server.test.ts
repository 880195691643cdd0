import type { AppRouter } from "@kancl/server/router";
import { TRPCClientError } from "@trpc/client";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { describe, expect, it } from "vitest";
import { createTrpcClient } from "@/lib/trpc-client";
import { fail, installFakeApi, notFound, ok } from "./fake-trpc-server";

const DEAL_ID = "3d9a3c1e-2b7f-4d6a-8c1e-5f4b3a2d1c01";

describe("the fake tRPC server", () => {
  it("answers each call of a batch from the test's answers, and records the calls", async () => {
    const api = installFakeApi({ "deals.delete": ok({ success: true }) });
    api.on("invoices.forDeal", ok({ invoices: [] }));
    const client = createTrpcClient();

    const [deleted, invoices] = await Promise.all([
      client.deals.delete.mutate({ id: DEAL_ID }),
      client.invoices.forDeal.query({ dealId: DEAL_ID }),
    ]);
    expect(deleted).toEqual({ success: true });
    expect(invoices).toEqual({ invoices: [] });
    expect(api.callsTo("deals.delete")).toEqual([{ id: DEAL_ID }]);
    expect(api.callsTo("invoices.forDeal")).toEqual([{ dealId: DEAL_ID }]);
  });

  it("answers errors in the server's shape, per call of a batch (207 for a mixed one)", async () => {
    const api = installFakeApi({
      "health.check": fail("Database unavailable", 503, "SERVICE_UNAVAILABLE"),
      "deals.get": notFound("Deal not found"),
    });
    const client = createTrpcClient();

    const errors = await Promise.all([
      client.health.check.query().catch((error: unknown) => error),
      client.deals.get.query({ id: DEAL_ID }).catch((error: unknown) => error),
    ]);
    const [health, deal] = errors as TRPCClientError<AppRouter>[];
    expect(health).toBeInstanceOf(TRPCClientError);
    expect(health?.shape).toMatchObject({
      error: "Database unavailable",
      code: TRPC_ERROR_CODES_BY_KEY.SERVICE_UNAVAILABLE,
      data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503, path: "health.check" },
    });
    expect(deal?.shape).toMatchObject({
      error: "Deal not found",
      code: TRPC_ERROR_CODES_BY_KEY.NOT_FOUND,
      data: { code: "NOT_FOUND", httpStatus: 404, path: "deals.get" },
    });
    // One request for the two calls; as tRPC does, a batch whose calls end differently is 207 Multi-Status.
    expect(api.requests).toHaveLength(1);
    const input = encodeURIComponent(JSON.stringify({ 1: { id: DEAL_ID } }));
    const raw = await fetch(`http://localhost/api/trpc/health.check,deals.get?batch=1&input=${input}`);
    expect(raw.status).toBe(207);
  });

  it("answers a call the test did not describe with a 500 that names it", async () => {
    installFakeApi();
    await expect(createTrpcClient().deals.list.query({})).rejects.toThrow("The test has no answer for deals.list");
  });

  it("accepts only what the router answers (checked by npm run typecheck)", () => {
    const api = installFakeApi();
    // @ts-expect-error deals.delete answers { success: true }, so a renamed field does not compile.
    api.on("deals.delete", ok({ deleted: true }));
    // @ts-expect-error contacts.list answers { contacts, nextCursor }.
    api.on("contacts.list", ok({ items: [] }));
    expect(api.calls).toEqual([]);
  });
});
