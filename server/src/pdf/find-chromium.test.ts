import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findChromium, findHeadlessShell } from "./find-chromium";

// The server finds Chromium through its settings (env.ts), never through process.env or scripts/find-chromium.mjs.
describe("finding Chromium from the server's settings", () => {
  it("takes a configured executable first", () => {
    expect(findHeadlessShell({ headlessShellPath: "/usr/bin/env" })).toBe("/usr/bin/env");
    expect(findChromium({ chromiumPath: "/usr/bin/env" })).toBe("/usr/bin/env");
  });

  it("skips a configured path that is no executable file, and falls back to Debian's", () => {
    const notExecutable = path.join(mkdtempSync(path.join(tmpdir(), "kancl-chromium-")), "chromium");
    writeFileSync(notExecutable, "", { mode: 0o644 });
    for (const bad of ["/nonexistent/chromium", "/usr/bin", notExecutable]) {
      expect(findHeadlessShell({ headlessShellPath: bad })).toBe(findHeadlessShell());
      expect(findChromium({ chromiumPath: bad })).toBe(findChromium());
    }
    // This machine has Debian's packages (`node scripts/find-chromium.mjs --install`).
    expect(findHeadlessShell()).toBe("/usr/lib/chromium/chromium-headless-shell");
    expect(findChromium()).toBe("/usr/bin/chromium");
  });
});
