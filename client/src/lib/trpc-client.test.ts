import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { mockServer } from "@/test/mock-server";
import { createTrpcClient, fetchForTrpc, UNBATCHED } from "./trpc-client";

const url = "http://localhost/api/trpc/health.check?batch=1";

describe("fetchForTrpc", () => {
  it("sends cookies with every call", async () => {
    // msw's Node interceptor does not keep the credentials mode, so look at what reaches fetch itself.
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json([{ result: { data: null } }]));
    try {
      await fetchForTrpc(url, { method: "GET", headers: { "x-test": "1" } });
      expect(fetchSpy).toHaveBeenCalledWith(url, { method: "GET", headers: { "x-test": "1" }, credentials: "include" });
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it("passes tRPC error envelopes through untouched", async () => {
    const envelope = [{ error: { error: "Not found", message: "Not found", code: -32004, data: { httpStatus: 404 } } }];
    mockServer.use(
      http.get("http://localhost/api/trpc/health.check", () => HttpResponse.json(envelope, { status: 404 })),
    );
    const response = await fetchForTrpc(url);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(envelope);
  });

  it("wraps a non-JSON failure in a tRPC error envelope with the spec §8 message", async () => {
    mockServer.use(
      http.get("http://localhost/api/trpc/health.check", () => HttpResponse.text("Bad Gateway", { status: 502 })),
    );
    const response = await fetchForTrpc(url);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      error: { error: "Bad Gateway", message: "Bad Gateway", data: { httpStatus: 502 } },
    });
  });

  it("wraps a plain {error} body, keeping its text", async () => {
    mockServer.use(
      http.get("http://localhost/api/trpc/health.check", () =>
        HttpResponse.json({ error: "Too many requests" }, { status: 429 }),
      ),
    );
    const response = await fetchForTrpc(url);
    expect(await response.json()).toMatchObject({ error: { message: "Too many requests" } });
  });
});

describe("the tRPC client", () => {
  it("batches calls made together, except those marked UNBATCHED, which go alone", async () => {
    const requests: string[] = [];
    mockServer.use(
      http.get("http://localhost/api/trpc/:calls", ({ params }) => {
        requests.push(String(params.calls));
        const count = String(params.calls).split(",").length;
        return HttpResponse.json(Array.from({ length: count }, () => ({ result: { data: { status: "ok" } } })));
      }),
    );
    const client = createTrpcClient("http://localhost/api/trpc");
    await Promise.all([
      client.health.check.query(),
      client.auth.me.query(),
      client.health.check.query(undefined, UNBATCHED),
    ]);
    expect(requests.sort()).toEqual(["health.check", "health.check,auth.me"].sort());
  });
});
