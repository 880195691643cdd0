import { TEAM_MESSAGES } from "@kancl/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { appRoutes } from "@/app/routes";
import { authUrl, signedOutHandlers, testUser } from "@/test/auth-responses";
import { type FakeApi, fail, installFakeApi, ok, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
const PASSWORD = "Str0ng!Passw0rd";
const preview = {
  organizationName: "Acme s.r.o.",
  email: "kolegyne@example.com",
  role: "member" as const,
  expiresAt: "2099-01-01T00:00:00.000Z",
};

let api: FakeApi;
const logins: unknown[] = [];

beforeEach(() => {
  logins.length = 0;
  mockServer.use(
    ...signedOutHandlers(),
    http.post(authUrl("login"), async ({ request }) => {
      logins.push(await request.json());
      return HttpResponse.json({ user: { ...testUser, email: preview.email, role: "member" } });
    }),
  );
  api = installFakeApi({
    "health.check": pending(),
    "invitations.preview": ok(preview),
    "invitations.accept": (input) =>
      ok({ user: { ...testUser, name: input.name, email: preview.email, role: "member" as const } }),
  });
});

async function open() {
  renderRoutes(appRoutes, `/invite/${TOKEN}`);
  return userEvent.setup();
}

describe("registration through an invitation (/invite/:token)", { timeout: 15_000 }, () => {
  it("shows the organization and the fixed e-mail, registers with the token and signs in", async () => {
    const user = await open();
    expect(await screen.findByRole("heading", { name: "Join Acme s.r.o." })).toBeVisible();
    expect(screen.getByText("You were invited as Member. Choose your name and a password.")).toBeVisible();
    const email = screen.getByLabelText("Email");
    expect(email).toHaveValue("kolegyne@example.com");
    expect(email).toHaveAttribute("readonly");
    expect(screen.queryByLabelText("Organization ID")).toBeNull();
    await user.type(screen.getByLabelText("Full Name"), "Eva Kolegyně");
    await user.type(screen.getByLabelText("Password"), PASSWORD);
    await user.type(screen.getByLabelText("Confirm Password"), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Přehled" })).toBeVisible();
    expect(api.callsTo("invitations.preview")).toEqual([{ token: TOKEN }]);
    expect(api.callsTo("invitations.accept")).toEqual([{ token: TOKEN, name: "Eva Kolegyně", password: PASSWORD }]);
    expect(logins).toEqual([{ email: "kolegyne@example.com", password: PASSWORD }]);
  });

  it("checks the fields with the registration's messages before sending", async () => {
    const user = await open();
    await screen.findByRole("heading", { name: "Join Acme s.r.o." });
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please fill in all fields");
    await user.type(screen.getByLabelText("Full Name"), "Eva");
    await user.type(screen.getByLabelText("Password"), PASSWORD);
    await user.type(screen.getByLabelText("Confirm Password"), `${PASSWORD}x`);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Passwords do not match");
    expect(api.callsTo("invitations.accept")).toEqual([]);
  });

  it("says why a used, expired or revoked link cannot be used, and offers to sign in", async () => {
    api.on("invitations.preview", fail(TEAM_MESSAGES.invitationExpired, 409, "CONFLICT"));
    await open();
    expect(await screen.findByRole("heading", { name: "This invitation cannot be used" })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(TEAM_MESSAGES.invitationExpired);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("button", { name: "Create account" })).toBeNull();
  });

  it("shows the server's refusal when the link was used meanwhile", async () => {
    api.on("invitations.accept", fail(TEAM_MESSAGES.invitationUsed, 409, "CONFLICT"));
    const user = await open();
    await screen.findByRole("heading", { name: "Join Acme s.r.o." });
    await user.type(screen.getByLabelText("Full Name"), "Eva");
    await user.type(screen.getByLabelText("Password"), PASSWORD);
    await user.type(screen.getByLabelText("Confirm Password"), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(TEAM_MESSAGES.invitationUsed);
    expect(logins).toEqual([]);
  });
});
