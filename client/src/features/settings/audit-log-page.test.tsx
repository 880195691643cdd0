import type { AuditEvent, TeamUser } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fail, type InputOf, installFakeApi, ok } from "@/test/fake-trpc-server";
import { FIXTURE_TIME, fixtureId } from "@/test/fixtures";
import { renderScreens } from "@/test/render-with-providers";
import { AuditLogPage } from "./audit-log-page";

const eva: TeamUser = {
  id: fixtureId(1),
  name: "Eva Testová",
  email: "eva@example.com",
  role: "owner",
  status: "active",
  createdAt: FIXTURE_TIME,
};
const petr: TeamUser = { ...eva, id: fixtureId(2), name: "Petr Kolega", email: "petr@example.com", role: "member" };
const contactId = fixtureId(3);

const event = (overrides: Partial<AuditEvent> & Pick<AuditEvent, "id">): AuditEvent => ({
  occurredAt: "2026-11-20T09:30:00.000Z",
  actor: { type: "user", userId: eva.id, userName: eva.name, apiKeyId: null, apiKeyName: null },
  requestId: "req-1",
  recordType: "contact",
  recordId: contactId,
  recordLabel: "Jan Novák",
  action: "update",
  changes: [{ field: "phone", old: null, new: "+421 900 123 456" }],
  ...overrides,
});

const changed = event({ id: "12" });
const created = event({
  id: "11",
  action: "create",
  changes: [],
  actor: { type: "api_key", userId: null, userName: null, apiKeyId: fixtureId(4), apiKeyName: "Import" },
});

function auditApi(events: AuditEvent[] = [changed, created]) {
  const api = installFakeApi();
  api.on("users.list", ok({ users: [eva, petr] }));
  api.on("auditLog.list", (input: InputOf<"auditLog.list">) =>
    ok({
      events: events.filter(
        (e) =>
          (!input.recordType || e.recordType === input.recordType) &&
          (!input.action || e.action === input.action) &&
          (!input.recordId || e.recordId === input.recordId),
      ),
      nextCursor: null,
    }),
  );
  return api;
}

const renderPage = (path = "/settings/audit-log") =>
  renderScreens([{ path: "/settings/audit-log", element: <AuditLogPage /> }], path);

const exportHref = () => screen.getByRole("link", { name: "Export CSV" }).getAttribute("href");

describe("Settings → Audit log", () => {
  it("lists who changed what, newest first, with the changes", async () => {
    auditApi();
    renderPage();
    const table = await screen.findByRole("table", { name: "Audit log" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole("link", { name: "Open Jan Novák" })).toHaveAttribute(
      "href",
      `/crm/contacts/${contactId}`,
    );
    expect(rows[0]).toHaveTextContent("Eva Testová");
    expect(rows[0]).toHaveTextContent("Changed contact Jan Novák");
    expect(rows[0]).toHaveTextContent("— → +421 900 123 456");
    expect(rows[1]).toHaveTextContent("Created contact Jan Novák");
    expect(rows[1]).toHaveTextContent("Import");
    expect(exportHref()).toBe("/api/v1/settings/audit-log/export.csv");
  });

  it("puts the filters into the URL, asks the server with them and exports the same selection", async () => {
    const api = auditApi();
    const { user, router } = renderPage();
    await screen.findByRole("table", { name: "Audit log" });

    await user.selectOptions(screen.getByLabelText("Who"), "Petr Kolega");
    await user.selectOptions(screen.getByLabelText("Record type"), "Contact");
    await user.selectOptions(screen.getByLabelText("Action"), "Changed");
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        user: petr.id,
        type: "contact",
        action: "update",
      }),
    );
    await waitFor(() =>
      expect(api.callsTo("auditLog.list").at(-1)).toMatchObject({
        userId: petr.id,
        recordType: "contact",
        action: "update",
      }),
    );
    const exported = new URL(exportHref() ?? "", "http://localhost");
    expect(exported.pathname).toBe("/api/v1/settings/audit-log/export.csv");
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      userId: petr.id,
      recordType: "contact",
      action: "update",
    });
  });

  it("reads the filters from the URL on load, days included (from the start of 'from' to the end of 'to')", async () => {
    const api = auditApi();
    renderPage("/settings/audit-log?type=contact&action=create&from=2026-11-01&to=2026-11-30");
    expect(await screen.findByLabelText("Record type")).toHaveValue("contact");
    expect(screen.getByLabelText("Action")).toHaveValue("create");
    expect(screen.getByLabelText("From")).toHaveValue("2026-11-01");
    await waitFor(() => expect(api.callsTo("auditLog.list").length).toBeGreaterThan(0));
    const input = api.callsTo("auditLog.list").at(-1);
    expect(input).toMatchObject({ recordType: "contact", action: "create" });
    expect(new Date(input?.from ?? "").getTime()).toBe(new Date("2026-11-01T00:00:00").getTime());
    expect(new Date(input?.to ?? "").getTime()).toBe(new Date("2026-12-01T00:00:00").getTime());
    const table = await screen.findByRole("table", { name: "Audit log" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
  });

  it("shows one record's history from a row, and all records again", async () => {
    const api = auditApi();
    const { user, router } = renderPage();
    const table = await screen.findByRole("table", { name: "Audit log" });
    await user.click(within(table).getAllByRole("button", { name: "Jan Novák" })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(`?record=${contactId}`));
    expect(await screen.findByText("The history of one record.")).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("auditLog.list").at(-1)).toMatchObject({ recordId: contactId }));
    await user.click(screen.getByRole("button", { name: "Show all records" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("names records as people know them: an invoice's number, 'Draft invoice' before it has one; links to the record", async () => {
    const issued = fixtureId(5);
    const draft = fixtureId(6);
    auditApi([
      event({ id: "25", recordType: "contact", action: "purge", recordLabel: null, changes: [] }),
      event({ id: "24", recordType: "invoice", recordId: issued, recordLabel: "2026-0007", changes: [] }),
      event({ id: "23", recordType: "invoice", recordId: issued, recordLabel: `pending-${issued}`, action: "create" }),
      event({ id: "22", recordType: "invoice", recordId: draft, recordLabel: `pending-${draft}`, action: "create" }),
      event({ id: "21", recordType: "task", recordId: fixtureId(7), recordLabel: "Call back", action: "create" }),
      changed,
    ]);
    renderPage();
    const table = await screen.findByRole("table", { name: "Audit log" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(table).not.toHaveTextContent("pending-");
    // A purged contact: its name from its earlier event; nothing left to open.
    expect(rows[0]).toHaveTextContent("Deleted permanently contact Jan Novák");
    expect(within(rows[0] as HTMLElement).queryByRole("link")).toBeNull();
    // The issued invoice's draft events carry the number it got.
    expect(rows[1]).toHaveTextContent("Changed invoice 2026-0007");
    expect(rows[2]).toHaveTextContent("Created invoice 2026-0007");
    expect(within(rows[2] as HTMLElement).getByRole("link", { name: "Open 2026-0007" })).toHaveAttribute(
      "href",
      `/crm/invoices/${issued}`,
    );
    expect(rows[3]).toHaveTextContent("Created invoice Draft invoice");
    expect(within(rows[3] as HTMLElement).getByRole("link", { name: "Open Draft invoice" })).toHaveAttribute(
      "href",
      `/crm/invoices/${draft}`,
    );
    // A task has no screen of its own to link to.
    expect(rows[4]).toHaveTextContent("Created task Call back");
    expect(within(rows[4] as HTMLElement).queryByRole("link")).toBeNull();
    // Nor has the purged contact's earlier event.
    expect(within(rows[5] as HTMLElement).queryByRole("link")).toBeNull();
  });

  it("takes a record's name and whether it still exists from the server when it says so (recordNow)", async () => {
    const invoiceId = fixtureId(8);
    auditApi([
      event({ id: "32", recordType: "invoice", recordId: invoiceId, recordLabel: "pending-x", recordNow: "2026-0009" }),
      event({ id: "31", recordLabel: "Jan Novák", recordNow: null }),
    ]);
    renderPage();
    const table = await screen.findByRole("table", { name: "Audit log" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("Changed invoice 2026-0009");
    expect(within(rows[0] as HTMLElement).getByRole("link", { name: "Open 2026-0009" })).toHaveAttribute(
      "href",
      `/crm/invoices/${invoiceId}`,
    );
    // Deleted since (in the trash): named as it was, and no link to a screen that would say "not found".
    expect(rows[1]).toHaveTextContent("Changed contact Jan Novák");
    expect(within(rows[1] as HTMLElement).queryByRole("link")).toBeNull();
  });

  it("says when nothing matches", async () => {
    auditApi([]);
    renderPage();
    expect(await screen.findByText("No changes match these filters.")).toBeInTheDocument();
  });

  it("says when the log cannot be loaded", async () => {
    const api = auditApi();
    api.on("auditLog.list", fail("Database is down", 503));
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Database is down");
  });
});
