import type { Contact, Deal, Invoice, Project, Task, Tombstone } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { createContact, organizationBody, personBody, signUpInNewOrganization } from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { startTestApp } from "../../../test/test-app";
import { useTestApp } from "../../../test/use-test-app";

// Issue 27 item 4 (decision 200): updatedSince and the update-time order on every record list, tombstones of
// deleted records, and the RateLimit fields on every answer to an API key.
const { app, user } = useTestApp();

type Page<K extends string, T> = { [key in K]: T[] } & { nextCursor?: string | null };
type ErrorBody = { error: string };

/** Every page of a list, following nextCursor. */
async function allPages<K extends string, T>(path: string, key: K): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null | undefined;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const res = await user.http.get<Page<K, T>>(
      `${path}${separator}limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    expect(res.status, res.text).toBe(200);
    rows.push(...res.body[key]);
    cursor = res.body.nextCursor;
  } while (cursor);
  return rows;
}

const sinceQuery = (since: string) => `updatedSince=${encodeURIComponent(since)}&sort=updatedAt&order=asc`;

async function world() {
  const client = await createContact(
    user.http,
    organizationBody({
      name: `Klient ${Math.random()}`,
      billing: { name: "Klient s.r.o.", email: "fakturace@klient.cz", address: "Dlouhá 1, Praha" },
      allowDuplicate: true,
    }),
  );
  const deal = (await user.http.post<Deal>("/api/v1/crm/deals", { title: "Sync deal", billingContactId: client.id }))
    .body;
  const invoice = await user.http.post<Invoice>("/api/v1/crm/invoices", {
    dealId: deal.id,
    billingContactId: client.id,
    items: [{ description: "Work", quantity: 1, unitPrice: 100 }],
    dueDate: "2099-01-01",
  });
  expect(invoice.status, invoice.text).toBe(201);
  const project = await user.http.post<Project>("/api/v1/projects", { name: "Sync project", clientId: client.id });
  expect(project.status, project.text).toBe(201);
  const task = await user.http.post<{ task: Task }>(`/api/v1/projects/${project.body.id}/tasks`, {
    title: "Sync task",
  });
  expect(task.status, task.text).toBe(201);
  return { client, deal, invoice: invoice.body, project: project.body, task: task.body.task };
}

describe("updatedSince and the update-time order", () => {
  it("every record list answers only what changed at or after the instant, by updatedAt then id, page by page", async () => {
    const before = await world();
    // The database's clock decides updatedAt: start from the newest time it wrote.
    const since = before.task.updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const fresh = await createContact(user.http, personBody({ name: "Nový kontakt" }));
    const changedDeal = await user.http.put<Deal>(`/api/v1/crm/deals/${before.deal.id}`, {
      title: "Sync deal, renamed",
      billingContactId: before.client.id,
    });
    expect(changedDeal.status, changedDeal.text).toBe(200);
    const renamed = await user.http.request<{ task: Task }>(
      "PATCH",
      `/api/v1/projects/${before.project.id}/tasks/${before.task.id}`,
      { body: { title: "Sync task, renamed" } },
    );
    expect(renamed.status, renamed.text).toBe(200);

    const contacts = await allPages<"contacts", Contact>(`/api/v1/crm/contacts?${sinceQuery(since)}`, "contacts");
    expect(contacts.map((c) => c.id)).toContain(fresh.id);
    expect(contacts.map((c) => c.id)).not.toContain(before.client.id);
    const deals = await allPages<"deals", Deal>(`/api/v1/crm/deals?${sinceQuery(since)}`, "deals");
    expect(deals.map((d) => d.title)).toEqual(["Sync deal, renamed"]);
    const tasks = await allPages<"tasks", Task>(`/api/v1/projects/tasks?${sinceQuery(since)}`, "tasks");
    expect(tasks.map((t) => [t.id, t.title])).toEqual([[before.task.id, "Sync task, renamed"]]);
    // A task's change is a change of its project's board (boardVersion), so the project comes again too.
    const projects = await allPages<"projects", Project>(`/api/v1/projects?${sinceQuery(since)}`, "projects");
    expect(projects.map((p) => p.id)).toEqual([before.project.id]);
    const invoices = await allPages<"invoices", Invoice>(`/api/v1/crm/invoices?${sinceQuery(since)}`, "invoices");
    expect(invoices.map((i) => i.id)).not.toContain(before.invoice.id);

    // Inclusive: the instant of a record's own updatedAt answers that record.
    const same = await user.http.get<{ deals: Deal[] }>(`/api/v1/crm/deals?${sinceQuery(changedDeal.body.updatedAt)}`);
    expect(same.body.deals.map((d) => d.id)).toContain(before.deal.id);
  });

  it("pages in (updatedAt, id) order without losing or repeating a row", async () => {
    const start = new Date(Date.now() - 1000).toISOString();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await createContact(user.http, personBody({ name: `Řada ${i}` }))).id);
    const synced = await allPages<"contacts", Contact>(`/api/v1/crm/contacts?${sinceQuery(start)}`, "contacts");
    const ids = synced.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of made) expect(ids).toContain(id);
    // Ordered by the time to the microsecond, then id; the answer shows milliseconds, which never go back.
    const times = synced.map((c) => c.updatedAt);
    expect([...times].sort()).toEqual(times);
  });

  it("bumps updatedAt on every change, whichever path wrote it (a task move sets only its column and rank)", async () => {
    const { project, task } = await world();
    const columns = await user.http.get<{ columns: { id: string }[] }>(`/api/v1/projects/${project.id}/columns`);
    const moved = await user.http.post(`/api/v1/projects/${project.id}/tasks/${task.id}/move`, {
      columnId: columns.body.columns[1]?.id,
    });
    expect(moved.status, moved.text).toBe(200);
    const after = await user.http.get<Task>(`/api/v1/projects/${project.id}/tasks/${task.id}`);
    expect(after.body.updatedAt > task.updatedAt).toBe(true);
  });

  it.each([
    "/api/v1/crm/contacts",
    "/api/v1/crm/deals",
    "/api/v1/crm/invoices",
    "/api/v1/projects",
    "/api/v1/projects/tasks",
    "/api/v1/crm/relationships",
  ])("%s: an updatedSince that is not an ISO date-time answers 400 naming the field", async (path) => {
    for (const bad of ["yesterday", "2026-13-40T00:00:00Z", "2026-11-27", "2026-11-27T10:00:00"]) {
      const res = await user.http.get<ErrorBody>(`${path}?updatedSince=${encodeURIComponent(bad)}`);
      expect(res.status, `${path} ${bad}`).toBe(400);
      expect(res.body.error).toContain("updatedSince");
    }
    const good = await user.http.get(`${path}?updatedSince=${encodeURIComponent("2026-11-27T10:00:00+01:00")}`);
    expect(good.status).toBe(200);
  });
});

describe("tombstones: GET /api/v1/sync/deleted", () => {
  const deletedSince = async (since: string, type?: string) => {
    const res = await user.http.get<{ deleted: Tombstone[]; nextCursor: string | null }>(
      `/api/v1/sync/deleted?since=${encodeURIComponent(since)}${type ? `&type=${type}` : ""}`,
    );
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  it("lists soft- and hard-deleted records of every type; a restore takes the tombstone back", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const w = await world();
    const otherTask = await user.http.post<{ task: Task }>(`/api/v1/projects/${w.project.id}/tasks`, { title: "Two" });
    expect((await user.http.delete(`/api/v1/projects/${w.project.id}/tasks/${w.task.id}`)).status).toBe(200);
    expect((await user.http.delete(`/api/v1/crm/invoices/${w.invoice.id}`)).status).toBe(200);
    expect((await user.http.delete(`/api/v1/projects/${w.project.id}`)).status).toBe(200);
    expect((await user.http.delete(`/api/v1/crm/deals/${w.deal.id}`)).status).toBe(200);
    const person = await createContact(user.http, personBody({ name: "Smazaný" }));
    expect((await user.http.delete(`/api/v1/crm/contacts/${person.id}`)).status).toBe(200);

    const { deleted, nextCursor } = await deletedSince(since);
    expect(nextCursor).toBeNull();
    const mine = deleted.filter((t) =>
      [w.task.id, otherTask.body.task.id, w.invoice.id, w.project.id, w.deal.id, person.id].includes(t.id),
    );
    expect(mine.map((t) => [t.type, t.id])).toEqual([
      ["task", w.task.id],
      ["invoice", w.invoice.id],
      // The project's deletion takes its tasks with it: each leaves its own tombstone.
      ...[
        ["project", w.project.id],
        ["task", otherTask.body.task.id],
      ].sort((a, b) => (deleted.findIndex((t) => t.id === a[1]) < deleted.findIndex((t) => t.id === b[1]) ? -1 : 1)),
      ["deal", w.deal.id],
      ["contact", person.id],
    ]);
    const times = deleted.map((t) => t.deletedAt);
    expect([...times].sort()).toEqual(times);

    expect((await deletedSince(since, "task")).deleted.every((t) => t.type === "task")).toBe(true);

    // Restored from the trash: no longer deleted, and back in its list with a newer updatedAt.
    const restored = await user.http.post(`/api/v1/crm/trash/${person.id}/restore`);
    expect(restored.status, restored.text).toBe(200);
    expect((await deletedSince(since, "contact")).deleted.map((t) => t.id)).not.toContain(person.id);
    const back = await user.http.get<Contact>(`/api/v1/crm/contacts/${person.id}`);
    expect(back.body.updatedAt > person.updatedAt).toBe(true);
  });

  it("a person–organization link: listed by update time, a tombstone when unlinked or with its contact, gone again when the contact is restored", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const company = await createContact(user.http, organizationBody({ name: "Firma", allowDuplicate: true }));
    const [anna, petr] = [
      await createContact(user.http, personBody({ name: "Anna" })),
      await createContact(user.http, personBody({ name: "Petr" })),
    ];
    const links = [];
    for (const person of [anna, petr]) {
      const res = await user.http.post<{ id: string; updatedAt: string }>(
        `/api/v1/crm/contacts/${person.id}/organizations`,
        { organizationId: company.id, role: "Nákup" },
      );
      expect(res.status, res.text).toBe(201);
      links.push(res.body);
    }
    const listed = await allPages<"relationships", { id: string }>(
      `/api/v1/crm/relationships?${sinceQuery(since)}`,
      "relationships",
    );
    expect(listed.map((l) => l.id)).toEqual(links.map((l) => l.id));

    expect((await user.http.delete(`/api/v1/crm/contacts/${anna.id}/organizations/${links[0]?.id}`)).status).toBe(200);
    expect((await user.http.delete(`/api/v1/crm/contacts/${petr.id}`)).status).toBe(200);
    const gone = (await deletedSince(since, "relationship")).deleted.map((t) => t.id);
    expect(gone).toEqual(links.map((l) => l.id));
    expect((await user.http.post(`/api/v1/crm/trash/${petr.id}/restore`)).status).toBe(200);
    const back = await user.http.get<{ organizations: { id: string }[] }>(
      `/api/v1/crm/contacts/${petr.id}/organizations`,
    );
    const restoredLink = back.body.organizations[0]?.id as string;
    expect((await deletedSince(since, "relationship")).deleted.map((t) => t.id)).not.toContain(restoredLink);
    const after = await allPages<"relationships", { id: string }>(
      `/api/v1/crm/relationships?${sinceQuery(since)}`,
      "relationships",
    );
    expect(after.map((l) => l.id)).toEqual([restoredLink]);
  });

  it("pages with limit and cursor, and answers another organization nothing of ours", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    for (let i = 0; i < 3; i++) {
      const contact = await createContact(user.http, personBody({ name: `Pryč ${i}` }));
      await user.http.delete(`/api/v1/crm/contacts/${contact.id}`);
    }
    const first = await user.http.get<{ deleted: Tombstone[]; nextCursor: string | null }>(
      `/api/v1/sync/deleted?since=${encodeURIComponent(since)}&type=contact&limit=2`,
    );
    expect(first.body.deleted).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await user.http.get<{ deleted: Tombstone[]; nextCursor: string | null }>(
      `/api/v1/sync/deleted?since=${encodeURIComponent(since)}&type=contact&limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.deleted.length).toBeGreaterThanOrEqual(1);
    const ids = [...first.body.deleted, ...second.body.deleted].map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);

    const outsider = await signUpInNewOrganization(app);
    const theirs = await outsider.http.get<{ deleted: Tombstone[] }>(
      `/api/v1/sync/deleted?since=${encodeURIComponent(since)}`,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.deleted).toEqual([]);
  });

  it("refuses a missing or bad since, a bad type, limit and cursor with 400 naming the field", async () => {
    const cases: [string, string][] = [
      ["", "since"],
      ["since=yesterday", "since"],
      ["since=2026-11-27T10:00:00Z&type=note", "type"],
      ["since=2026-11-27T10:00:00Z&limit=0", "limit"],
      ["since=2026-11-27T10:00:00Z&cursor=nonsense", "cursor"],
    ];
    for (const [query, field] of cases) {
      const res = await user.http.get<ErrorBody>(`/api/v1/sync/deleted?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toContain(field);
    }
  });

  it("the housekeeping purge removes tombstones past 30 days", async () => {
    const contact = await createContact(user.http, personBody({ name: "Starý" }));
    await user.http.delete(`/api/v1/crm/contacts/${contact.id}`);
    const db = app.database.db;
    // Tombstones are never updated by the app; move this one back in time from the test only.
    const { sql } = await import("kysely");
    await sql`update sync_tombstones set deleted_at = now() - interval '31 days' where record_id = ${contact.id}`.execute(
      db,
    );
    const since = new Date(Date.now() - 40 * 86_400_000).toISOString();
    expect((await deletedSince(since, "contact")).deleted.map((t) => t.id)).not.toContain(contact.id);
    expect(await app.services.sync.purgeExpired()).toBeGreaterThanOrEqual(1);
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from sync_tombstones where record_id = ${contact.id}`.execute(db);
    expect(left.rows[0]?.n).toBe(0);
  });
});

describe("RateLimit fields on every answer to an API key", () => {
  it("counts down on every answer, then the 429 keeps Retry-After; a browser session gets none", async () => {
    const limited = await startTestApp({
      settings: {
        rateLimits: {
          loginFailuresPerAccount: 10,
          authRequestsPerIp: 10_000,
          windowMs: 900_000,
          apiKeyRequestsPerMinute: 3,
        },
      },
    });
    try {
      const owner = await signUpInNewOrganization(limited);
      const { secret } = (await owner.http.post<{ secret: string }>("/api/v1/api-keys", { name: "Sync" })).body;
      const http = new HttpClient(limited.baseUrl);
      const auth = { headers: { authorization: `Bearer ${secret}` } };
      const answers = [];
      for (const path of [
        "/api/v1/crm/contacts",
        "/api/v1/crm/deals/not-a-uuid",
        "/api/v1/projects/tasks",
        "/api/v1/crm/deals",
      ]) {
        answers.push(await http.get(path, auth));
      }
      expect(answers.map((a) => a.status)).toEqual([200, 404, 200, 429]);
      expect(answers.map((a) => a.headers.get("ratelimit-limit"))).toEqual(["3", "3", "3", "3"]);
      expect(answers.map((a) => a.headers.get("ratelimit-remaining"))).toEqual(["2", "1", "0", "0"]);
      for (const answer of answers) {
        const reset = Number(answer.headers.get("ratelimit-reset"));
        expect(reset).toBeGreaterThan(0);
        expect(reset).toBeLessThanOrEqual(60);
        expect(answer.headers.get("ratelimit-policy")).toBe("3;w=60");
      }
      const refused = answers[3];
      expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused?.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      // A POST with an Idempotency-Key refused by the limit says the same.
      const post = await http.post("/api/v1/crm/contacts", personBody(), {
        headers: { authorization: `Bearer ${secret}`, "idempotency-key": "limit-headers" },
      });
      expect(post.status).toBe(429);
      expect(post.headers.get("ratelimit-remaining")).toBe("0");

      const session = await owner.http.get("/api/v1/crm/contacts");
      expect(session.status).toBe(200);
      expect(session.headers.get("ratelimit-limit")).toBeNull();
    } finally {
      await limited.close();
    }
  });
});
