import { accessSync, chmodSync, constants, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createRendererAvailability, RENDERER_MESSAGES } from "./renderer-availability";

// Issue 25 item 8: the renderer's state, and the installation at start-up — run as real processes (a shell script
// stands in for apt-get: it puts an executable where the lookup looks).
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setting() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kancl-renderer-"));
  dirs.push(dir);
  const browser = path.join(dir, "chromium-headless-shell");
  const locate = () => {
    try {
      accessSync(browser, constants.X_OK);
      return browser;
    } catch {
      return undefined;
    }
  };
  const lines: string[] = [];
  const logger = { info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`) };
  return { browser, lines, availability: createRendererAvailability({}, logger, locate) };
}

describe("the PDF renderer's availability", () => {
  it("is missing, with what to install, and says so in one line at start-up when it may not install", async () => {
    const { availability, lines } = setting();
    expect(availability.state()).toEqual({ status: "missing", message: RENDERER_MESSAGES.missing });
    expect(RENDERER_MESSAGES.missing).toContain("apt-get install -y --no-install-recommends chromium-headless-shell");
    await availability.start({});
    expect(lines).toEqual([`warn ${RENDERER_MESSAGES.missing}`]);
  });

  it("is installing while the installation runs in the background, then ready", async () => {
    const { availability, browser, lines } = setting();
    const installed = availability.start({
      install: [
        ["sh", "-c", "sleep 0.3"],
        ["sh", "-c", `printf '#!/bin/sh\\n' > "${browser}" && chmod +x "${browser}"`],
      ],
    });
    expect(availability.state()).toEqual({ status: "installing", message: RENDERER_MESSAGES.installing });
    await installed;
    expect(availability.state()).toEqual({ status: "ready", message: RENDERER_MESSAGES.ready(browser) });
    expect(lines.at(-1)).toBe(`info ${RENDERER_MESSAGES.ready(browser)}`);
  });

  it("is missing with the reason when the installation fails", async () => {
    const { availability, lines } = setting();
    await availability.start({ install: [["sh", "-c", "echo 'E: Unable to locate package' >&2; exit 100"]] });
    const state = availability.state();
    expect(state.status).toBe("missing");
    expect(state.message).toBe(RENDERER_MESSAGES.installFailed("sh exited with 100: E: Unable to locate package"));
    expect(lines.at(-1)).toBe(`warn ${state.message}`);
  });

  it("does nothing at start-up when a browser is there", async () => {
    const { availability, browser, lines } = setting();
    writeFileSync(browser, "#!/bin/sh\n");
    chmodSync(browser, 0o755);
    await availability.start({ install: [["sh", "-c", "exit 1"]] });
    expect(availability.state().status).toBe("ready");
    expect(lines).toEqual([]);
  });
});
