import { beforeAll, describe, expect, it } from "vitest";
import { createContact, organizationBody, personBody, signUpInNewOrganization } from "../../../test/factories";
import { useTestApp } from "../../../test/use-test-app";

// Issue 24 item 1 (decision 100): accent- and case-insensitive substring search, ranked, on both surfaces and both
// databases — the contacts list's `q`, the deals list's and the search operation.
const { app, user } = useTestApp();

interface Result {
  type: string;
  id: string;
  title: string;
  subtitle: string | null;
  link: string;
  rank: number;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  const people = [
    ["jan", { name: "Jan Novák", email: "jan.novak@example.cz", phone: "+420 603 123 456" }],
    ["jana", { name: "Jana Svobodová", email: "jana@firma.cz" }],
    ["novakova", { name: "Nováková Eva", email: "eva@example.cz" }],
    ["petr", { name: "Petr Dvořák", email: "petr@example.cz" }],
    ["nov", { name: "Nov", email: "nov@example.cz" }],
  ] as const;
  for (const [key, body] of people) ids[key] = (await createContact(user.http, personBody(body))).id;
  ids.acme = (
    await createContact(
      user.http,
      organizationBody({
        name: "Acme Stavby",
        legalName: "Acme Stavby s.r.o.",
        registrationNumber: "12345678",
        address: { country: "Slovakia" },
      }),
    )
  ).id;
  const deal = await user.http.post<{ id: string }>("/api/v1/crm/deals", {
    title: "Rekonstrukce kanceláře",
    billingContactId: ids.acme,
  });
  ids.deal = deal.body.id;
});

const listNames = async (q: string) => {
  const rest = await user.http.get<{ contacts: { name: string }[] }>(`/api/v1/crm/contacts?q=${encodeURIComponent(q)}`);
  const trpc = await user.http.get<{ result: { data: { contacts: { name: string }[] } } }>(
    `/api/trpc/contacts.list?input=${encodeURIComponent(JSON.stringify({ q }))}`,
  );
  expect(rest.status).toBe(200);
  const names = rest.body.contacts.map((c) => c.name);
  expect(
    trpc.body.result.data.contacts.map((c) => c.name),
    "tRPC",
  ).toEqual(names);
  return names;
};

const search = async (query: string) => {
  const res = await user.http.get<{ results: Result[] }>(`/api/v1/search?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results;
};

describe("the contacts list's q", () => {
  it('"novak" finds Jan Novák and Nováková without accents, whatever the case', async () => {
    expect(await listNames("novak")).toEqual(["Nováková Eva", "Jan Novák"]);
    expect(await listNames("NOVÁK")).toEqual(["Nováková Eva", "Jan Novák"]);
  });

  it('"Nov" ranks the exact name, then names starting with it, then a word starting with it', async () => {
    expect(await listNames("Nov")).toEqual(["Nov", "Nováková Eva", "Jan Novák"]);
  });

  it('"12345678" finds the organization by its IČO, "jana@" by e-mail, "603 123" by phone digits', async () => {
    expect(await listNames("12345678")).toEqual(["Acme Stavby"]);
    expect(await listNames("jana@")).toEqual(["Jana Svobodová"]);
    expect(await listNames("603 123")).toEqual(["Jan Novák"]);
    expect(await listNames("s.r.o")).toEqual(["Acme Stavby"]);
  });

  it("a misspelt word of four letters or more finds similar names", async () => {
    expect(await listNames("dvorak")).toEqual(["Petr Dvořák"]);
    expect(await listNames("dvork")).toEqual(["Petr Dvořák"]);
  });

  it("pages through ranked matches with a cursor", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await user.http.get<{ contacts: { name: string }[]; nextCursor?: string | null }>(
        `/api/v1/crm/contacts?q=nov&limit=1${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.contacts.map((c) => c.name));
      cursor = res.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(["Nov", "Nováková Eva", "Jan Novák"]);
  });

  it("ranks similar names after the direct matches, and pages from one to the other", async () => {
    // "novakov" is in "Nováková Eva" (a prefix); "Jan Novák" is only similar: the second query (benchmark 14).
    expect(await listNames("novakov")).toEqual(["Nováková Eva", "Jan Novák"]);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await user.http.get<{ contacts: { name: string }[]; nextCursor?: string | null }>(
        `/api/v1/crm/contacts?q=novakov&limit=1${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.contacts.map((c) => c.name));
      cursor = res.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(["Nováková Eva", "Jan Novák"]);
    const ranks = (await search("q=novakov&types=contact")).map((r) => [r.title, r.rank]);
    expect(ranks).toEqual([
      ["Nováková Eva", 1],
      ["Jan Novák", 4],
    ]);
  });

  it("a whole e-mail or tax ID is an exact match", async () => {
    expect((await search("q=jana%40firma.cz&types=contact")).map((r) => [r.title, r.rank])).toEqual([
      ["Jana Svobodová", 0],
    ]);
    expect(await listNames("JAN.NOVAK@example.cz")).toEqual(["Jan Novák"]);
  });
});

describe("the deals list's q", () => {
  it("finds a deal by a word of its title without accents, and by its client", async () => {
    const titles = async (q: string) =>
      (
        await user.http.get<{ deals: { title: string }[] }>(`/api/v1/crm/deals?q=${encodeURIComponent(q)}`)
      ).body.deals.map((d) => d.title);
    expect(await titles("kancelare")).toEqual(["Rekonstrukce kanceláře"]);
    expect(await titles("acme")).toEqual(["Rekonstrukce kanceláře"]);
    expect(await titles("xyz")).toEqual([]);
  });
});

describe("GET /api/v1/search", () => {
  it("answers every kind, ranked, with a subtitle and a link", async () => {
    const results = await search("q=acme");
    expect(results.map((r) => [r.type, r.title])).toEqual([
      ["contact", "Acme Stavby"],
      ["deal", "Rekonstrukce kanceláře"],
    ]);
    expect(results[0]).toMatchObject({ subtitle: "IČO 12345678", link: `/crm/contacts/${ids.acme}`, rank: 1 });
    expect(results[1]).toMatchObject({ subtitle: "Acme Stavby", link: `/crm/deals/${ids.deal}`, rank: 3 });
  });

  it('"novak", "Nov", "12345678" and "jana@" find the right people', async () => {
    const names = async (q: string) => (await search(`q=${encodeURIComponent(q)}&types=contact`)).map((r) => r.title);
    expect(await names("novak")).toEqual(["Nováková Eva", "Jan Novák"]);
    expect(await names("Nov")).toEqual(["Nov", "Nováková Eva", "Jan Novák"]);
    expect(await names("12345678")).toEqual(["Acme Stavby"]);
    expect(await names("jana@")).toEqual(["Jana Svobodová"]);
    const [jana] = await search("q=jana%40&types=contact");
    expect(jana).toMatchObject({ subtitle: "jana@firma.cz", rank: 1 });
  });

  it("one or two characters match the start of a name or an e-mail only (no trigram: decision 100, benchmark 14)", async () => {
    expect(await listNames("no")).toEqual(["Nov", "Nováková Eva"]);
    expect(await listNames("ja")).toEqual(["Jan Novák", "Jana Svobodová"]);
    expect(await listNames("j")).toEqual(["Jan Novák", "Jana Svobodová"]);
    expect(await listNames("ov")).toEqual([]);
    expect(await listNames("ev")).toEqual(["Nováková Eva"]);
  });

  it("takes types and limit, and the same on tRPC", async () => {
    expect((await search("q=a&types=deal")).every((r) => r.type === "deal")).toBe(true);
    expect(await search("q=ja&types=contact&limit=2")).toHaveLength(2);
    const trpc = await user.http.get<{ result: { data: { results: Result[] } } }>(
      `/api/trpc/search.search?input=${encodeURIComponent(JSON.stringify({ q: "novak", types: "contact" }))}`,
    );
    expect(trpc.body.result.data.results.map((r) => r.title)).toEqual(["Nováková Eva", "Jan Novák"]);
  });

  it("refuses an empty text and an unknown kind, naming the field", async () => {
    const empty = await user.http.get<{ error: string }>("/api/v1/search?q=%20");
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/^q: /);
    const kind = await user.http.get<{ error: string }>("/api/v1/search?q=a&types=people");
    expect(kind.status).toBe(400);
    expect(kind.body.error).toMatch(/^types: /);
  });

  it("never finds another organization's records", async () => {
    const other = await signUpInNewOrganization(app);
    const res = await other.http.get<{ results: Result[] }>("/api/v1/search?q=novak");
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
  });
});
