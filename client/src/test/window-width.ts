import { vi } from "vitest";

/** A window this many px wide, as far as `matchMedia` tells (min-width queries only; everything else false). */
export function windowWidth(width: number) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => {
      const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
      return {
        matches: minWidth ? width >= Number(minWidth[1]) : false,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      };
    }),
  );
}
