import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpInNewOrganization } from "../../test/factories";
import { HttpClient } from "../../test/http-client";
import { capturedLogger } from "../../test/log-capture";
import { startTestApp, type TestApp } from "../../test/test-app";
import { buildOpenApiDocument } from "../trpc/openapi";
import { REDACTED_IN_URL, redactUrl, SECRET_FIELDS } from "./secret-paths";

// Issue 35 item 6 (decision 142): an invitation's token is part of /api/v1/invitations/{token} (and …/accept), and the
// request log wrote it whole. The paths stay (integrators use them); the request log redacts the token, the app page
// the e-mail links to, and the tRPC call the invitation page makes with the token in its query string.
const log = capturedLogger();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ logger: log.logger });
});
afterAll(() => app?.close());

describe("the request log", () => {
  it("writes no invitation token: REST preview and accept, the app's page, and the tRPC query", async () => {
    const owner = await signUpInNewOrganization(app);
    const created = await owner.http.post<{ link: string }>("/api/v1/settings/invitations", {
      email: "pozvany@firma.cz",
      role: "member",
    });
    expect(created.status).toBe(201);
    const token = created.body.link.replace("/invite/", "");
    const anonymous = new HttpClient(app.baseUrl);
    const input = encodeURIComponent(JSON.stringify({ token }));
    const batchInput = encodeURIComponent(JSON.stringify({ 0: { token } }));
    const before = log.lines.length;

    expect((await anonymous.get(`/api/v1/invitations/${token}`)).status).toBe(200);
    expect((await anonymous.get(`/API/v1//invitations/${token}`)).status).toBeLessThan(500);
    expect((await anonymous.get(`/api/trpc/invitations.preview?input=${input}`)).status).toBe(200);
    expect((await anonymous.get(`/api/trpc/invitations.preview?batch=1&input=${batchInput}`)).status).toBe(200);
    await anonymous.get(`/invite/${token}`);
    const accepted = await anonymous.post(`/api/v1/invitations/${token}/accept`, {
      name: "Pozvaný",
      password: "Correct-Horse-42",
    });
    expect(accepted.status, accepted.text).toBe(201);

    const lines = log.lines.slice(before).map((line) => JSON.parse(line) as { req?: { url?: string } });
    const urls = lines.flatMap((line) => (line.req?.url ? [line.req.url] : []));
    expect(urls).toEqual(
      expect.arrayContaining([
        "/api/v1/invitations/[redacted]",
        "/api/v1/invitations/[redacted]/accept",
        "/invite/[redacted]",
        `/api/trpc/invitations.preview?input=${encodeURIComponent(JSON.stringify({ token: REDACTED_IN_URL }))}`,
      ]),
    );
    expect(urls.length).toBeGreaterThanOrEqual(6);
    expect(log.lines.slice(before).join("")).not.toContain(token);
    expect(log.text()).not.toContain(token);
  });

  it("keeps every other URL as it was", () => {
    for (const url of [
      "/api/v1/crm/contacts?search=Nov%C3%A1k&limit=5",
      "/api/v1/settings/invitations",
      "/api/trpc/contacts.list?input=%7B%22search%22%3A%22x%22%7D",
      "/invitations",
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
    expect(redactUrl("/api/v1/x?token=abc&page=2")).toBe("/api/v1/x?token=[redacted]&page=2");
  });

  it("covers every REST path that takes a credential in its path (a new token path joins secret-paths.ts)", () => {
    const marker = "Zz9-marker-token-value";
    const paths = Object.keys(buildOpenApiDocument().paths ?? {});
    const tokenPaths = paths.filter((path) =>
      [...path.matchAll(/\{(\w+)\}/g)].some(([, name]) => SECRET_FIELDS.has((name ?? "").toLowerCase())),
    );
    expect(tokenPaths).toEqual(expect.arrayContaining(["/invitations/{token}", "/invitations/{token}/accept"]));
    for (const path of tokenPaths) {
      const url = `/api/v1${path.replace(/\{(\w+)\}/g, (_, name: string) => (SECRET_FIELDS.has(name.toLowerCase()) ? marker : "x"))}`;
      expect(redactUrl(url), path).not.toContain(marker);
    }
  });
});
