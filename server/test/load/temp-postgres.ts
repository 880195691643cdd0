import { execFile, execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A throwaway PostgreSQL cluster for the load and fault run: initdb into a temp dir, pg_ctl on a free port.
 * The fault steps stop it with `-m immediate` (a crash, as far as the data is concerned), so it must never be the
 * machine's shared cluster on 5432 that other test runs use. initdb refuses to run as root: as root every command
 * runs as the postgres user, in a temp dir it owns.
 */
export interface TempPostgres {
  readonly port: number;
  readonly url: string;
  readonly dir: string;
  /** Stops PostgreSQL the way a crash would: no checkpoint, every connection cut. */
  stopImmediate(): Promise<void>;
  start(): Promise<void>;
  /** Stops (immediately) and removes the cluster; safe to call twice and from an exit handler (synchronous). */
  destroy(): void;
}

const PG_BIN_CANDIDATES = ["/usr/lib/postgresql/15/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/17/bin"];

function pgBinDir(): string {
  const found = PG_BIN_CANDIDATES.find((dir) => existsSync(path.join(dir, "initdb")));
  if (!found) throw new Error(`initdb not found in ${PG_BIN_CANDIDATES.join(", ")}`);
  return found;
}

export async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** The first free TCP port on 127.0.0.1 from `from` on. */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port in ${from}-${from + 99}`);
}

export async function createTempPostgres(options: { port?: number } = {}): Promise<TempPostgres> {
  const bin = pgBinDir();
  const port = await freePort(options.port ?? 5544);
  const dir = mkdtempSync(path.join(os.tmpdir(), "kancl-load-pg-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "postgres.log");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);

  const commandOf = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  /** Synchronous: for set-up and for the exit handler. */
  const runSync = (tool: string, args: string[]) => {
    const [command, fullArgs] = commandOf(tool, args);
    const result = spawnSync(command, fullArgs, { encoding: "utf8", cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${tool} ${args[0] ?? ""} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  };
  /** Asynchronous: during the load, so the load generator keeps measuring while pg_ctl waits. */
  const run = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [command, fullArgs] = commandOf(tool, args);
      execFile(command, fullArgs, { cwd: dir }, (error, stdout, stderr) =>
        error ? reject(new Error(`${tool} ${args[0] ?? ""} failed: ${stderr || stdout || error.message}`)) : resolve(),
      );
    });
  // Unix socket in our own dir (not /var/run/postgresql); TCP on loopback only.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const pgCtlArgs = (...args: string[]) => ["-D", dataDir, "-l", logFile, ...args];

  let destroyed = false;
  const handle: TempPostgres = {
    port,
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stopImmediate: () => run("pg_ctl", pgCtlArgs("stop", "-m", "immediate", "-w")),
    start: () => run("pg_ctl", pgCtlArgs("start", "-w", "-t", "30", "-o", serverOptions)),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        runSync("pg_ctl", pgCtlArgs("stop", "-m", "immediate", "-w"));
      } catch {
        // Already stopped (or never started): removing the directory is all that is left.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };

  try {
    runSync("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
    runSync("pg_ctl", pgCtlArgs("start", "-w", "-t", "30", "-o", serverOptions));
  } catch (error) {
    handle.destroy();
    throw error;
  }
  return handle;
}
