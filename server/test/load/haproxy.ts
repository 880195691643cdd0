import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
// @ts-expect-error plain ESM without types, shared with the CI scripts
import { findHaproxy } from "../../../scripts/find-chromium.mjs";

/** The header HAProxy adds to every answer: which app server (s1, s2 …) it came from. */
export const BACKEND_HEADER = "x-kancl-backend";

export interface LoadBalancer {
  readonly port: number;
  readonly baseUrl: string;
  destroy(): void;
}

/**
 * HAProxy (Debian's package, installed by scripts/find-chromium.mjs --install) in front of the app servers:
 * round-robin per request, health checks on /api/health every 500 ms (a server is out after 2 failures and back
 * after 2 successes), and a request whose connection is refused retried once on another server (`redispatch`) —
 * what a production balancer does. An answer the killed server never finished is not retried (it may have
 * written): the client sees a 502, as it would in production.
 */
export async function startLoadBalancer(options: {
  port: number;
  servers: { name: string; port: number }[];
  dir: string;
}): Promise<LoadBalancer> {
  const binary = findHaproxy() as string | null;
  if (!binary) throw new Error("haproxy not found: run `node scripts/find-chromium.mjs --install` as root");
  const config = [
    "global",
    "  maxconn 2000",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 90s",
    "  timeout server 90s",
    "  option redispatch",
    "  retries 1",
    "frontend kancl",
    `  bind 127.0.0.1:${options.port}`,
    "  default_backend app",
    "backend app",
    "  balance roundrobin",
    "  option httpchk GET /api/health",
    "  http-check expect status 200",
    "  default-server inter 500ms fall 2 rise 2",
    `  http-response set-header ${BACKEND_HEADER} %s`,
    ...options.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
    "",
  ].join("\n");
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
