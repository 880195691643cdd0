import { type Board, businessDate, type Overview, type TaskOverview } from "@kancl/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { signUpInNewOrganization } from "../../../test/factories";
import { setUpSupplierProfile } from "../../../test/supplier-profile";
import { useTestApp } from "../../../test/use-test-app";
import { shiftDate } from "../demo/demo.service";
import { lastMonths } from "./overview.service";

// Issue 25 item 7: GET /api/v1/overview, exact on data made here.
const { app, user } = useTestApp();
const today = businessDate();

let customerId: string;
let dealId: string;
let latestId: string;

async function post<T>(path: string, body?: unknown): Promise<T> {
  const res = await user.http.post<T>(path, body);
  if (res.status !== 201 && res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.body;
}

async function invoice(options: {
  unitPrice: number;
  issueDaysAgo?: number;
  dueInDays: number;
  currency?: string;
  exchangeRate?: number;
}) {
  const issueDate = options.issueDaysAgo === undefined ? undefined : shiftDate(today, -options.issueDaysAgo);
  const created = await post<{ id: string; total: number }>("/api/v1/crm/invoices", {
    dealId,
    billingContactId: customerId,
    items: [{ description: "Práce", quantity: 1, unitPrice: options.unitPrice, vatRate: 21 }],
    dueDate: shiftDate(issueDate ?? today, options.dueInDays),
    currency: options.currency ?? "CZK",
    issueDate,
    exchangeRate: options.exchangeRate,
  });
  if (issueDate) await post(`/api/v1/crm/invoices/${created.id}/issue`);
  return { ...created, issueDate };
}

beforeAll(async () => {
  await setUpSupplierProfile(user.http);
  customerId = (
    await post<{ id: string }>("/api/v1/crm/contacts", {
      type: "organization",
      name: "Zákazník",
      legalName: "Zákazník s.r.o.",
      billing: { name: "Zákazník s.r.o.", email: "f@zakaznik.cz", address: "Praha 1" },
    })
  ).id;
  const deal = (body: Record<string, unknown>) => post<{ id: string }>("/api/v1/crm/deals", body);
  dealId = (await deal({ title: "Lead 1", status: "lead", currency: "CZK", estimatedValue: 1000 })).id;
  await deal({ title: "Lead 2", status: "lead", currency: "CZK", estimatedValue: 500.5 });
  await deal({ title: "Lead 3", status: "lead", currency: "EUR", estimatedValue: 200 });
  await deal({ title: "Lead 4", status: "lead", currency: "USD" });
  const won = await deal({ title: "Won", status: "negotiation", currency: "CZK", estimatedValue: 1000 });
  await post(`/api/v1/crm/deals/${won.id}/mark-won`, { actualValue: 900 });
  await deal({ title: "Negotiation", status: "negotiation", currency: "CZK", estimatedValue: 300 });
  const lost = await deal({ title: "Lost", status: "negotiation", currency: "CZK", estimatedValue: 50 });
  await post(`/api/v1/crm/deals/${lost.id}/mark-lost`);

  // Overdue: 1 210 issued 40 days ago, due after 14, 210 paid → 1 000 due.
  const overdue = await invoice({ unitPrice: 1000, issueDaysAgo: 40, dueInDays: 14 });
  await post(`/api/v1/crm/invoices/${overdue.id}/payments`, { amount: 210, paidOn: shiftDate(today, -20) });
  // Not yet due: 121 issued 2 days ago; and 242 in EUR (rate 25), also unpaid.
  await invoice({ unitPrice: 100, issueDaysAgo: 2, dueInDays: 14 });
  await invoice({ unitPrice: 200, issueDaysAgo: 1, dueInDays: 14, currency: "EUR", exchangeRate: 25 });
  // Paid: 2 420 CZK issued today; 121 EUR at 25 issued 35 days ago (3 025 CZK); a draft.
  const paidCzk = await invoice({ unitPrice: 2000, issueDaysAgo: 0, dueInDays: 14 });
  await post(`/api/v1/crm/invoices/${paidCzk.id}/payments`, { amount: 2420, paidOn: today });
  const paidEur = await invoice({ unitPrice: 100, issueDaysAgo: 35, dueInDays: 14, currency: "EUR", exchangeRate: 25 });
  await post(`/api/v1/crm/invoices/${paidEur.id}/payments`, { amount: 121, paidOn: shiftDate(today, -30) });
  latestId = (await invoice({ unitPrice: 5, dueInDays: 30 })).id;
}, 60_000);

describe("GET /api/v1/overview", () => {
  it("answers the pipeline by status with values per currency (a won deal's actual value)", async () => {
    const res = await user.http.get<Overview>("/api/v1/overview");
    expect(res.status).toBe(200);
    expect(res.body.pipeline).toEqual([
      {
        status: "lead",
        count: 4,
        values: [
          { currency: "CZK", amount: 1500.5 },
          { currency: "EUR", amount: 200 },
          { currency: "USD", amount: 0 },
        ],
      },
      { status: "negotiation", count: 1, values: [{ currency: "CZK", amount: 300 }] },
      { status: "won", count: 1, values: [{ currency: "CZK", amount: 900 }] },
      { status: "lost", count: 1, values: [{ currency: "CZK", amount: 50 }] },
    ]);
  });

  it("answers drafts, unpaid and overdue invoices with what is due per currency", async () => {
    const { invoices } = (await user.http.get<Overview>("/api/v1/overview")).body;
    expect(invoices).toEqual({
      drafts: { count: 1 },
      unpaid: {
        count: 2,
        due: [
          { currency: "CZK", amount: 121 },
          { currency: "EUR", amount: 242 },
        ],
      },
      overdue: { count: 1, due: [{ currency: "CZK", amount: 1000 }] },
    });
  });

  it("answers 12 months of revenue in CZK, paid invoices by issue month", async () => {
    const { revenue } = (await user.http.get<Overview>("/api/v1/overview")).body;
    expect(revenue.currency).toBe("CZK");
    expect(revenue.months.map((m) => m.month)).toEqual(lastMonths(today));
    expect(revenue.months.at(-1)?.month).toBe(today.slice(0, 7));
    const expected = new Map<string, number>();
    const add = (date: string, amount: number) =>
      expected.set(date.slice(0, 7), (expected.get(date.slice(0, 7)) ?? 0) + amount);
    add(today, 2420);
    add(shiftDate(today, -35), 3025);
    for (const month of revenue.months) expect(month.amount, month.month).toBe(expected.get(month.month) ?? 0);
    expect(revenue.months.reduce((sum, m) => sum + m.count, 0)).toBe(2);
  });

  it("answers the most recently changed records, newest first", async () => {
    const { recent } = (await user.http.get<Overview>("/api/v1/overview")).body;
    expect(recent).toHaveLength(10);
    expect(recent[0]).toMatchObject({ kind: "invoice", id: latestId, action: "created" });
    const times = recent.map((r) => Date.parse(r.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Issued and paid after it was created: changed.
    expect(recent.filter((r) => r.kind === "invoice" && r.action === "updated")).toHaveLength(5);
  });

  it("answers my open tasks, my overdue ones and everyone's, as the task overview lists them (issue 26 item 4)", async () => {
    const project = await post<{ id: string }>("/api/v1/projects", { name: "Web Zákazník", clientId: customerId });
    const archived = await post<{ id: string }>("/api/v1/projects", { name: "Old", clientId: customerId });
    const board = (await user.http.get<Board>(`/api/v1/projects/${project.id}/board`)).body;
    const done = board.columns.find((column) => column.done)?.id;
    const me = user.user.id;
    const task = (projectId: string, body: Record<string, unknown>) =>
      post<{ task: { id: string } }>(`/api/v1/projects/${projectId}/tasks`, body);
    const late = await task(project.id, { title: "Late", assigneeId: me, dueDate: shiftDate(today, -3) });
    await task(project.id, { title: "Soon", assigneeId: me, dueDate: shiftDate(today, 2) });
    await task(project.id, { title: "Someday", assigneeId: me });
    await task(project.id, { title: "Nobody's, late", dueDate: shiftDate(today, -1) });
    await task(project.id, { title: "Done, late", assigneeId: me, dueDate: shiftDate(today, -9), columnId: done });
    await task(archived.id, { title: "Archived, late", assigneeId: me, dueDate: shiftDate(today, -9) });
    await user.http.request("PATCH", `/api/v1/projects/${archived.id}`, { body: { status: "archived" } });

    const { tasks } = (await user.http.get<Overview>("/api/v1/overview")).body;
    expect(tasks.mine.count).toBe(3);
    expect(tasks.mineOverdue.count).toBe(1);
    expect(tasks.overdue.count).toBe(2);
    expect(tasks.next.map((t) => t.title)).toEqual(["Late", "Soon", "Someday"]);
    expect(tasks.next[0]).toEqual({
      id: late.task.id,
      title: "Late",
      project: { id: project.id, name: "Web Zákazník" },
      dueDate: shiftDate(today, -3),
      overdue: true,
    });
    // Each figure is the length of the list it links to.
    const list = async (path: string) => (await user.http.get<TaskOverview>(path)).body.tasks.length;
    expect(await list("/api/v1/projects/my-tasks")).toBe(tasks.mine.count);
    expect(await list("/api/v1/projects/my-tasks?scope=overdue")).toBe(tasks.mineOverdue.count);
    expect(await list("/api/v1/projects/overdue-tasks")).toBe(tasks.overdue.count);
  });

  it("counts nothing in the trash, as the lists it links to (decision 120)", async () => {
    const before = (await user.http.get<Overview>("/api/v1/overview")).body;
    const deal = await post<{ id: string }>("/api/v1/crm/deals", { title: "Trashed", status: "lead", currency: "CZK" });
    const draft = await invoice({ unitPrice: 7, dueInDays: 30 });
    expect((await user.http.delete(`/api/v1/crm/deals/${deal.id}`)).status).toBeLessThan(300);
    expect((await user.http.delete(`/api/v1/crm/invoices/${draft.id}`)).status).toBeLessThan(300);
    const after = (await user.http.get<Overview>("/api/v1/overview")).body;
    expect(after.pipeline).toEqual(before.pipeline);
    expect(after.invoices.drafts).toEqual(before.invoices.drafts);
    expect(after.recent.map((r) => r.id)).not.toContain(deal.id);
    expect(after.recent.map((r) => r.id)).not.toContain(draft.id);
  });

  it("shows another organization nothing of this one", async () => {
    const other = await signUpInNewOrganization(app);
    const res = await other.http.get<Overview>("/api/v1/overview");
    expect(res.status).toBe(200);
    expect(res.body.pipeline.every((stage) => stage.count === 0 && stage.values.length === 0)).toBe(true);
    expect(res.body.invoices).toEqual({
      drafts: { count: 0 },
      unpaid: { count: 0, due: [] },
      overdue: { count: 0, due: [] },
    });
    expect(res.body.revenue.months.every((m) => m.amount === 0)).toBe(true);
    expect(res.body.recent).toEqual([]);
    expect(res.body.tasks).toEqual({ mine: { count: 0 }, mineOverdue: { count: 0 }, overdue: { count: 0 }, next: [] });
    expect((await other.http.get("/api/trpc/overview.get")).status).toBe(200);
  });

  it("needs a signed-in user (401)", async () => {
    const res = await fetch(new URL("/api/v1/overview", app.baseUrl));
    expect(res.status).toBe(401);
  });
});
