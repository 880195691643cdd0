import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { useStartedApp } from "../../test/use-test-app";

const run = promisify(execFile);
const { http } = useStartedApp();

async function fetchDocument() {
  const res = await http.get<Record<string, unknown>>("/api/v1/openapi.json");
  expect(res.status).toBe(200);
  return res.body;
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3 document (swagger-parser)", async () => {
    const document = await fetchDocument();
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect(String(document.openapi)).toMatch(/^3\./);
  });

  it("passes redocly lint with no error and no warning (server/redocly.yaml)", async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), "kancl-openapi-")), "openapi.json");
    await writeFile(file, JSON.stringify(await fetchDocument()));
    const require = createRequire(import.meta.url);
    const redocly = path.join(path.dirname(require.resolve("@redocly/cli/package.json")), "bin", "cli.js");
    const config = fileURLToPath(new URL("../../redocly.yaml", import.meta.url));
    const result = await run(process.execPath, [redocly, "lint", file, `--config=${config}`, "--format=json"], {
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    }).then(
      (ok) => ({ ...ok, code: 0 }),
      (error: { stdout: string; stderr: string; code: number }) => error,
    );
    // The exit status says whether there was an error; the JSON report counts the warnings too and names them.
    const report = JSON.parse(result.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(result.code, result.stderr).toBe(0);
  }, 60_000);

  it("declares the public operations public (security: []) and every other one secured", async () => {
    const document = (await fetchDocument()) as {
      paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>>;
    };
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    const publicOnes = operations.filter((operation) => operation.security?.length === 0).map((o) => o.operationId);
    expect(publicOnes.sort()).toEqual([
      "acceptInvitation",
      "getHealth",
      "getInvitation",
      "getSetupStatus",
      "getVersion",
      "login",
      "logout",
      "refreshSession",
      "register",
      "requestPasswordReset",
      "resetPassword",
      "setUp",
    ]);
    for (const operation of operations) expect(operation.security, operation.operationId).toBeDefined();
  });

  it("describes every error response with the ApiError schema", async () => {
    const document = (await fetchDocument()) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
      >;
    };
    const errorResponses = Object.values(document.paths)
      .flatMap((item) => Object.values(item))
      .flatMap((operation) => Object.entries(operation.responses))
      .filter(([status]) => Number(status) >= 400);
    expect(errorResponses.length).toBeGreaterThan(0);
    for (const [, response] of errorResponses) {
      expect(response.content?.["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/ApiError" });
    }
  });
});

describe("the API reference page", () => {
  it("renders from local assets only", async () => {
    const page = await http.get("/api/v1/docs/");
    expect(page.status).toBe(200);
    expect(page.text).toContain('id="swagger-ui"');
    expect(page.text).not.toMatch(/https?:\/\//);
    const bundle = await http.get("/api/v1/docs/assets/swagger-ui-bundle.js");
    expect(bundle.status).toBe(200);
    const init = await http.get("/api/v1/docs/init.js");
    expect(init.text).toContain("../openapi.json");
  });

  it("redirects /api/v1/docs to the trailing-slash page", async () => {
    const res = await http.get("/api/v1/docs");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/api/v1/docs/");
  });
});
