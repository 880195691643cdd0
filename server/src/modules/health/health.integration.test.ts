import { healthSchema } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { HttpClient } from "../../../test/http-client";
import { startTestApp } from "../../../test/test-app";
import { useStartedApp } from "../../../test/use-test-app";

const { app, http } = useStartedApp();

describe("GET /api/health", () => {
  it("answers ok with the runtime, version and an ISO timestamp", async () => {
    const res = await http.get<Record<string, unknown>>("/api/health");
    expect(res.status).toBe(200);
    const health = healthSchema.parse(res.body);
    expect(health.status).toBe("ok");
    expect(health.runtime).toMatch(/^node v24\.\d+\.\d+$/);
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Date.parse(health.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(health.database.status).toBe("ok");
  });

  it("answers the same check on /api/v1/health and over tRPC", async () => {
    const rest = await http.get<{ status: string }>("/api/v1/health");
    expect(rest.status).toBe(200);
    expect(rest.body.status).toBe("ok");
    const trpc = await http.get<{ result: { data: { status: string } } }>("/api/trpc/health.check");
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.status).toBe("ok");
  });

  it("answers system.version on both surfaces", async () => {
    const rest = await http.get<{ name: string; version: string }>("/api/v1/system/version");
    expect(rest.body).toMatchObject({ name: "kancl" });
    const trpc = await http.get<{ result: { data: { version: string } } }>("/api/trpc/system.version");
    expect(trpc.body.result.data.version).toBe(rest.body.version);
  });
});

describe("when the database is gone", () => {
  it("answers 503 degraded with the reason", async () => {
    const broken = await startTestApp();
    try {
      await broken.database.close();
      const res = await new HttpClient(broken.baseUrl).get<{ status: string; database: { error: string } }>(
        "/api/health",
      );
      expect(res.status).toBe(503);
      expect(res.body.status).toBe("degraded");
      expect(res.body.database.error).toMatch(/^Database check failed: .+/);
    } finally {
      await broken.close();
    }
  });
});

describe("a database outage during a request", () => {
  it("answers 503 {error} on the API, not a 500", async () => {
    const { createOrganization, signUp } = await import("../../../test/factories");
    const broken = await startTestApp();
    try {
      const { http } = await signUp(broken, (await createOrganization(broken)).id);
      await broken.database.close();
      const res = await http.get<{ error: string }>("/api/v1/crm/contacts");
      expect(res.status).toBe(503);
      expect(res.body.error).toBe("The database is not available right now. Please try again in a moment.");
    } finally {
      await broken.close();
    }
  });

  it("answers 503 {error} on the plain Express routes too (the PDF download), not a 500", async () => {
    const { createOrganization, signUp } = await import("../../../test/factories");
    const broken = await startTestApp();
    try {
      const { http } = await signUp(broken, (await createOrganization(broken)).id);
      await broken.database.close();
      const res = await http.get<{ error: string }>("/api/v1/crm/invoices/3f1c2b9e-0000-4000-8000-000000000000/pdf");
      expect(res.status).toBe(503);
      expect(res.body.error).toBe("The database is not available right now. Please try again in a moment.");
    } finally {
      await broken.close();
    }
  });
});

describe("the PDF renderer's state (issue 25 item 8)", () => {
  it("is reported beside the existing fields, as the server finds it", async () => {
    const res = await http.get<Record<string, unknown>>("/api/health");
    const health = healthSchema.parse(res.body);
    expect(Object.keys(res.body)).toEqual(["status", "runtime", "version", "timestamp", "database", "pdfRenderer"]);
    expect(health.pdfRenderer).toEqual(app.services.pdfAvailability.state());
    expect(["ready", "installing", "missing"]).toContain(health.pdfRenderer?.status);
    const rest = await http.get<{ pdfRenderer: unknown }>("/api/v1/health");
    expect(rest.body.pdfRenderer).toEqual(health.pdfRenderer);
  });
});
