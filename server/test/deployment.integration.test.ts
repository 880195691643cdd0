/**
 * The deployment people copy (docker-compose.yml, .env.example, deploy/haproxy.cfg, the Dockerfile), checked as far
 * as it can be without a Docker engine (there is none on the development machines): the files parse and agree with
 * one another and with the server — its variables, its port, its health check, its build's output.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
// @ts-expect-error plain ESM without types, shared with the CI scripts
import { findHaproxy } from "../../scripts/find-chromium.mjs";
import { envSchema, parseEnv } from "../src/env";
import { haproxyConfigFor } from "./load/haproxy";
import { REPO_ROOT } from "./load/server-process";
import { useStartedApp } from "./use-test-app";

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), "utf8");

interface ComposeService {
  build?: string | { context?: string; dockerfile?: string };
  image?: string;
  environment?: Record<string, string>;
  env_file?: string | string[];
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
}

const compose = parse(read("docker-compose.yml"), { merge: true }) as { services: Record<string, ComposeService> };
const services = compose.services;
const appServices = Object.entries(services).filter(([, service]) => service.build !== undefined);

/** The Dockerfile's instructions of the runtime (last) stage, continuation lines joined. */
function runtimeStage(): string[] {
  const lines = read("Dockerfile")
    .replace(/\\\n/g, " ")
    .split("\n")
    .filter((line) => line.trim() && !line.trimStart().startsWith("#"));
  const lastFrom = lines.findLastIndex((line) => line.startsWith("FROM "));
  return lines.slice(lastFrom);
}
const dockerfile = runtimeStage();
const instruction = (name: string) => dockerfile.filter((line) => line.startsWith(`${name} `));
const dockerEnv = instruction("ENV").join(" ");
const imagePort = Number(/\bPORT=(\d+)/.exec(dockerEnv)?.[1]);

/** Names set in .env.example: `NAME=value` lines and the documented defaults left commented out (`# NAME=value`). */
function envExampleNames(): string[] {
  return read(".env.example")
    .split("\n")
    .map((line) => /^(?:#\s*)?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}
/** Read by docker-compose.yml itself (interpolated into its services), not by the server. */
const COMPOSE_ONLY = ["POSTGRES_PASSWORD"];

describe("docker-compose.yml", () => {
  it("has two app servers of the Dockerfile's one image, PostgreSQL 16, Redis 7 and HAProxy 2.6", () => {
    expect(appServices.map(([name]) => name)).toEqual(["app1", "app2"]);
    for (const [, service] of appServices) {
      expect(service.build).toBe(".");
      expect(service.image).toBe(appServices[0]?.[1].image);
      // Only the balancer is reachable from outside.
      expect(service.ports).toBeUndefined();
      // The image's data directory is a volume of its own.
      expect(service.volumes?.some((volume) => volume.endsWith(":/data"))).toBe(true);
    }
    expect(services.postgres?.image).toBe("postgres:16");
    expect(services.redis?.image).toBe("redis:7");
    expect(services.haproxy?.image).toBe("haproxy:2.6");
    expect(services.haproxy?.volumes).toContain("./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro");
    expect(services.haproxy?.ports).toEqual(["8080:8080"]);
  });

  it("gives both servers the shared services, one session secret and a balancer in front", () => {
    for (const [, service] of appServices) {
      const env = service.environment ?? {};
      expect(service.env_file).toBe(".env");
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/kancl:\$\{POSTGRES_PASSWORD[^}]*\}@postgres:5432\/kancl$/);
      expect(env.REDIS_URL).toBe("redis://redis:6379");
      expect(env.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
      expect(env.TRUST_PROXY).toBe("1");
      expect(env.NODE_ENV).toBe("production");
      expect(Number(env.PORT)).toBe(imagePort);
      expect(env.APP_URL).toContain("8080");
      // Every variable it sets is one the server reads, and valid once interpolated.
      for (const key of Object.keys(env)) expect(Object.keys(envSchema.shape)).toContain(key);
      const interpolated = Object.fromEntries(
        Object.entries(env).map(([key, value]) => [
          key,
          // ${NAME:-default} is the default; ${NAME:?message} a value from .env (a secret of the right length here).
          value.replace(/\$\{(\w+)(?::-([^}]*)|:\?[^}]*)\}/g, (_, name: string, fallback?: string) =>
            fallback !== undefined ? fallback : name === "SESSION_SECRET" ? "s".repeat(64) : "secret",
          ),
        ]),
      );
      expect(() => parseEnv(interpolated)).not.toThrow();
      expect(service.depends_on?.postgres?.condition).toBe("service_healthy");
      expect(service.depends_on?.redis?.condition).toBe("service_healthy");
    }
    expect(services.postgres?.healthcheck).toBeDefined();
    expect(services.redis?.healthcheck).toBeDefined();
    expect(services.haproxy?.depends_on?.app1?.condition).toBe("service_healthy");
    expect(services.haproxy?.depends_on?.app2?.condition).toBe("service_healthy");
  });
});

describe("the Dockerfile", () => {
  it("starts the file `npm run build` produces, on the port it exposes, as an unprivileged user", () => {
    expect(instruction("CMD").at(-1)).toBe('CMD ["node", "--enable-source-maps", "server/dist/index.js"]');
    expect(instruction("WORKDIR").at(-1)).toBe("WORKDIR /app");
    expect(instruction("USER").at(-1)).toBe("USER node");
    expect(instruction("EXPOSE")).toEqual([`EXPOSE ${imagePort}`]);
    expect(dockerEnv).toContain("DATA_DIR=/data");
    // The server's build script bundles src/index.ts into dist/ (dist/index.js), and the root build runs it.
    const build = read("server/build.mjs");
    expect(build).toMatch(/entryPoints: \[\s*"src\/index\.ts"/);
    expect(build).toContain('outdir: "dist"');
    expect(JSON.parse(read("server/package.json")).scripts.build).toBe("node build.mjs");
    expect(JSON.parse(read("package.json")).scripts.build).toBe("turbo run build");
    // The image copies what the server reads: the bundle and the client build it serves from ../../client/dist.
    const copies = instruction("COPY").join("\n");
    expect(copies).toContain("COPY --from=build /app/server/dist ./server/dist");
    expect(copies).toContain("COPY --from=build /app/client/dist ./client/dist");
    expect(read("server/src/index.ts")).toContain('new URL("../../client/dist", import.meta.url)');
    // Its health check asks the server's own port for /api/health.
    expect(instruction("HEALTHCHECK").join(" ")).toContain("'/api/health'");
  });
});

describe("the server the deployment runs", () => {
  const { app } = useStartedApp();

  it("answers the balancer's and the image's health check with 200 on GET /api/health", async () => {
    const res = await fetch(`${app.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(read("deploy/haproxy.cfg")).toContain("option httpchk GET /api/health");
  });
});

describe(".env.example", () => {
  it("documents every variable of the server's configuration, and nothing else", () => {
    const names = envExampleNames();
    const schemaKeys = Object.keys(envSchema.shape);
    expect(names.filter((name) => !COMPOSE_ONLY.includes(name)).sort()).toEqual([...schemaKeys].sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it("explains each variable on the lines above it", () => {
    const lines = read(".env.example").split("\n");
    for (const [index, line] of lines.entries()) {
      if (!/^(?:#\s*)?[A-Z][A-Z0-9_]*=/.test(line)) continue;
      // Walk up over the group's other variables to their shared explanation.
      let above = index - 1;
      while (above >= 0 && /^(?:#\s*)?[A-Z][A-Z0-9_]*=/.test(lines[above] ?? "")) above--;
      expect(lines[above], `the line above ${line}`).toMatch(/^# \S/);
    }
  });

  it("is a valid configuration once its required values are filled in", () => {
    const values = Object.fromEntries(
      read(".env.example")
        .split("\n")
        .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
        .filter((match): match is RegExpExecArray => match !== null)
        .map(([, name, value]) => [name as string, value as string]),
    );
    expect(() => parseEnv({ ...values, SESSION_SECRET: "s".repeat(64) })).not.toThrow();
  });
});

describe("deploy/haproxy.cfg", () => {
  const haproxy = findHaproxy() as string | null;
  const config = read("deploy/haproxy.cfg");

  it("sends to the compose file's app servers on the image's port, with health checks and one retry", () => {
    const servers = [...config.matchAll(/^\s+server\s+(\S+)\s+([^:\s]+):(\d+)\s/gm)];
    expect(servers.map((match) => match[2])).toEqual(appServices.map(([name]) => name));
    for (const match of servers) expect(Number(match[3])).toBe(imagePort);
    expect(config).toMatch(/^\s+bind \*:8080$/m);
    for (const setting of ["balance roundrobin", "option redispatch", "retries 1", "option forwardfor"]) {
      expect(config).toContain(setting);
    }
    expect(config).toContain("init-addr last,libc,none");
  });

  it.skipIf(!haproxy)("passes `haproxy -c`, as deployed and as the scale test's template", () => {
    const deployed = spawnSync(haproxy as string, ["-c", "-f", path.join(REPO_ROOT, "deploy/haproxy.cfg")], {
      encoding: "utf8",
    });
    expect(deployed.status, deployed.stderr).toBe(0);
    const tested = haproxyConfigFor({
      port: 8080,
      servers: [
        { name: "s1", port: 3101 },
        { name: "s2", port: 3102 },
      ],
    });
    expect(tested).toContain("  bind 127.0.0.1:8080");
    expect(tested).toContain("  server s2 127.0.0.1:3102 check");
    expect(tested).not.toContain("app1");
    const dir = mkdtempSync(path.join(os.tmpdir(), "kancl-haproxy-"));
    writeFileSync(path.join(dir, "haproxy.cfg"), tested);
    const check = spawnSync(haproxy as string, ["-c", "-f", path.join(dir, "haproxy.cfg")], { encoding: "utf8" });
    rmSync(dir, { recursive: true, force: true });
    expect(check.status, check.stderr).toBe(0);
  });

  if (!haproxy) {
    it("is checked by `haproxy -c` where HAProxy is installed", () => {
      console.warn(
        "deploy/haproxy.cfg not checked with `haproxy -c`: haproxy is missing (node scripts/find-chromium.mjs --install)",
      );
    });
  }
});
