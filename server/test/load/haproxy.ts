import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
// @ts-expect-error plain ESM without types, shared with the CI scripts
import { findHaproxy } from "../../../scripts/find-chromium.mjs";

/** The header HAProxy adds to every answer: which app server (s1, s2 …) it came from. */
export const BACKEND_HEADER = "x-kancl-backend";

/** The deployed balancer configuration (docker-compose.yml mounts it): the template of every run here. */
export const DEPLOYED_CONFIG = fileURLToPath(new URL("../../../deploy/haproxy.cfg", import.meta.url));

/**
 * deploy/haproxy.cfg with the bind address and the server lines replaced by loopback ones (and, with
 * backendHeader, the test-only header naming the server that answered), so a run uses the deployed settings.
 */
export function haproxyConfigFor(options: {
  port: number;
  servers: { name: string; port: number }[];
  host?: string;
  backendHeader?: boolean;
}): string {
  const host = options.host ?? "127.0.0.1";
  const lines = readFileSync(DEPLOYED_CONFIG, "utf8").split("\n");
  const binds = lines.filter((line) => /^\s+bind\s/.test(line)).length;
  const servers = lines.filter((line) => /^\s+server\s/.test(line)).length;
  if (binds !== 1 || servers === 0) throw new Error(`${DEPLOYED_CONFIG}: expected one bind line and server lines`);
  const out: string[] = [];
  for (const [index, line] of lines.entries()) {
    // The comment on the compose services' server lines describes lines that are replaced.
    if (/^\s+#/.test(line) && /^\s+server\s/.test(lines[index + 1] ?? "")) continue;
    if (/^\s+bind\s/.test(line)) out.push(`  bind ${host}:${options.port}`);
    else if (/^\s+server\s/.test(line)) {
      if (out.some((l) => /^\s+server\s/.test(l))) continue;
      if (options.backendHeader !== false) out.push(`  http-response set-header ${BACKEND_HEADER} %s`);
      out.push(...options.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`));
    } else out.push(line);
  }
  return out.join("\n");
}

export interface LoadBalancer {
  readonly port: number;
  readonly baseUrl: string;
  destroy(): void;
}

/**
 * HAProxy (Debian's package, installed by scripts/find-chromium.mjs --install) in front of the app servers, with
 * deploy/haproxy.cfg's settings (haproxyConfigFor): round-robin per request, health checks on /api/health every
 * 500 ms (a server is out after 2 failures and back after 2 successes), and a request whose connection is refused
 * retried once on another server (`redispatch`) — what a production balancer does. An answer the killed server
 * never finished is not retried (it may have written): the client sees a 502, as it would in production.
 */
export async function startLoadBalancer(options: {
  port: number;
  servers: { name: string; port: number }[];
  dir: string;
  /** Listen address: 127.0.0.1 unless given ("*" for every interface, as in the compose file). */
  host?: string;
  /** Adds the x-kancl-backend header (true unless false). */
  backendHeader?: boolean;
}): Promise<LoadBalancer> {
  const binary = findHaproxy() as string | null;
  if (!binary) throw new Error("haproxy not found: run `node scripts/find-chromium.mjs --install` as root");
  const config = haproxyConfigFor(options);
  const file = path.join(options.dir, "haproxy.cfg");
  writeFileSync(file, config);
  const check = spawn(binary, ["-c", "-f", file], { stdio: ["ignore", "pipe", "pipe"] });
  let checkOutput = "";
  check.stdout?.on("data", (chunk) => (checkOutput += chunk));
  check.stderr?.on("data", (chunk) => (checkOutput += chunk));
  const checkCode = await new Promise<number | null>((resolve) => check.once("exit", resolve));
  if (checkCode !== 0) throw new Error(`haproxy rejected its configuration:\n${checkOutput}`);

  // -db: stay in the foreground (the run owns the process and kills it at the end).
  const child: ChildProcess = spawn(binary, ["-db", "-f", file], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}: ${stderr}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) break;
    } catch {
      // Not listening yet, or no server marked up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port: options.port,
    baseUrl,
    destroy() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}
