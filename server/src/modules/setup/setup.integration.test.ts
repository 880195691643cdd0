import { type CompanyProfile, SETUP_MESSAGES } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { GOOD_PASSWORD, signUp } from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { startTestApp } from "../../../test/test-app";
import { useStartedApp } from "../../../test/use-test-app";

const { app, http } = useStartedApp();

const setupBody = (overrides: Record<string, unknown> = {}) => ({
  organizationName: "Novák a syn s.r.o.",
  registrationNumber: "270 82 440",
  name: "Jana Nováková",
  email: "Jana@Novak.cz",
  password: GOOD_PASSWORD,
  ...overrides,
});

describe("the set-up of an empty database (issue 25 item 1)", () => {
  it("is open while there is no organization, on both surfaces", async () => {
    expect((await http.get("/api/v1/setup")).body).toEqual({ open: true });
    const trpc = await http.get<{ result: { data: { open: boolean } } }>("/api/trpc/setup.status");
    expect(trpc.body.result.data.open).toBe(true);
  });

  it("refuses bad input with 400 naming the field, and stays open", async () => {
    const badIco = await http.post<{ error: string }>("/api/v1/setup", setupBody({ registrationNumber: "27082441" }));
    expect(badIco.status).toBe(400);
    expect(badIco.body.error).toBe("registrationNumber: IČO must be 8 digits with a valid check digit");
    const weak = await http.post<{ error: string }>("/api/v1/setup", setupBody({ password: "short" }));
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/^password: Password must be at least 12 characters long/);
    const noName = await http.post<{ error: string }>("/api/v1/setup", setupBody({ organizationName: "  " }));
    expect(noName.body.error).toBe(`organizationName: ${SETUP_MESSAGES.organizationNameRequired}`);
    expect((await http.get("/api/v1/setup")).body).toEqual({ open: true });
    expect(await app.services.organizations.count()).toBe(0);
  });

  it("creates the organization, its first account and the supplier profile, then closes for good", async () => {
    const res = await http.post<{ organization: { id: string; name: string }; user: { email: string } }>(
      "/api/v1/setup",
      setupBody(),
    );
    expect(res.status).toBe(201);
    expect(res.body.organization.name).toBe("Novák a syn s.r.o.");
    expect(res.body.user.email).toBe("jana@novak.cz");
    expect(res.body).toMatchObject({ demoData: false });

    // Signed in afterwards with the same credentials, in the new organization.
    const browser = new HttpClient(app.baseUrl);
    const login = await browser.post<{ user: { orgId: string; organizationName: string } }>("/api/v1/auth/login", {
      email: "jana@novak.cz",
      password: GOOD_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ orgId: res.body.organization.id, organizationName: "Novák a syn s.r.o." });
    // The IČO started the supplier profile (decision 085), with the organization's name.
    const profile = await browser.get<{ version: number; legalName: string; registrationNumber: string }>(
      "/api/v1/settings/company",
    );
    expect(profile.body).toMatchObject({ version: 1, legalName: "Novák a syn s.r.o.", registrationNumber: "27082440" });
    // No demo data was asked for.
    expect((await browser.get<{ contacts: unknown[] }>("/api/v1/crm/contacts")).body.contacts).toEqual([]);

    expect((await http.get("/api/v1/setup")).body).toEqual({ open: false });
    const again = await http.post<{ error: string }>("/api/v1/setup", setupBody({ email: "other@novak.cz" }));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(SETUP_MESSAGES.alreadySetUp);
    expect(await app.services.organizations.count()).toBe(1);
  });
});

describe("a database that already has an organization", () => {
  it("is never offered the set-up, and the admin API and registration with an ID work as before", async () => {
    const other = await startTestApp();
    try {
      const client = new HttpClient(other.baseUrl);
      const organization = await other.services.organizations.create("Firma s.r.o.");
      expect((await client.get("/api/v1/setup")).body).toEqual({ open: false });
      expect((await client.post("/api/v1/setup", setupBody())).status).toBe(409);
      const { user } = await signUp(other, organization.id);
      expect(user.organizationName).toBe("Firma s.r.o.");
    } finally {
      await other.close();
    }
  });
});

describe("two set-ups at once", () => {
  it("one wins (201), the other answers 409, and there is one organization with one user", async () => {
    const racing = await startTestApp();
    try {
      const client = () => new HttpClient(racing.baseUrl);
      const answers = await Promise.all([
        client().post("/api/v1/setup", setupBody({ organizationName: "První s.r.o.", email: "prvni@example.cz" })),
        client().post("/api/v1/setup", setupBody({ organizationName: "Druhá s.r.o.", email: "druha@example.cz" })),
        client().post("/api/v1/setup", setupBody({ organizationName: "Třetí s.r.o.", email: "treti@example.cz" })),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
      const organizations = await racing.services.organizations.list();
      expect(organizations).toHaveLength(1);
      expect(organizations[0]?.userCount).toBe(1);
    } finally {
      await racing.close();
    }
  });
});

describe("a set-up with an IČO and demo data", () => {
  it("keeps the profile the IČO started as it is (demo data never writes it) and fills the organization", async () => {
    const fresh = await startTestApp();
    try {
      const client = new HttpClient(fresh.baseUrl);
      const res = await client.post<{ demoData: boolean; demoDataError?: string }>(
        "/api/v1/setup",
        setupBody({ demoData: true }),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ demoData: true });
      expect(res.body.demoDataError).toBeUndefined();
      await client.post("/api/v1/auth/login", { email: "jana@novak.cz", password: GOOD_PASSWORD });
      const profile = await client.get<CompanyProfile>("/api/v1/settings/company");
      // Only what the set-up was given: no invented address, account, IBAN or register entry (issue 34 item 11).
      expect(profile.body).toMatchObject({
        version: 1,
        legalName: "Novák a syn s.r.o.",
        registrationNumber: "27082440",
        vatPayer: false,
        street: null,
        bankAccount: null,
        iban: null,
        footerText: null,
      });
      expect(profile.body.missingForIssuing).toEqual(["street", "city", "postalCode", "bankAccount"]);
      const demo = await client.get<{ counts: { contacts: number; deals: number; invoices: number } }>(
        "/api/v1/demo-data",
      );
      expect(demo.body.counts).toEqual({ contacts: 50, deals: 20, invoices: 31 });
    } finally {
      await fresh.close();
    }
  }, 120_000);
});

describe("a set-up whose first account cannot be made", () => {
  it("gives the set-up back: no organization is left and it is open again", async () => {
    const failing = await startTestApp();
    try {
      const register = failing.services.auth.register;
      failing.services.auth.register = async () => {
        throw new Error("disk full");
      };
      const client = new HttpClient(failing.baseUrl);
      expect((await client.post("/api/v1/setup", setupBody())).status).toBe(500);
      expect(await failing.services.organizations.count()).toBe(0);
      expect((await client.get("/api/v1/setup")).body).toEqual({ open: true });
      failing.services.auth.register = register;
    } finally {
      await failing.close();
    }
  });
});
