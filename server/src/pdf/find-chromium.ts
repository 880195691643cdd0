import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";

/**
 * Where the server looks for Chromium, from its settings (env.ts: CHROMIUM_HEADLESS_SHELL_PATH,
 * PUPPETEER_EXECUTABLE_PATH, CHROMIUM_PATH, PATH). scripts/find-chromium.mjs installs the browsers and finds them for
 * the tools outside the server (e2e, Lighthouse) by the same rules; the server does not import it.
 */
export interface ChromiumSettings {
  /** CHROMIUM_HEADLESS_SHELL_PATH: Chromium's headless shell, preferred for PDFs. */
  headlessShellPath?: string;
  /** PUPPETEER_EXECUTABLE_PATH, else CHROMIUM_PATH: the full Chromium, used when there is no headless shell. */
  chromiumPath?: string;
  /** PATH, searched last. */
  searchPath?: string;
}

/** Flags for a headless Chromium on machines without a sandbox, a GPU or an internet connection. */
export const CHROMIUM_ARGS = Object.freeze([
  "--no-sandbox", // we run as root in CI and as an unprivileged container user; neither has a usable sandbox
  "--disable-gpu",
  "--disable-dev-shm-usage", // /dev/shm is tiny in containers
  "--no-first-run",
  // Without these, Chromium keeps calling Google's hosts, and the closed network refuses each attempt.
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
]);

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_NAMES = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];
// The binary itself first: Debian's /usr/bin/chromium-headless-shell is a shell script that runs it as a child
// (without exec), so the browser's process would not be the one Puppeteer started and may have to kill.
const DEBIAN_HEADLESS_SHELLS = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell"];

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The first executable called `name` in the directories of `searchPath` (a PATH), like `command -v`. */
export function findOnPath(name: string, searchPath = ""): string | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutableFile(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The full Chromium, or undefined: the configured path, then Debian's /usr/bin/chromium, then chromium,
 * chromium-browser or google-chrome(-stable) on PATH. A configured path that names no executable file is skipped.
 */
export function findChromium(settings: ChromiumSettings = {}): string | undefined {
  if (settings.chromiumPath && isExecutableFile(settings.chromiumPath)) return settings.chromiumPath;
  if (isExecutableFile(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  for (const name of CHROMIUM_NAMES) {
    const found = findOnPath(name, settings.searchPath);
    if (found) return found;
  }
  return undefined;
}

/**
 * Chromium's headless shell, or undefined: the configured path, then Debian's binary (then its /usr/bin wrapper),
 * then chromium-headless-shell on PATH. A configured path that names no executable file is skipped.
 */
export function findHeadlessShell(settings: ChromiumSettings = {}): string | undefined {
  if (settings.headlessShellPath && isExecutableFile(settings.headlessShellPath)) return settings.headlessShellPath;
  return DEBIAN_HEADLESS_SHELLS.find(isExecutableFile) ?? findOnPath("chromium-headless-shell", settings.searchPath);
}
