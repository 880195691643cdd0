import { organizationSchema } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { signUp } from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { startTestApp, TEST_ADMIN_TOKEN } from "../../../test/test-app";
import { useStartedApp } from "../../../test/use-test-app";

const { app, http } = useStartedApp();
const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

describe("admin organizations API", () => {
  it("creates an organization (201) with a random UUID that users can register with", async () => {
    const res = await http.post<{ id: string; name: string }>(
      "/api/v1/admin/organizations",
      { name: "  Novák a syn " },
      {
        headers: admin,
      },
    );
    expect(res.status).toBe(201);
    const organization = organizationSchema.strict().parse(res.body);
    expect(organization.name).toBe("Novák a syn");
    expect(organization.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const { user } = await signUp(app, organization.id);
    expect(user.organizationName).toBe("Novák a syn");
  });

  it("lists organizations with their user counts", async () => {
    const created = await http.post<{ id: string }>(
      "/api/v1/admin/organizations",
      { name: "Counted" },
      { headers: admin },
    );
    await signUp(app, created.body.id);
    await signUp(app, created.body.id);
    const res = await http.get<{ organizations: { id: string; userCount: number }[] }>("/api/v1/admin/organizations", {
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.organizations.find((o) => o.id === created.body.id)?.userCount).toBe(2);
  });

  it("answers 400 naming the field for an empty name", async () => {
    const res = await http.post<{ error: string }>("/api/v1/admin/organizations", { name: "   " }, { headers: admin });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("name: Name is required");
  });

  it("answers 401 to a missing or wrong token, and to a signed-in user's session", async () => {
    expect((await http.get("/api/v1/admin/organizations")).status).toBe(401);
    const wrong = await http.get<{ error: string }>("/api/v1/admin/organizations", {
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("Invalid admin token");
    const org = await app.services.organizations.create("Users only");
    const { http: userHttp } = await signUp(app, org.id);
    expect((await userHttp.post("/api/v1/admin/organizations", { name: "Sneaky" })).status).toBe(401);
  });

  it("does not exist (404) when ADMIN_TOKEN is not set", async () => {
    const closed = await startTestApp({ settings: { adminToken: undefined } });
    try {
      const res = await new HttpClient(closed.baseUrl).get<{ error: string }>("/api/v1/admin/organizations", {
        headers: admin,
      });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Not found");
    } finally {
      await closed.close();
    }
  });
});
