import { initTRPC, TRPCError } from "@trpc/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { syncFirstValidation } from "./sync-first-validation";

const t = initTRPC.create();
const procedure = syncFirstValidation(t.procedure.use(({ next }) => next()));

describe("syncFirstValidation", () => {
  it("validates input and output with the synchronous parse, with zod's answers and errors", async () => {
    const input = z.object({ name: z.string().trim().min(1) });
    const output = z.object({ greeting: z.string() });
    const parse = vi.spyOn(input, "parse");
    const router = t.router({
      hello: procedure
        .meta({})
        .input(input)
        .output(output)
        .query(({ input: { name } }) => ({ greeting: `Ahoj ${name}`, extra: "stripped" })),
    });
    const caller = t.createCallerFactory(router)({});
    expect(await caller.hello({ name: "  Jana " })).toEqual({ greeting: "Ahoj Jana" });
    expect(parse).toHaveBeenCalled();
    const error = await caller.hello({ name: " " }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
    expect((error as TRPCError).cause).toBeInstanceOf(z.ZodError);
  });

  it("falls back to the asynchronous parse for a schema with an async refinement", async () => {
    const input = z.object({ code: z.string().refine(async (code) => code === "ok", "not ok") });
    const router = t.router({ check: procedure.input(input).query(({ input: { code } }) => code) });
    const caller = t.createCallerFactory(router)({});
    expect(await caller.check({ code: "ok" })).toBe("ok");
    const error = await caller.check({ code: "no" }).catch((e: unknown) => e);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
  });

  it("answers an output that breaks its schema with a server error, as before", async () => {
    const router = t.router({
      broken: procedure.output(z.object({ n: z.number() })).query(() => ({ n: "one" }) as unknown as { n: number }),
    });
    const caller = t.createCallerFactory(router)({});
    const error = await caller.broken().catch((e: unknown) => e);
    expect((error as TRPCError).code).toBe("INTERNAL_SERVER_ERROR");
  });
});
