/** Shared helpers of the benchmark runner: processes pinned to cores, load generation, statistics. */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import autocannon from "autocannon";

export const ROOT = new URL("..", import.meta.url).pathname.replace(/\/$/, "");

/** The repository's pinned Node (24) even when the runner was started with another one. */
export const NODE = existsSync(`${ROOT}/node_modules/node/bin/node`)
  ? `${ROOT}/node_modules/node/bin/node`
  : process.execPath;

export const hasTaskset = spawnSync("taskset", ["--version"]).status === 0;
export const cpuCount = (await import("node:os")).availableParallelism();

/** Pins this process (every thread) to one core, so the load generator never shares a core with the server. */
export function pinSelf(core: number): boolean {
  if (!hasTaskset || cpuCount < 2) return false;
  return spawnSync("taskset", ["-a", "-cp", String(core), String(process.pid)]).status === 0;
}

export const median = (values: number[]) => percentile(values, 50);

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Started {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a Node process with the runner's Node (24), pinned to `core` when taskset exists. */
export function startNode(name: string, args: string[], env: Record<string, string>, core?: number): Started {
  const command = hasTaskset && core !== undefined && cpuCount > 1 ? "taskset" : NODE;
  const fullArgs = command === "taskset" ? ["-c", String(core), NODE, ...args] : args;
  const child = spawn(command, fullArgs, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.on("exit", (code, signal) => {
    if (code && code !== 0) console.error(`[${name}] exited with ${code ?? signal}\n${stderr}`);
  });
  return {
    name,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
        child.once("exit", () => {
          clearTimeout(force);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** Signs in through the product's REST API and returns the Cookie header value. */
export async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email} at ${base}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  /** Varies the path per request (e.g. search prefixes). */
  nextPath?: () => string;
}

/** Closed-loop load with autocannon; latencies are collected at full precision from its response events. */
export function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let errors = 0;
    const instance = autocannon(
      {
        url: options.url,
        headers: options.headers,
        connections: options.connections ?? 10,
        duration: options.seconds ?? 5,
        requests: options.nextPath
          ? [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: options.nextPath?.() }) }]
          : undefined,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.total / (result.duration || 1),
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          requests: result.requests.total,
          errors: errors + result.errors + result.timeouts,
        });
      },
    );
    instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else errors++;
    });
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface HttpAnswer {
  status: number;
  /** Milliseconds from sending the request to the first byte of the body. */
  firstByteMs: number;
  totalMs: number;
  body: string;
}

/** One HTTP request over a keep-alive agent, timing the first body byte. */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; firstByteOnly?: boolean } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const started = performance.now();
    const req = http.request(
      url,
      {
        method: options.method ?? "GET",
        agent,
        headers: {
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let firstByteMs = -1;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - started;
          chunks.push(chunk);
          if (options.firstByteOnly) {
            // Hang up after the first byte (a streamed answer would go on); the server stops its work on close.
            res.destroy();
            resolve({ status: res.statusCode ?? 0, firstByteMs, totalMs: firstByteMs, body: chunk.toString("utf8") });
          }
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            firstByteMs,
            totalMs: performance.now() - started,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** `clients` closed loops (each with its own request) for `seconds`; completed requests per second. */
export async function closedLoops(
  clients: { url: string; method: string; headers: Record<string, string>; body: () => unknown }[],
  seconds: number,
): Promise<{ rps: number; p50: number; errors: number }> {
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < deadline) {
        const answer = await request(client.url, {
          method: client.method,
          headers: client.headers,
          body: client.body(),
        });
        if (answer.status >= 200 && answer.status < 300) latencies.push(answer.totalMs);
        else errors++;
      }
    }),
  );
  return { rps: latencies.length / ((performance.now() - started) / 1000), p50: median(latencies), errors };
}

export const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");

/**
 * Open-loop load: `rps` requests a second at fixed times, each sent when its time comes whether or not the earlier
 * ones have been answered, its latency counted from that time. A closed loop (autocannon) stops sending while the
 * server stalls, so a stall delays only the few requests in flight and hides below the p99 (coordinated omission);
 * here every request due during a stall waits for it.
 */
export async function openLoop(options: {
  url: string;
  headers?: Record<string, string>;
  rps: number;
  seconds: number;
}): Promise<LoadResult> {
  const openAgent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(options.rps * options.seconds);
  const gap = 1000 / options.rps;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    let sent = 0;
    let settled = 0;
    const settle = () => {
      if (++settled === total) resolve();
    };
    const fire = () => {
      const now = performance.now();
      while (sent < total && started + sent * gap <= now) {
        const due = started + sent * gap;
        sent++;
        http
          .get(options.url, { agent: openAgent, headers: options.headers }, (res) => {
            res.resume();
            res.on("end", () => {
              if (res.statusCode === 200) latencies.push(performance.now() - due);
              else errors++;
              settle();
            });
          })
          .on("error", () => {
            errors++;
            settle();
          });
      }
      if (sent < total) setTimeout(fire, Math.max(0, started + sent * gap - performance.now()));
    };
    fire();
  });
  openAgent.destroy();
  return {
    rps: latencies.length / options.seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: total,
    errors,
  };
}

/** A JSON call of the REST API at `base` with a session cookie; throws on a non-2xx answer. */
export async function apiCall(base: string, method: string, path: string, cookie: string, body?: unknown) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
