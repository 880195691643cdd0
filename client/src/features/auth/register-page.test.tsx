import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { appRoutes } from "@/app/routes";
import { authError, authUrl, signedOutHandlers, testUser } from "@/test/auth-responses";
import { installFakeApi, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";

const GOOD = {
  name: "Jana Nováková",
  email: "jana@example.com",
  orgId: testUser.orgId,
  password: "Str0ng!Passw0rd",
  confirmPassword: "Str0ng!Passw0rd",
};
type RegisterForm = typeof GOOD;

const LABELS: Record<keyof RegisterForm, string> = {
  name: "Full Name",
  email: "Email",
  orgId: "Organization ID",
  password: "Password",
  confirmPassword: "Confirm Password",
};

/** Every request to the auth API, in order, with its body. */
const calls: Array<[string, unknown]> = [];

beforeEach(() => {
  calls.length = 0;
  mockServer.use(...signedOutHandlers());
  installFakeApi({ "health.check": pending() });
});

function answer(endpoint: "register" | "login", respond: () => Response | Promise<Response>) {
  mockServer.use(
    http.post(authUrl(endpoint), async ({ request }) => {
      calls.push([endpoint, await request.json()]);
      return respond();
    }),
  );
}

async function openRegister() {
  const view = renderRoutes(appRoutes, "/register");
  await screen.findByRole("heading", { name: "Create an account" });
  return view;
}

async function fillAndSubmit(values: RegisterForm) {
  const user = userEvent.setup();
  for (const [field, label] of Object.entries(LABELS) as Array<[keyof RegisterForm, string]>) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (values[field]) await user.type(input, values[field]);
  }
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

describe("RegisterPage", () => {
  it("has the five labelled fields, the organization ID hint and a link to /login", async () => {
    await openRegister();
    expect(screen.getByLabelText("Full Name")).toHaveAttribute("autocomplete", "name");
    expect(screen.getByLabelText("Email")).toHaveAttribute("autocomplete", "email");
    expect(screen.getByLabelText("Organization ID")).toHaveAccessibleDescription(
      "Contact your admin for the organization ID",
    );
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "new-password");
    expect(screen.getByLabelText("Confirm Password")).toHaveAttribute("autocomplete", "new-password");
    expect(screen.getByText("Contact your admin for the organization ID")).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it.each<[string, Partial<RegisterForm>, string]>([
    [
      "an empty form",
      { name: "", email: "", orgId: "", password: "", confirmPassword: "" },
      "Please fill in all fields",
    ],
    ["no name", { name: "   " }, "Please fill in all fields"],
    ["no email", { email: "" }, "Please fill in all fields"],
    ["no organization ID", { orgId: "" }, "Please fill in all fields"],
    ["no password", { password: "" }, "Please fill in all fields"],
    ["no confirmation", { confirmPassword: "" }, "Please fill in all fields"],
    [
      "an invalid email, before the password",
      { email: "jana@", password: "short" },
      "Please enter a valid email address",
    ],
    [
      "a short password",
      { password: "Sh0rt!", confirmPassword: "Sh0rt!" },
      "Password must be at least 12 characters long",
    ],
    [
      "no uppercase letter",
      { password: "str0ng!passw0rd", confirmPassword: "str0ng!passw0rd" },
      "Password must contain at least one uppercase letter",
    ],
    [
      "no lowercase letter",
      { password: "STR0NG!PASSW0RD", confirmPassword: "STR0NG!PASSW0RD" },
      "Password must contain at least one lowercase letter",
    ],
    [
      "no number",
      { password: "Strong!Password", confirmPassword: "Strong!Password" },
      "Password must contain at least one number",
    ],
    [
      "no special character",
      { password: "Str0ngPassw0rd", confirmPassword: "Str0ngPassw0rd" },
      "Password must contain at least one special character",
    ],
    ["a different confirmation", { confirmPassword: "Str0ng!Passw0rd?" }, "Passwords do not match"],
  ])("with %s says %j, without calling the server", async (_, change, message) => {
    answer("register", () => HttpResponse.json({ user: testUser }, { status: 201 }));
    await openRegister();
    await fillAndSubmit({ ...GOOD, ...change });
    expect(screen.getByRole("alert")).toHaveTextContent(new RegExp(`^${message}$`));
    expect(calls).toEqual([]);
  });

  it("shows the server's message when registration is refused", async () => {
    answer("register", () => authError("An account with this email already exists", 409));
    await openRegister();
    await fillAndSubmit(GOOD);
    expect(await screen.findByRole("alert")).toHaveTextContent("An account with this email already exists");
    expect(calls.map(([endpoint]) => endpoint)).toEqual(["register"]);
  });

  it("shows 'Unknown organization ID' from the server", async () => {
    answer("register", () => authError("Unknown organization ID", 400));
    await openRegister();
    await fillAndSubmit({ ...GOOD, orgId: "not-a-real-id" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Unknown organization ID");
  });

  it("falls back to 'Registration failed. Please try again.' when there is no answer", async () => {
    answer("register", () => HttpResponse.error());
    await openRegister();
    await fillAndSubmit(GOOD);
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Registration failed\. Please try again\.$/);
  });

  it("disables the button with a busy text while registering", async () => {
    answer("register", () => delay("infinite").then(() => HttpResponse.json({ user: testUser })));
    await openRegister();
    await fillAndSubmit(GOOD);
    expect(await screen.findByRole("button", { name: "Creating account…" })).toBeDisabled();
  });

  it("registers, signs in with the same credentials and goes to /", async () => {
    answer("register", () => HttpResponse.json({ user: testUser }, { status: 201 }));
    answer("login", () => HttpResponse.json({ user: testUser }));
    const { router } = await openRegister();
    await fillAndSubmit({ ...GOOD, name: "  Jana Nováková ", email: " jana@example.com" });

    expect(await screen.findByRole("heading", { level: 1, name: "Přehled" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(calls).toEqual([
      ["register", { name: "Jana Nováková", email: "jana@example.com", orgId: GOOD.orgId, password: GOOD.password }],
      ["login", { email: "jana@example.com", password: GOOD.password }],
    ]);
    const account = screen.getByRole("region", { name: "Signed-in user" });
    expect(within(account).getByText(testUser.name)).toBeInTheDocument();
  });
});
