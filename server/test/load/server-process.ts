import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const SERVER_ENTRY = path.join(REPO_ROOT, "server/dist/index.js");

/** The Node 24 of the `node` devDependency (the production runtime), else the one running this script. */
export function nodeBinary(): string {
  const local = path.join(REPO_ROOT, "node_modules/.bin/node");
  return existsSync(local) ? local : process.execPath;
}

/** Newest modification time of the server's sources under dir (tests left out), to warn about a stale build. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.endsWith(".test.ts")) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

export function checkBuild(): string | undefined {
  if (!existsSync(SERVER_ENTRY)) return `${SERVER_ENTRY} is missing: run \`npm run build\` first`;
  if (newestMtime(path.join(REPO_ROOT, "server/src")) > statSync(SERVER_ENTRY).mtimeMs) {
    return "server/src has changed since the last build: the run tests the older server/dist (npm run build)";
  }
  return undefined;
}

/** Parent pid of a process, from /proc (undefined once it is gone). */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may contain spaces: the fields after the last ")" are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[1]);
  } catch {
    return undefined;
  }
}

function allPids(): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** Every live descendant of pid (children, their children …). */
export function descendantsOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const candidate of allPids()) {
    const parent = parentOf(candidate);
    if (parent === undefined) continue;
    const list = children.get(parent) ?? [];
    list.push(candidate);
    children.set(parent, list);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const next = queue.shift() as number;
    for (const child of children.get(next) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

export function isAlive(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, "utf8");
    // A zombie has exited; only its exit status is left for the parent to collect.
    return state.slice(state.lastIndexOf(")") + 2, state.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

export function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
  } catch {
    return "";
  }
}

/** Resident set size in bytes (VmRSS of /proc/<pid>/status), undefined once the process is gone. */
export function rssOf(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export interface ServerProcess {
  readonly pid: number;
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** The inspector's WebSocket URL when started with inspect: true. */
  readonly inspectorUrl: string | undefined;
  /** Resolves with the exit code/signal when the process ends. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
  /** The Chromium processes this server started (the browser and its helpers). */
  chromiumPids(): number[];
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM and wait (the graceful shutdown), SIGKILL after the timeout. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface ServerOptions {
  port: number;
  /** Extra flags for node (e.g. --heapsnapshot-signal=SIGUSR2 when chasing memory). */
  nodeArgs?: string[];
  /** Opens the inspector on a random loopback port (to force a GC and read the heap); see inspectorUrl. */
  inspect?: boolean;
  env: Record<string, string>;
  logFile: string;
}

/** Starts `node server/dist/index.js` (the production build) and waits until /api/health answers 200. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const { port, env, logFile, nodeArgs = [], inspect = false } = options;
  const log = createWriteStream(logFile, { flags: "a" });
  const flags = inspect ? [...nodeArgs, "--inspect=127.0.0.1:0"] : nodeArgs;
  const child = spawn(nodeBinary(), [...flags, SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let inspectorUrl: string | undefined;
  if (inspect) {
    let stderr = "";
    const onData = (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/.exec(stderr);
      if (match) {
        inspectorUrl = match[1];
        child.stderr?.off("data", onData);
      }
    };
    child.stderr?.on("data", onData);
  }
  let exitedFlag = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      exitedFlag = true;
      resolve({ code, signal });
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error("the server did not start");
  const baseUrl = `http://127.0.0.1:${port}`;

  const server: ServerProcess = {
    pid,
    baseUrl,
    child,
    get inspectorUrl() {
      return inspectorUrl;
    },
    exited,
    hasExited: () => exitedFlag,
    chromiumPids: () => descendantsOf(pid).filter((p) => /chrom/i.test(commandLineOf(p))),
    kill: (signal) => {
      if (!exitedFlag) child.kill(signal);
    },
    async stop(timeoutMs = 15_000) {
      if (exitedFlag) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exitedFlag) throw new Error(`the server exited during start-up; see ${logFile}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200 && (!inspect || inspectorUrl)) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill("SIGKILL");
  throw new Error(`the server did not answer /api/health within 60 s; see ${logFile}`);
}
