import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { freePort, isPortFree } from "./temp-postgres";

export interface TempRedis {
  readonly port: number;
  readonly url: string;
  /** Stops it; safe to call twice and from an exit handler (synchronous). */
  destroy(): void;
}

const REDIS_SERVER_CANDIDATES = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"];

/**
 * A throwaway Redis on a free loopback port that keeps nothing on disk: the scale-out run's shared state (sessions
 * revoked, rate limits, chat streams) starts empty and never touches the machine's own Redis on 6379.
 */
export async function createTempRedis(options: { port?: number } = {}): Promise<TempRedis> {
  const binary = REDIS_SERVER_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!binary) throw new Error(`redis-server not found in ${REDIS_SERVER_CANDIDATES.join(", ")}`);
  const port = await freePort(options.port ?? 6390);
  const child: ChildProcess = spawn(
    binary,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "warning"],
    { stdio: "ignore" },
  );
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (!(await isPortFree(port))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    url,
    destroy() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}
