import { ACCOUNT_MESSAGES, type AccountSession, AUTH_MESSAGES } from "@kancl/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { Toaster, toast } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { appRoutes } from "@/app/routes";
import { authUrl, signedInAs } from "@/test/auth-responses";
import { type FakeApi, fail, installFakeApi, ok } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const thisBrowser: AccountSession = {
  id: "5e0c1d2e-0000-4000-8000-000000000001",
  userAgent: FIREFOX,
  ipAddress: "10.0.0.5",
  createdAt: "2026-11-20T08:00:00.000Z",
  lastUsedAt: "2026-11-26T09:00:00.000Z",
  current: true,
};
const phone: AccountSession = {
  id: "5e0c1d2e-0000-4000-8000-000000000002",
  userAgent: IPHONE,
  ipAddress: "192.0.2.44",
  createdAt: "2026-11-21T18:30:00.000Z",
  lastUsedAt: "2026-11-25T20:15:00.000Z",
  current: false,
};

let sessions: AccountSession[];
let api: FakeApi;
let loggedOut: number;

beforeEach(() => {
  toast.dismiss();
  sessions = [thisBrowser, phone];
  loggedOut = 0;
  mockServer.use(
    signedInAs(),
    http.post(authUrl("logout"), () => {
      loggedOut += 1;
      return HttpResponse.json({ success: true });
    }),
  );
  api = installFakeApi({
    "account.sessions": () => ok({ sessions }),
    "account.endSession": (input) => {
      sessions = sessions.filter((session) => session.id !== input.id);
      return ok({ success: true });
    },
    "account.signOutEverywhere": () => ok({ success: true }),
    "account.changePassword": (input) =>
      input.currentPassword === "Correct-Horse-42"
        ? ok({ success: true })
        : fail(ACCOUNT_MESSAGES.currentPasswordWrong, 400, "BAD_REQUEST"),
  });
});

async function openPage() {
  const view = renderRoutes(appRoutes, "/settings/account");
  render(<Toaster />);
  await screen.findByRole("heading", { level: 1, name: "Account" });
  return { user: userEvent.setup(), ...view };
}

describe("AccountPage: sessions", () => {
  it("lists the sessions by device and address, marking this browser, with Sign out for the others", async () => {
    await openPage();
    const list = await screen.findByRole("list", { name: "Sessions" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Firefox on Windows");
    expect(items[0]).toHaveTextContent("This browser");
    expect(items[0]).toHaveTextContent("10.0.0.5");
    expect(within(items[0] as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent("Safari on iPhone");
    expect(items[1]).toHaveTextContent("192.0.2.44");
    expect(within(items[1] as HTMLElement).getByRole("button", { name: /^Sign out Safari on iPhone/ })).toBeVisible();
  });

  it("signs another session out after a confirmation", async () => {
    const { user } = await openPage();
    await user.click(await screen.findByRole("button", { name: /^Sign out Safari on iPhone/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sign this session out?" });
    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(api.callsTo("account.endSession")).toEqual([{ id: phone.id }]));
    expect(await screen.findByText(ACCOUNT_MESSAGES.sessionEnded)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    const list = await screen.findByRole("list", { name: "Sessions" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
  });

  it("signs out everywhere, then leaves for the sign-in page", async () => {
    const { user, router } = await openPage();
    await user.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sign out everywhere?" });
    await user.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(api.callsTo("account.signOutEverywhere")).toHaveLength(1);
    expect(loggedOut).toBe(1);
  });

  it("shows a failure to load with Retry", async () => {
    let failed = false;
    api.on("account.sessions", () => {
      if (failed) return ok({ sessions });
      failed = true;
      return fail("Database unavailable", 503, "SERVICE_UNAVAILABLE");
    });
    const { user } = await openPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Database unavailable");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("list", { name: "Sessions" })).toBeVisible();
  });
});

describe("AccountPage: password", () => {
  async function change(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
    if (current) await user.type(screen.getByLabelText("Current password"), current);
    if (next) await user.type(screen.getByLabelText("New password"), next);
    if (confirm) await user.type(screen.getByLabelText("Confirm new password"), confirm);
    await user.click(screen.getByRole("button", { name: "Change password" }));
  }

  it("asks for the current password, the registration's rules and the confirmation before sending", async () => {
    const { user } = await openPage();
    await change(user, "", "Nove-Heslo-2026!");
    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.currentPasswordRequired);
    await user.clear(screen.getByLabelText("New password"));
    await user.clear(screen.getByLabelText("Confirm new password"));
    await change(user, "Correct-Horse-42", "nocapitals-123!");
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.passwordUppercase);
    expect(api.callsTo("account.changePassword")).toEqual([]);
  });

  it("shows the server's refusal of a wrong current password", async () => {
    const { user } = await openPage();
    await change(user, "Wrong-Password-1", "Nove-Heslo-2026!");
    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.currentPasswordWrong);
  });

  it("changes the password and clears the form", async () => {
    const { user } = await openPage();
    await change(user, "Correct-Horse-42", "Nove-Heslo-2026!");
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();
    expect(api.callsTo("account.changePassword")).toEqual([
      { currentPassword: "Correct-Horse-42", newPassword: "Nove-Heslo-2026!" },
    ]);
    await waitFor(() => expect(screen.getByLabelText("Current password")).toHaveValue(""));
  });
});
