import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("createQueryClient (spec §7 caching)", () => {
  it("keeps data fresh 5 minutes, cached 30, without refetch on focus; queries retry once, mutations never", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 1_800_000,
      refetchOnWindowFocus: false,
      retry: 1,
    });
    expect(defaults.mutations).toMatchObject({ retry: 0 });
  });
});
