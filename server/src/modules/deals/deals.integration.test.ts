import { DEAL_MESSAGES, type Deal, dealSchema } from "@kancl/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { createContact, organizationBody, personBody, signUpInNewOrganization } from "../../../test/factories";
import { useTestApp } from "../../../test/use-test-app";

const { app, user } = useTestApp();
let acme: { id: string };

beforeAll(async () => {
  acme = await createContact(user.http, organizationBody({ name: "Acme" }));
});

type ErrorBody = { error: string };
const createDeal = async (body: Record<string, unknown>) => {
  const res = await user.http.post<Deal>("/api/v1/crm/deals", { title: "Deal", ...body });
  if (res.status !== 201) throw new Error(`create deal failed: ${res.status} ${res.text}`);
  return res.body;
};

describe("deals", () => {
  it("creates a deal with the spec's defaults (lead, USD) and answers the spec's shape", async () => {
    const res = await user.http.post<Deal>("/api/v1/crm/deals", { title: "  Website redesign " });
    expect(res.status).toBe(201);
    expect(dealSchema.strict().parse(res.body)).toMatchObject({
      title: "Website redesign",
      status: "lead",
      currency: "USD",
      billingContactId: null,
      billingContact: null,
      estimatedValue: null,
      actualValue: null,
      source: null,
      version: 1,
    });
  });

  it("keeps money exact to the cent and names the billing contact", async () => {
    const deal = await createDeal({
      title: "ERP rollout",
      status: "negotiation",
      currency: "CZK",
      estimatedValue: 1234567.89,
      billingContactId: acme.id,
      source: "Referral",
    });
    expect(deal).toMatchObject({
      estimatedValue: 1234567.89,
      currency: "CZK",
      billingContact: { id: acme.id, name: "Acme" },
    });
    const fetched = await user.http.get<Deal>(`/api/v1/crm/deals/${deal.id}`);
    expect(fetched.body).toEqual(deal);
  });

  it.each([
    [{ title: "   " }, `title: ${DEAL_MESSAGES.titleRequired}`],
    [{ title: "X", status: "pending" }, undefined],
    [{ title: "X", currency: "GBP" }, undefined],
    [{ title: "X", estimatedValue: -1 }, "estimatedValue: must be 0 or greater"],
    [{ title: "X", estimatedValue: 1.234 }, "estimatedValue: must have at most 2 decimal places"],
    [{ title: "X", estimatedValue: "100" }, undefined],
    [{ title: "X", billingContactId: "00000000-0000-4000-8000-000000000000" }, DEAL_MESSAGES.billingContactUnknown],
  ])("refuses %j with 400", async (body, message) => {
    const res = await user.http.post<ErrorBody>("/api/v1/crm/deals", body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
  });

  it("refuses a person as the billing contact", async () => {
    const person = await createContact(user.http, personBody());
    const res = await user.http.post<ErrorBody>("/api/v1/crm/deals", { title: "X", billingContactId: person.id });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(DEAL_MESSAGES.billingContactMustBeOrganization);
  });

  it("updates, detects a stale version (409) and deletes (404 afterwards)", async () => {
    const deal = await createDeal({ title: "Original" });
    const updated = await user.http.put<Deal>(`/api/v1/crm/deals/${deal.id}`, {
      title: "Renamed",
      status: "negotiation",
      currency: "EUR",
      estimatedValue: 10,
      version: deal.version,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: "Renamed", status: "negotiation", currency: "EUR", version: 2 });
    const stale = await user.http.put<ErrorBody>(`/api/v1/crm/deals/${deal.id}`, { title: "Late", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(DEAL_MESSAGES.stale);
    expect((await user.http.delete(`/api/v1/crm/deals/${deal.id}`)).status).toBe(200);
    const gone = await user.http.get<ErrorBody>(`/api/v1/crm/deals/${deal.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe(DEAL_MESSAGES.notFound);
  });

  it("marks a deal in negotiation as won with a positive actual value", async () => {
    const deal = await createDeal({ status: "negotiation", estimatedValue: 500 });
    for (const actualValue of [0, -5, "abc", null, 1.005]) {
      const bad = await user.http.post<ErrorBody>(`/api/v1/crm/deals/${deal.id}/mark-won`, { actualValue });
      expect(bad.status, String(actualValue)).toBe(400);
      expect(bad.body.error).toBe(`actualValue: ${DEAL_MESSAGES.actualValueInvalid}`);
    }
    const won = await user.http.post<Deal>(`/api/v1/crm/deals/${deal.id}/mark-won`, { actualValue: 480.5 });
    expect(won.status).toBe(200);
    expect(won.body).toMatchObject({ status: "won", actualValue: 480.5 });
    const again = await user.http.post<ErrorBody>(`/api/v1/crm/deals/${deal.id}/mark-won`, { actualValue: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("Only a deal in negotiation can be marked as won; this deal is won");
  });

  it("marks a deal in negotiation as lost with an empty body and no content type", async () => {
    const deal = await createDeal({ status: "negotiation" });
    const lost = await user.http.request<Deal>("POST", `/api/v1/crm/deals/${deal.id}/mark-lost`);
    expect(lost.status).toBe(200);
    expect(lost.body.status).toBe("lost");
    const lead = await createDeal({ status: "lead" });
    const refused = await user.http.request<ErrorBody>("POST", `/api/v1/crm/deals/${lead.id}/mark-lost`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("Only a deal in negotiation can be marked as lost; this deal is lead");
  });

  it("shows a deleted billing contact as removed", async () => {
    const contact = await createContact(user.http, organizationBody({ name: "Short-lived" }));
    const deal = await createDeal({ billingContactId: contact.id });
    await user.http.delete(`/api/v1/crm/contacts/${contact.id}`);
    const after = await user.http.get<Deal>(`/api/v1/crm/deals/${deal.id}`);
    expect(after.status).toBe(200);
    expect(after.body.billingContact).toBeNull();
  });

  it("lists {deals} newest first, filters by status and title prefix, and pages", async () => {
    const lister = await signUpInNewOrganization(app);
    const titles = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"];
    for (const [i, title] of titles.entries()) {
      await lister.http.post("/api/v1/crm/deals", { title, status: i % 2 ? "negotiation" : "lead" });
    }
    const all = await lister.http.get<{ deals: Deal[] }>("/api/v1/crm/deals");
    expect(all.body.deals.map((d) => d.title)).toEqual([...titles].reverse());
    const negotiating = await lister.http.get<{ deals: Deal[] }>("/api/v1/crm/deals?status=negotiation");
    expect(negotiating.body.deals.map((d) => d.title)).toEqual(["Delta", "Beta"]);
    const search = await lister.http.get<{ deals: Deal[] }>("/api/v1/crm/deals?q=ga");
    expect(search.body.deals.map((d) => d.title)).toEqual(["Gamma"]);
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const res = await lister.http.get<{ deals: Deal[]; nextCursor: string | null }>(
        `/api/v1/crm/deals?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...res.body.deals.map((d) => d.title));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...titles].reverse());
  });

  it("lists one client's deals (billingContactId), searched and paged, as the project form's deal picker asks", async () => {
    const lister = await signUpInNewOrganization(app);
    const client = await createContact(lister.http, organizationBody({ name: "Klient Jeden" }));
    const other = await createContact(lister.http, organizationBody({ name: "Klient Dva" }));
    for (const [title, billingContactId] of [
      ["Web klienta", client.id],
      ["Web jiného", other.id],
      ["Kampaň klienta", client.id],
      ["Bez klienta", undefined],
    ] as const)
      await lister.http.post("/api/v1/crm/deals", { title, ...(billingContactId ? { billingContactId } : {}) });
    const theirs = await lister.http.get<{ deals: Deal[] }>(`/api/v1/crm/deals?billingContactId=${client.id}`);
    expect(theirs.body.deals.map((d) => d.title)).toEqual(["Kampaň klienta", "Web klienta"]);
    const searched = await lister.http.get<{ deals: Deal[] }>(`/api/v1/crm/deals?billingContactId=${client.id}&q=web`);
    expect(searched.body.deals.map((d) => d.title)).toEqual(["Web klienta"]);
    const paged = await lister.http.get<{ deals: Deal[]; nextCursor: string }>(
      `/api/v1/crm/deals?billingContactId=${client.id}&limit=1`,
    );
    const next = await lister.http.get<{ deals: Deal[] }>(
      `/api/v1/crm/deals?billingContactId=${client.id}&limit=1&cursor=${paged.body.nextCursor}`,
    );
    expect([...paged.body.deals, ...next.body.deals].map((d) => d.title)).toEqual(["Kampaň klienta", "Web klienta"]);
    // Another organization's contact finds nothing (no 404: a filter, like status).
    const foreign = await user.http.get<{ deals: Deal[] }>(`/api/v1/crm/deals?billingContactId=${client.id}`);
    expect(foreign.body.deals).toEqual([]);
    expect((await lister.http.get<ErrorBody>("/api/v1/crm/deals?billingContactId=nope")).status).toBe(400);
  });

  it("sorts by title, estimated value (none last) or status, either way, page by page on both surfaces", async () => {
    const lister = await signUpInNewOrganization(app);
    const deals = [
      { title: "Cedr", estimatedValue: 500, status: "won" },
      { title: "Akát", estimatedValue: null, status: "lead" },
      { title: "Buk", estimatedValue: 1500.5, status: "negotiation" },
      { title: "Dub", estimatedValue: 500, status: "lead" },
      { title: "Jasan", estimatedValue: 20, status: "lost" },
    ];
    for (const deal of deals) expect((await lister.http.post("/api/v1/crm/deals", deal)).status).toBe(201);
    /** Every page of 2 of a sorted list, followed by its cursors. */
    const titles = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null | undefined;
      do {
        const res = await lister.http.get<{ deals: Deal[]; nextCursor: string | null }>(
          `/api/v1/crm/deals?${query}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
        );
        expect(res.status, res.text).toBe(200);
        seen.push(...res.body.deals.map((d) => d.title));
        cursor = res.body.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await titles("sort=title")).toEqual(["Akát", "Buk", "Cedr", "Dub", "Jasan"]);
    expect(await titles("sort=title&order=desc")).toEqual(["Jasan", "Dub", "Cedr", "Buk", "Akát"]);
    const byValue = await titles("sort=estimatedValue");
    expect(byValue[0]).toBe("Buk");
    expect(new Set(byValue.slice(1, 3))).toEqual(new Set(["Cedr", "Dub"])); // equal values: id breaks the tie
    expect(byValue.slice(3)).toEqual(["Jasan", "Akát"]);
    expect((await titles("sort=estimatedValue&order=asc"))[0]).toBe("Akát");
    expect((await titles("sort=status&status=lead")).sort()).toEqual(["Akát", "Dub"]);
    expect((await titles("sort=status")).slice(0, 2).sort()).toEqual(["Akát", "Dub"]); // lead < lost < negotiation

    const trpc = await lister.http.get<{ result: { data: { deals: Deal[] } } }>(
      `/api/trpc/deals.list?input=${encodeURIComponent(JSON.stringify({ sort: "title", order: "desc", limit: 1 }))}`,
    );
    expect(trpc.body.result.data.deals.map((d) => d.title)).toEqual(["Jasan"]);

    const bad = await lister.http.get<ErrorBody>("/api/v1/crm/deals?sort=secret");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("Sort must be createdAt, updatedAt, title, estimatedValue or status");
    // A cursor of one sort is refused by another whose key it cannot be.
    const page = await lister.http.get<{ nextCursor: string }>("/api/v1/crm/deals?sort=title&limit=1");
    const mixed = await lister.http.get<ErrorBody>(
      `/api/v1/crm/deals?sort=estimatedValue&limit=1&cursor=${page.body.nextCursor}`,
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body.error).toBe("cursor: Invalid cursor");
  });
});

describe("deals are isolated between organizations", () => {
  it("answers 404 for another organization's deal on every path, 400 for its contact in a body", async () => {
    const other = await signUpInNewOrganization(app);
    const deal = await createDeal({ title: "Secret deal", status: "negotiation" });
    const before = JSON.stringify((await user.http.get(`/api/v1/crm/deals/${deal.id}`)).body);
    const calls: [string, () => Promise<{ status: number; text: string }>][] = [
      ["get", () => other.http.get(`/api/v1/crm/deals/${deal.id}`)],
      ["update", () => other.http.put(`/api/v1/crm/deals/${deal.id}`, { title: "Mine" })],
      ["delete", () => other.http.delete(`/api/v1/crm/deals/${deal.id}`)],
      ["mark won", () => other.http.post(`/api/v1/crm/deals/${deal.id}/mark-won`, { actualValue: 1 })],
      ["mark lost", () => other.http.request("POST", `/api/v1/crm/deals/${deal.id}/mark-lost`)],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.status, name).toBe(404);
      expect(res.text, name).not.toContain("Secret deal");
    }
    const list = await other.http.get<{ deals: Deal[] }>("/api/v1/crm/deals");
    expect(list.body.deals).toEqual([]);
    const foreignContact = await other.http.post("/api/v1/crm/deals", { title: "X", billingContactId: acme.id });
    expect(foreignContact.status).toBe(400);
    expect(JSON.stringify((await user.http.get(`/api/v1/crm/deals/${deal.id}`)).body)).toBe(before);
  });
});
