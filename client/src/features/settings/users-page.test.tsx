import type { Invitation, TeamUser } from "@kancl/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { appRoutes } from "@/app/routes";
import { signedInAs, testUser } from "@/test/auth-responses";
import { type FakeApi, fail, installFakeApi, ok } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";

const TOKEN = "T0k3n-abcdefghijklmnopqrstuvwxyz0123456789_-";

const member = (overrides: Partial<TeamUser> & Pick<TeamUser, "id" | "name">): TeamUser => ({
  email: `${overrides.name.toLowerCase().replace(/\s/g, ".")}@example.com`,
  role: "member",
  status: "active",
  createdAt: "2026-01-15T10:00:00.000Z",
  ...overrides,
});

const me = member({ id: testUser.id, name: testUser.name, email: testUser.email, role: "owner" });
const petr = member({ id: "9b1c1c6e-7a0e-4b77-8c43-2f1d1b0e7a01", name: "Petr Svoboda" });
const eva = member({ id: "9b1c1c6e-7a0e-4b77-8c43-2f1d1b0e7a02", name: "Eva Dvořáková", status: "deactivated" });

let users: TeamUser[];
let invitations: Invitation[];
let api: FakeApi;

beforeEach(() => {
  toast.dismiss();
  users = [me, petr, eva];
  invitations = [];
  mockServer.use(signedInAs({ ...testUser, role: "owner" }));
  api = installFakeApi({
    "users.list": () => ok({ users }),
    "invitations.list": () => ok({ invitations }),
    "users.changeRole": (input) => {
      users = users.map((u) => (u.id === input.id ? { ...u, role: input.role } : u));
      return ok(users.find((u) => u.id === input.id) as TeamUser);
    },
    "users.deactivate": (input) => {
      users = users.map((u) => (u.id === input.id ? { ...u, status: "deactivated" as const } : u));
      return ok(users.find((u) => u.id === input.id) as TeamUser);
    },
    "users.reactivate": (input) => {
      users = users.map((u) => (u.id === input.id ? { ...u, status: "active" as const } : u));
      return ok(users.find((u) => u.id === input.id) as TeamUser);
    },
    "invitations.create": (input) => {
      const invitation: Invitation = {
        id: "5e1f8a52-8f0e-4d7e-9d55-3b1f4d0a7c09",
        email: input.email,
        role: input.role ?? "member",
        invitedBy: testUser.name,
        createdAt: "2026-11-26T10:00:00.000Z",
        expiresAt: "2026-12-03T10:00:00.000Z",
      };
      invitations = [invitation, ...invitations];
      return ok({ invitation, link: `/invite/${TOKEN}`, emailed: false });
    },
    "invitations.revoke": (input) => {
      invitations = invitations.filter((i) => i.id !== input.id);
      return ok({ success: true });
    },
  });
});

async function openPage() {
  const user = userEvent.setup();
  renderRoutes(appRoutes, "/settings/users");
  render(<Toaster />);
  await screen.findByRole("heading", { level: 1, name: "Users" });
  return user;
}

const rowOf = (name: string) => {
  const row = screen.getByRole("rowheader", { name: new RegExp(name) }).closest("tr");
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

// The first test loads the lazy route chunks, slow on a busy machine.
describe("Settings → Users", { timeout: 15_000 }, () => {
  it("lists members with e-mail, role and status; the owner's own row has no deactivate", async () => {
    await openPage();
    const table = await screen.findByRole("table", { name: "Members" });
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(within(rowOf("Petr Svoboda")).getByText("petr.svoboda@example.com")).toBeVisible();
    expect(within(rowOf("Petr Svoboda")).getByText("Active")).toBeVisible();
    expect(within(rowOf("Eva Dvořáková")).getByText("Deactivated")).toBeVisible();
    expect(within(rowOf("Jana Nováková")).getByText("(you)")).toBeVisible();
    expect(within(rowOf("Jana Nováková")).queryByRole("button", { name: /Deactivate/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
  });

  it("changes a role from the select and says so", async () => {
    const user = await openPage();
    const select = await screen.findByRole("combobox", { name: "Role of Petr Svoboda" });
    await user.selectOptions(select, "read-only");
    await waitFor(() => expect(api.callsTo("users.changeRole")).toEqual([{ id: petr.id, role: "read-only" }]));
    expect(await screen.findByText("Role changed")).toBeVisible();
  });

  it("deactivates after a confirmation and reactivates", async () => {
    const user = await openPage();
    await user.click(await screen.findByRole("button", { name: "Deactivate Petr Svoboda" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Deactivate Petr Svoboda?" });
    expect(within(dialog).getByText(/signed out everywhere at once and their API keys stop working/)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(within(rowOf("Petr Svoboda")).getByText("Deactivated")).toBeVisible());
    expect(api.callsTo("users.deactivate")).toEqual([{ id: petr.id }]);
    await user.click(screen.getByRole("button", { name: "Reactivate Eva Dvořáková" }));
    await waitFor(() => expect(api.callsTo("users.reactivate")).toEqual([{ id: eva.id }]));
  });

  it("shows the server's refusal in a toast (the last owner)", async () => {
    api.on(
      "users.changeRole",
      fail(
        "The organization's last owner cannot leave, be deactivated or be demoted: make another member an owner first",
        409,
        "CONFLICT",
      ),
    );
    const user = await openPage();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Role of Jana Nováková" }), "member");
    expect(await screen.findByText(/last owner cannot leave, be deactivated or be demoted/)).toBeVisible();
  });

  it("invites by e-mail with a role, shows the link to copy once, and lists the invitation as pending", async () => {
    const user = await openPage();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "nova@example.com");
    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "admin");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy the invitation link" });
    expect(within(dialog).getByRole("textbox", { name: "Invitation link" })).toHaveValue(
      `http://localhost/invite/${TOKEN}`,
    );
    expect(within(dialog).getByText(/nova@example.com: it lets them join as Admin/)).toBeVisible();
    expect(api.callsTo("invitations.create")).toEqual([{ email: "nova@example.com", role: "admin" }]);
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    const pending = await screen.findByRole("table", { name: "Pending invitations" });
    expect(within(pending).getByRole("rowheader", { name: "nova@example.com" })).toBeVisible();
    await user.click(within(pending).getByRole("button", { name: "Revoke the invitation of nova@example.com" }));
    expect(await screen.findByText("No pending invitations.")).toBeVisible();
  });

  it("refuses an invalid address before sending, with the spec's message", async () => {
    const user = await openPage();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email address");
    expect(api.callsTo("invitations.create")).toEqual([]);
  });

  it("offers the owner role to owners only", async () => {
    mockServer.use(signedInAs({ ...testUser, role: "admin" }));
    users = [
      { ...me, role: "admin" },
      petr,
      member({ id: "9b1c1c6e-7a0e-4b77-8c43-2f1d1b0e7a03", name: "Olga Majitelka", role: "owner" }),
    ];
    await openPage();
    const roleChoice = screen.getByRole("combobox", { name: "Role" });
    expect(within(roleChoice).queryByRole("option", { name: "Owner" })).toBeNull();
    await screen.findByRole("table", { name: "Members" });
    // An owner's row is not an admin's to change.
    expect(within(rowOf("Olga Majitelka")).queryByRole("combobox")).toBeNull();
    expect(within(rowOf("Olga Majitelka")).queryByRole("button", { name: /Deactivate/ })).toBeNull();
  });
});

describe("Settings for members and read-only users", () => {
  it("has no Users tab, and the page says who may manage users", async () => {
    mockServer.use(signedInAs({ ...testUser, role: "member" }));
    renderRoutes(appRoutes, "/settings/users");
    expect(await screen.findByText("Only an owner or an admin of the organization can manage users.")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Users" })).toBeNull();
    expect(api.callsTo("users.list")).toEqual([]);
  });
});
