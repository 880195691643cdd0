import type { ApiKey } from "@kancl/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast } from "sonner";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { appRoutes } from "@/app/routes";
import { signedInAs } from "@/test/auth-responses";
import { type FakeApi, fail, installFakeApi, ok, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";

const SECRET = "kancl_Zx9Yw8VuT7sR6qP5oN4mL3kJ2iH1gF0eDcBa987654321xyz";
const DAY_MS = 24 * 60 * 60 * 1000;

function apiKey(overrides: Partial<ApiKey> & Pick<ApiKey, "id" | "name">): ApiKey {
  return {
    prefix: `kancl_${overrides.id.slice(0, 6)}…`,
    createdAt: "2026-01-15T10:00:00.000Z",
    expiresAt: null,
    lastUsedAt: null,
    revokedAt: null,
    scope: "read-write",
    ...overrides,
  };
}

const deployBot = apiKey({
  id: "0b6f8a52-8f0e-4d7e-9d55-3b1f4d0a7c01",
  name: "Deploy bot",
  prefix: "kancl_ab12cd…",
});
const invoicingExport = apiKey({
  id: "1c7a9b63-9a1f-4e8f-8e66-4c2a5e1b8d02",
  name: "Invoicing export",
  prefix: "kancl_ef34gh…",
  lastUsedAt: "2026-02-20T08:45:00.000Z",
  expiresAt: "2999-03-01T00:00:00.000Z",
});
const oldImport = apiKey({
  id: "2d8bac74-ab20-4f90-9f77-5d3b6f2c9e03",
  name: "Old import",
  expiresAt: "2025-06-30T00:00:00.000Z",
});
const retiredSync = apiKey({
  id: "3e9cbd85-bc31-4aa1-8088-6e4c7a3daf04",
  name: "Retired sync",
  revokedAt: "2026-01-20T09:00:00.000Z",
});

/** The server's keys while a test runs; the handlers below read and change them like the API would. */
let keys: ApiKey[];
const createBodies: unknown[] = [];
const revokeBodies: unknown[] = [];
let api: FakeApi;

beforeEach(() => {
  // sonner keeps its toasts in module state and replays the active ones to a new Toaster: start each test without.
  toast.dismiss();
  keys = [];
  createBodies.length = 0;
  revokeBodies.length = 0;
  mockServer.use(signedInAs());
  api = installFakeApi({
    "apiKeys.list": () => ok({ apiKeys: keys }),
    "apiKeys.create": (input) => {
      createBodies.push(input);
      const created = apiKey({
        id: "4fadce96-cd42-4bb2-9199-7f5d8b4eb005",
        name: input.name,
        prefix: "kancl_Zx9Yw8…",
        createdAt: new Date().toISOString(),
        expiresAt: input.expiresAt ?? null,
      });
      keys = [created, ...keys];
      return ok({ apiKey: created, secret: SECRET });
    },
    "apiKeys.revoke": (input) => {
      revokeBodies.push(input);
      keys = keys.map((key) => (key.id === input.id ? { ...key, revokedAt: new Date().toISOString() } : key));
      return ok({ success: true });
    },
  });
});

/** The page inside the app, with a toaster (the app mounts one in its providers, the test providers do not). */
async function openPage() {
  const user = userEvent.setup();
  const view = renderRoutes(appRoutes, "/settings/api-keys");
  render(<Toaster />);
  await screen.findByRole("heading", { level: 1, name: "API keys" });
  return { user, ...view };
}

function keysTable() {
  return screen.getByRole("table", { name: "Your keys" });
}

function rowOf(name: string) {
  const row = screen.getByRole("rowheader", { name }).closest("tr");
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const mediumDate = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(iso));
const mediumDateTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

describe("ApiKeysPage: the explanation", () => {
  it("says how keys are used and links to the API reference in a new tab", async () => {
    await openPage();
    expect(screen.getByText(/let other systems use the Kancl REST API as you, in your organization/)).toBeVisible();
    expect(screen.getByText("Authorization: Bearer <key>")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "API reference, opens in a new tab" });
    expect(link).toHaveAttribute("href", "/api/v1/docs/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

describe("ApiKeysPage: the list", () => {
  it("shows a loading state until the keys arrive", async () => {
    api.on("apiKeys.list", pending());
    await openPage();
    expect(await screen.findByRole("status")).toHaveTextContent("Loading API keys…");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says 'No API keys yet.' when there are none", async () => {
    await openPage();
    expect(await screen.findByText("No API keys yet.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the server's message and loads again on Retry", async () => {
    let failed = false;
    api.on("apiKeys.list", () => {
      if (failed) return ok({ apiKeys: keys });
      failed = true;
      return fail("Database unavailable", 503);
    });
    keys = [deployBot];
    const { user } = await openPage();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load API keys");
    expect(alert).toHaveTextContent("Database unavailable");
    await user.click(screen.getByRole("button", { name: "Retry" }));

    expect(await screen.findByRole("rowheader", { name: "Deploy bot" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lists name, key prefix and dates in the user's locale, with 'Never' for missing dates", async () => {
    keys = [deployBot, invoicingExport];
    await openPage();
    const table = await screen.findByRole("table", { name: "Your keys" });

    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Name", "Key", "Access", "Created", "Last used", "Expires", "Status", "Actions"]);

    const fresh = within(rowOf("Deploy bot")).getAllByRole("cell");
    expect(fresh.map((cell) => cell.textContent)).toEqual([
      "kancl_ab12cd…",
      "Read and write",
      mediumDate(deployBot.createdAt),
      "Never",
      "Never",
      "Active",
      "Revoke",
    ]);

    const used = within(rowOf("Invoicing export")).getAllByRole("cell");
    expect(used[3]).toHaveTextContent(mediumDateTime("2026-02-20T08:45:00.000Z"));
    expect(used[4]).toHaveTextContent(mediumDate("2999-03-01T00:00:00.000Z"));
    expect(used[4]?.querySelector("time")).toHaveAttribute("datetime", "2999-03-01T00:00:00.000Z");
  });

  it("marks keys Active, Expired and Revoked, and offers Revoke only for keys not revoked", async () => {
    keys = [deployBot, oldImport, retiredSync];
    await openPage();
    await screen.findByRole("table", { name: "Your keys" });

    expect(within(rowOf("Deploy bot")).getByText("Active")).toHaveAttribute("data-status", "active");
    expect(within(rowOf("Old import")).getByText("Expired")).toHaveAttribute("data-status", "expired");
    expect(within(rowOf("Retired sync")).getByText("Revoked")).toHaveAttribute("data-status", "revoked");

    expect(within(rowOf("Old import")).getByRole("button", { name: "Revoke Old import" })).toBeEnabled();
    expect(within(rowOf("Retired sync")).queryByRole("button")).not.toBeInTheDocument();
    expect(within(keysTable()).getAllByRole("button", { name: /^Revoke/ })).toHaveLength(2);
  });
});

describe("ApiKeysPage: creating a key", () => {
  it("refuses an empty or blank name with the schema's message, without calling the server", async () => {
    const { user } = await openPage();
    await screen.findByText("No API keys yet.");
    const name = screen.getByLabelText("Name");

    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Name is required");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(/Name is required/);
    expect(name).toHaveFocus();

    await user.type(name, "   ");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Name is required");
    expect(createBodies).toEqual([]);
  });

  it("creates a key with the chosen expiry and shows its secret once, with a curl example and Copy", async () => {
    const { user } = await openPage();
    await screen.findByText("No API keys yet.");

    await user.type(screen.getByLabelText("Name"), "  Invoicing export ");
    await user.selectOptions(screen.getByLabelText("Expiry"), "90 days");
    const before = Date.now();
    await user.click(screen.getByRole("button", { name: "Create key" }));

    const dialog = await screen.findByRole("dialog", { name: "Copy your new API key" });
    expect(await screen.findByText("API key created")).toBeInTheDocument();
    expect(createBodies).toHaveLength(1);
    const sent = createBodies[0] as { name: string; expiresAt: string };
    expect(sent.name).toBe("Invoicing export");
    const expiresIn = Date.parse(sent.expiresAt) - before;
    // 90 calendar days: 90 × 24 h, give or take a daylight-saving hour.
    expect(Math.abs(expiresIn - 90 * DAY_MS)).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);

    const secretInput = within(dialog).getByLabelText("API key");
    expect(secretInput).toHaveValue(SECRET);
    expect(secretInput).toHaveAttribute("readonly");
    expect(dialog).toHaveTextContent("It will not be shown again.");
    expect(within(dialog).getByText("Try it").closest("figure")).toHaveTextContent(
      `curl -H "Authorization: Bearer ${SECRET}" http://localhost/api/v1/crm/contacts`,
    );

    await user.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText("Copied")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The form is ready for the next key, with the focus back in it.
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByLabelText("Name")).toHaveFocus();
    // The list was refreshed with the new key; once the dialog is closed only its prefix is on the page.
    await screen.findByRole("rowheader", { name: "Invoicing export" });
    expect(within(rowOf("Invoicing export")).getByText("kancl_Zx9Yw8…")).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it("sends no expiry for Never, and can be used with the keyboard alone", async () => {
    const { user } = await openPage();
    await screen.findByText("No API keys yet.");

    screen.getByLabelText("Name").focus();
    await user.keyboard("CI");
    await user.tab();
    expect(screen.getByLabelText("Expiry")).toHaveFocus();
    expect(screen.getByLabelText("Expiry")).toHaveDisplayValue("Never");
    await user.tab();
    // Issue 25: the key's access, read and write unless chosen otherwise.
    expect(screen.getByLabelText("Access")).toHaveFocus();
    expect(screen.getByLabelText("Access")).toHaveDisplayValue("Read and write");
    await user.tab();
    expect(screen.getByRole("button", { name: "Create key" })).toHaveFocus();
    await user.keyboard("{Enter}");

    await screen.findByRole("dialog", { name: "Copy your new API key" });
    expect(createBodies).toEqual([{ name: "CI", expiresAt: null, scope: "read-write" }]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's message when the create fails, and no secret", async () => {
    api.on("apiKeys.create", fail("expiresAt: must be in the future", 400, "BAD_REQUEST"));
    const { user } = await openPage();
    await screen.findByText("No API keys yet.");

    await user.type(screen.getByLabelText("Name"), "Late key");
    await user.click(screen.getByRole("button", { name: "Create key" }));

    expect(await screen.findByText("expiresAt: must be in the future")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Ready for another try, with the name kept.
    expect(await screen.findByRole("button", { name: "Create key" })).toBeEnabled();
    expect(screen.getByLabelText("Name")).toHaveValue("Late key");
  });

  it("says so when the clipboard refuses", async () => {
    const { user } = await openPage();
    await screen.findByText("No API keys yet.");
    await user.type(screen.getByLabelText("Name"), "CI");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy your new API key" });

    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("Denied"));
    const copy = within(dialog).getByRole("button", { name: "Copy" });
    // Radix makes the page behind a modal dialog unclickable (\`pointer-events: none\` on the body) and the dialog
    // clickable again in an effect after it appears; a loaded machine has clicked in between (seen in CI once).
    await waitFor(() => expect(getComputedStyle(copy).pointerEvents).not.toBe("none"));
    await user.click(copy);
    expect(await screen.findByText("Could not copy the key. Select it and copy it yourself.")).toBeInTheDocument();
    expect(screen.queryByText("Copied")).not.toBeInTheDocument();
    writeText.mockRestore();
  });
});

describe("ApiKeysPage: revoking a key", () => {
  it("asks first; Cancel keeps the key and returns the focus to its button", async () => {
    keys = [deployBot];
    const { user } = await openPage();
    const revokeButton = await screen.findByRole("button", { name: "Revoke Deploy bot" });

    await user.click(revokeButton);
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke API key?" });
    expect(dialog).toHaveTextContent("“Deploy bot” (kancl_ab12cd…) stops working at once");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(revokeBodies).toEqual([]);
    expect(revokeButton).toHaveFocus();
    expect(within(rowOf("Deploy bot")).getByText("Active")).toBeInTheDocument();
  });

  it("revokes after the confirmation: toast, Revoked badge, no more Revoke button", async () => {
    keys = [deployBot, invoicingExport];
    const { user } = await openPage();

    await user.click(await screen.findByRole("button", { name: "Revoke Deploy bot" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke API key?" });
    await user.click(within(dialog).getByRole("button", { name: "Revoke key" }));

    expect(await screen.findByText("API key revoked")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(revokeBodies).toEqual([{ id: deployBot.id }]);
    expect(within(rowOf("Deploy bot")).getByText("Revoked")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Revoke Deploy bot" })).not.toBeInTheDocument();
    expect(within(rowOf("Invoicing export")).getByText("Active")).toBeInTheDocument();
    // The button that had the focus is gone: the table takes it, not the page's body.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(keysTable());
  });

  it("shows the server's message when the revoke fails", async () => {
    keys = [deployBot];
    api.on("apiKeys.revoke", fail("API key not found", 404, "NOT_FOUND"));
    const { user } = await openPage();

    await user.click(await screen.findByRole("button", { name: "Revoke Deploy bot" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke key" }));

    expect(await screen.findByText("API key not found")).toBeInTheDocument();
    expect(screen.queryByText("API key revoked")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });
});
