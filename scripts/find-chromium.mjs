#!/usr/bin/env node
// Finds the Chromium that Playwright (e2e) and Puppeteer (PDF rendering) drive. We never let a test tool download
// its own browser (the machines only reach the npm registry and Debian's packages), so everything uses a system
// Chromium found here. Plain ESM without dependencies: it runs on the system Node 20 before `npm ci` as well.
// The PDF renderer prefers Chromium's headless shell (Debian's chromium-headless-shell, the same Chromium without
// the browser's UI layers): it renders a PDF with a fraction of the full browser's CPU (docs/benchmarks.md, 6).
//
//   node scripts/find-chromium.mjs            prints the path, or exits 1 saying what to install
//   node scripts/find-chromium.mjs --install  installs Debian's chromium, chromium-headless-shell (and
//                                             poppler-utils for pdftotext, libxml2-utils for xmllint and
//                                             haproxy for the scale-out test) first when missing
//   import { findChromium, findHeadlessShell } from "../scripts/find-chromium.mjs"
import { spawnSync } from "node:child_process";
import { accessSync, constants, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

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

const ENV_VARIABLES = ["PUPPETEER_EXECUTABLE_PATH", "CHROMIUM_PATH"];
const DEBIAN_PATH = "/usr/bin/chromium";
const PATH_NAMES = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];
const APT_PACKAGES = ["chromium", "fonts-dejavu-core", "fonts-liberation"];
const SHELL_ENV_VARIABLE = "CHROMIUM_HEADLESS_SHELL_PATH";
// The binary itself first: Debian's /usr/bin/chromium-headless-shell is a shell script that runs it as a child
// (without exec), so the browser's process would not be the one Puppeteer started and may have to kill.
const SHELL_DEBIAN_PATHS = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell"];
const SHELL_PACKAGE = "chromium-headless-shell";

function isExecutableFile(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The first executable called `name` on PATH, like `command -v`. */
export function which(name, env = process.env) {
  for (const dir of (env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}

/**
 * The Chromium executable to use, or null: PUPPETEER_EXECUTABLE_PATH, then CHROMIUM_PATH, then Debian's
 * /usr/bin/chromium, then chromium, chromium-browser or google-chrome(-stable) on PATH.
 * A variable that names no executable file is skipped (the CLI warns about it).
 */
export function findChromium(env = process.env) {
  for (const name of ENV_VARIABLES) {
    const value = env[name];
    if (value && isExecutableFile(value)) return value;
  }
  if (isExecutableFile(DEBIAN_PATH)) return DEBIAN_PATH;
  for (const name of PATH_NAMES) {
    const found = which(name, env);
    if (found) return found;
  }
  return null;
}

/**
 * Chromium's headless shell, or null: CHROMIUM_HEADLESS_SHELL_PATH, then Debian's binary
 * (/usr/lib/chromium/chromium-headless-shell, then its /usr/bin wrapper), then chromium-headless-shell on PATH.
 * A variable that names no executable file is skipped.
 */
export function findHeadlessShell(env = process.env) {
  const value = env[SHELL_ENV_VARIABLE];
  if (value && isExecutableFile(value)) return value;
  const debian = SHELL_DEBIAN_PATHS.find(isExecutableFile);
  return debian ?? which("chromium-headless-shell", env);
}

/** HAProxy's executable (Debian installs it in /usr/sbin, which a non-root PATH may lack), or null. */
export function findHaproxy(env = process.env) {
  return which("haproxy", env) ?? (isExecutableFile("/usr/sbin/haproxy") ? "/usr/sbin/haproxy" : null);
}

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // Wait for a lock held by another apt run instead of failing at once.
  const lock = ["-o", "DPkg::Lock::Timeout=300"];
  for (const args of [
    [...lock, "update"],
    [...lock, "install", "-y", "--no-install-recommends", ...packages],
  ]) {
    console.error(`find-chromium: apt-get ${args.join(" ")}`);
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "inherit", "inherit"], env });
    if (result.status !== 0) return false;
  }
  return true;
}

function main(argv) {
  const install = argv.includes("--install");
  for (const name of [...ENV_VARIABLES, SHELL_ENV_VARIABLE]) {
    const value = process.env[name];
    if (value && !isExecutableFile(value)) console.error(`find-chromium: ignoring ${name}=${value}: not an executable`);
  }

  const missing = [];
  if (!findChromium()) missing.push(...APT_PACKAGES);
  if (install && !findHeadlessShell()) missing.push(SHELL_PACKAGE);
  // pdftotext is not Chromium, but the tests that read generated PDFs back need it on the same machines.
  if (install && !which("pdftotext")) missing.push("poppler-utils");
  // Nor is xmllint: the ISDOC tests validate every exported file against the official schema with it.
  if (install && !which("xmllint")) missing.push("libxml2-utils");
  // Nor HAProxy: the scale-out test (server/test/load/scale-test.ts) puts it in front of three app servers.
  if (install && !findHaproxy()) missing.push("haproxy");

  if (install && missing.length > 0) {
    const isRoot = process.getuid?.() === 0;
    if (isRoot && which("apt-get")) {
      if (!aptInstall(missing)) console.error("find-chromium: apt-get failed");
    } else {
      console.error(`find-chromium: cannot install ${missing.join(" ")} (needs root and apt-get)`);
    }
  }

  if (install && !which("pdftotext")) {
    console.error("find-chromium: warning: pdftotext not found; install poppler-utils for the PDF tests");
  }
  if (install && !which("xmllint")) {
    console.error("find-chromium: warning: xmllint not found; install libxml2-utils for the ISDOC tests");
  }
  if (install && !findHeadlessShell()) {
    console.error("find-chromium: warning: no chromium-headless-shell; PDFs will be rendered with the full Chromium");
  }

  const chromium = findChromium();
  if (!chromium) {
    console.error(
      [
        "find-chromium: no Chromium found.",
        `  Looked at $${ENV_VARIABLES.join(", $")}, ${DEBIAN_PATH} and ${PATH_NAMES.join(", ")} on PATH.`,
        `  Install it, e.g. as root: apt-get install -y --no-install-recommends ${APT_PACKAGES.join(" ")}`,
        "  (or run this script with --install as root), or set CHROMIUM_PATH to a Chromium executable.",
      ].join("\n"),
    );
    return 1;
  }
  console.log(chromium);
  return 0;
}

// Run as a CLI only when executed directly, not when imported (import.meta.main needs Node 24; this runs on 20 too).
// The file name check keeps the CLI from starting when a bundler (esbuild for the server) inlines this module.
function isCli() {
  const self = fileURLToPath(import.meta.url);
  if (path.basename(self) !== "find-chromium.mjs" || !process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(self);
  } catch {
    return false;
  }
}

if (isCli()) process.exitCode = main(process.argv.slice(2));
