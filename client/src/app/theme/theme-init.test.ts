import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readStoredTheme, resolveTheme, THEME_STORAGE_KEY } from "./theme";

// public/theme-init.js runs before the app to avoid a flash of the wrong theme; it must decide as the theme module does.
const clientDir = path.resolve(import.meta.dirname, "../../..");
const script = readFileSync(path.join(clientDir, "public/theme-init.js"), "utf8");
const indexHtml = readFileSync(path.join(clientDir, "index.html"), "utf8");

function stubPrefersDark(prefersDark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && prefersDark, media: query })),
  );
}

function runThemeInit() {
  new Function(script)();
}

afterEach(() => vi.unstubAllGlobals());

describe("public/theme-init.js", () => {
  it.each([null, "light", "dark", "system", "purple", ""])(
    "agrees with the theme module for the stored value %j",
    (stored) => {
      if (stored !== null) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
      for (const prefersDark of [true, false]) {
        stubPrefersDark(prefersDark);
        document.documentElement.className = prefersDark ? "" : "dark";
        runThemeInit();
        const expected = resolveTheme(readStoredTheme(), prefersDark) === "dark";
        expect(document.documentElement.classList.contains("dark"), `prefers dark: ${prefersDark}`).toBe(expected);
      }
    },
  );

  it("keeps the default dark theme when storage cannot be read", () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    try {
      document.documentElement.className = "";
      runThemeInit();
      expect(document.documentElement).toHaveClass("dark");
    } finally {
      getItem.mockRestore();
    }
  });

  it("is loaded by index.html as a blocking script before the app", () => {
    const tag = indexHtml.match(/<script[^>]*src="\/theme-init\.js"[^>]*><\/script>/)?.[0];
    expect(tag).toBeDefined();
    expect(tag).not.toMatch(/\b(async|defer|type="module")/);
    expect(indexHtml.indexOf(tag ?? "")).toBeLessThan(indexHtml.indexOf("</head>"));
  });
});
