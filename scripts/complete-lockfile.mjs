#!/usr/bin/env node
// Completes package-lock.json with the platform packages that the registry reachable here does not serve.
//
// Why: packages such as @biomejs/biome, turbo and @tailwindcss/oxide list one optional binary package per
// platform. The registry these machines reach answers 404 for the macOS, Windows, Android and musl ones, so
// `npm install` leaves them out of the lockfile, and `npm ci` then refuses the lockfile ("Missing: … from lock
// file") here, in CI and in the Docker build alike. This adds each missing entry with its version and the
// platform npm must match before installing it; npm skips it on every other platform without downloading it,
// and a later `npm install` keeps it.
//
//   node scripts/complete-lockfile.mjs          completes the lockfile in place (after every `npm install`)
//   node scripts/complete-lockfile.mjs --check  exits 1 when entries are missing, changes nothing
import { readFileSync, writeFileSync } from "node:fs";

const LOCKFILE = new URL("../package-lock.json", import.meta.url);
const EXACT_VERSION = /^\d+\.\d+\.\d+(-[\w.]+)?$/;
const OSES = [
  "aix",
  "android",
  "cygwin",
  "darwin",
  "freebsd",
  "haiku",
  "linux",
  "netbsd",
  "openbsd",
  "openharmony",
  "sunos",
  "win32",
];
// The first match wins: arm64 before the bare "64" of names like @turbo/darwin-64.
const CPUS = [
  ["arm64", "arm64"],
  ["x64", "x64", "64"],
  ["arm", "arm"],
  ["ia32", "ia32"],
  ["wasm32", "wasm32"],
];

/** os, cpu and libc from the naming convention of platform packages, e.g. cli-linux-x64-musl, darwin-arm64. */
function platformOf(name) {
  const base = name.split("/").pop();
  const has = (...words) => words.some((word) => base.split("-").includes(word));
  const os = OSES.find((name) => has(name)) ?? (has("windows") ? "win32" : undefined);
  const cpu = CPUS.find(([, ...words]) => has(...words))?.[0];
  return { cpu: cpu && [cpu], libc: has("musl") ? ["musl"] : undefined, os: os && [os] };
}

/** Where Node would find `dep` from the package at `parentPath`, if the lockfile has it anywhere on that way. */
function isResolvable(packages, parentPath, dep) {
  let dir = parentPath;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ""}node_modules/${dep}`]) return true;
    if (!dir) return false;
    const at = dir.lastIndexOf("/node_modules/");
    dir = at === -1 ? "" : dir.slice(0, at);
  }
}

const lock = JSON.parse(readFileSync(LOCKFILE, "utf8"));
const packages = lock.packages;
const added = [];
for (const [parentPath, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (isResolvable(packages, parentPath, dep)) continue;
    if (!EXACT_VERSION.test(version)) {
      console.error(`complete-lockfile: skipping ${dep}@${version} (${parentPath}): not an exact version`);
      continue;
    }
    const key = packages[`node_modules/${dep}`] ? `${parentPath}/node_modules/${dep}` : `node_modules/${dep}`;
    const { cpu, libc, os } = platformOf(dep);
    // Fields in npm's order, so a later `npm install` rewrites nothing.
    packages[key] = JSON.parse(JSON.stringify({ version, cpu, dev: meta.dev || undefined, libc, optional: true, os }));
    added.push(`${dep}@${version}`);
  }
}

if (process.argv.includes("--check")) {
  if (added.length > 0) {
    console.error(`complete-lockfile: package-lock.json lacks ${added.join(", ")}`);
    console.error("  `npm ci` will refuse it: run `node scripts/complete-lockfile.mjs`");
    process.exitCode = 1;
  }
} else if (added.length > 0) {
  // npm keeps the entries sorted by path, with the root ("") first.
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, "en")));
  writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lockfile: added ${added.length} entries: ${added.join(", ")}`);
} else {
  console.log("complete-lockfile: package-lock.json is complete");
}
