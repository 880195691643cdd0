import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/app/providers/query-client";
import { ALWAYS_REFETCH } from "./deal-queries";

// The retry rule of a deal (once, never after a 404) is the app's one rule: lib/query-errors.test.ts.
describe("deal queries (spec §7)", () => {
  it("are always refetched on mount and retry once with the app's defaults", () => {
    const options = createQueryClient().defaultQueryOptions({ queryKey: ["deals"], ...ALWAYS_REFETCH });
    expect(options).toMatchObject({ staleTime: 0, refetchOnMount: "always", retry: 1 });
  });
});
