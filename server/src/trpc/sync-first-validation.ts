import { z } from "zod";

/**
 * tRPC validates every input and output with the schema's `parseAsync` when it has one, and zod 4's `parseAsync`
 * costs about twice its `parse` (a promise per nested value): 172 against 90 µs for a page of 50 contacts, about a
 * tenth of the server's CPU per list request (docs/benchmarks.md, benchmark 1). None of our schemas has an async
 * refinement, so the synchronous parse gives the same answer; should one ever appear, zod says so with
 * `$ZodAsyncError` and the original `parseAsync` takes over.
 *
 * The schema object itself gets the faster `parseAsync` (trpc-to-openapi reads the very instance for the OpenAPI
 * document, its metadata included); the results and errors are zod's own either way.
 */
function preferSyncParse(schema: z.ZodType): void {
  if (SYNC_FIRST.has(schema)) return;
  const parseAsync = schema.parseAsync.bind(schema);
  schema.parseAsync = async (data, params) => {
    try {
      return schema.parse(data, params);
    } catch (error) {
      if (error instanceof z.core.$ZodAsyncError) return parseAsync(data, params);
      throw error;
    }
  };
  SYNC_FIRST.add(schema);
}

const SYNC_FIRST = new WeakSet<z.ZodType>();

const isBuilder = (value: unknown): value is object =>
  typeof value === "object" && value !== null && "_def" in value && typeof Reflect.get(value, "input") === "function";

/**
 * A tRPC procedure builder whose `.input()` and `.output()` schemas validate synchronously first; every builder
 * derived from it (`.use`, `.meta`, `.input` …) does the same.
 */
export function syncFirstValidation<Builder extends object>(builder: Builder): Builder {
  return new Proxy(builder, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if ((property === "input" || property === "output") && args[0] instanceof z.ZodType) preferSyncParse(args[0]);
        const result = value.apply(target, args);
        return isBuilder(result) ? syncFirstValidation(result) : result;
      };
    },
  });
}
