import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { appRoutes } from "@/app/routes";
import { authError, authUrl, signedOutHandlers, testUser } from "@/test/auth-responses";
import { installFakeApi, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";

const loginBodies: unknown[] = [];

beforeEach(() => {
  loginBodies.length = 0;
  mockServer.use(...signedOutHandlers());
  // The Overview behind a successful sign-in asks for the health check; it never answers here.
  installFakeApi({ "health.check": pending() });
});

/** Login answers with the given response and records what was sent. */
function loginAnswers(answer: () => Response | Promise<Response>) {
  mockServer.use(
    http.post(authUrl("login"), async ({ request }) => {
      loginBodies.push(await request.json());
      return answer();
    }),
  );
}

async function openLogin() {
  const view = renderRoutes(appRoutes, "/login");
  await screen.findByRole("heading", { name: "Sign in" });
  return view;
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  const emailInput = screen.getByLabelText("Email");
  const passwordInput = screen.getByLabelText("Password");
  await user.clear(emailInput);
  await user.clear(passwordInput);
  if (email) await user.type(emailInput, email);
  if (password) await user.type(passwordInput, password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("LoginPage", () => {
  it("has labelled inputs with autocomplete hints and a link to /register", async () => {
    await openLogin();
    expect(screen.getByLabelText("Email")).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "current-password");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it.each([
    ["", "", "Please enter both email and password"],
    ["jana@example.com", "", "Please enter both email and password"],
    ["", "Str0ng!Passw0rd", "Please enter both email and password"],
    ["   ", "Str0ng!Passw0rd", "Please enter both email and password"],
    ["jana", "Str0ng!Passw0rd", "Please enter a valid email address"],
    ["jana@example", "Str0ng!Passw0rd", "Please enter a valid email address"],
    ["jana @example.com", "Str0ng!Passw0rd", "Please enter a valid email address"],
  ])("rejects email %j with password %j: %s, without calling the server", async (email, password, message) => {
    loginAnswers(() => HttpResponse.json({ user: testUser }));
    await openLogin();
    await submit(email, password);
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(loginBodies).toEqual([]);
  });

  it("shows the server's message when sign-in is refused", async () => {
    loginAnswers(() => authError("Invalid email or password", 401));
    await openLogin();
    await submit("jana@example.com", "Wrong!Passw0rd1");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
    expect(loginBodies).toEqual([{ email: "jana@example.com", password: "Wrong!Passw0rd1" }]);
  });

  it("shows the rate limit's message", async () => {
    loginAnswers(() => authError("Too many attempts. Please try again later.", 429));
    await openLogin();
    await submit("jana@example.com", "Wrong!Passw0rd1");
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please try again later.");
  });

  it("falls back to 'Login failed. Please try again.' when there is no answer", async () => {
    loginAnswers(() => HttpResponse.error());
    await openLogin();
    await submit("jana@example.com", "Str0ng!Passw0rd");
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Login failed\. Please try again\.$/);
  });

  it("disables the button with a busy text while signing in", async () => {
    loginAnswers(() => delay("infinite").then(() => HttpResponse.json({ user: testUser })));
    await openLogin();
    await submit("jana@example.com", "Str0ng!Passw0rd");
    const button = await screen.findByRole("button", { name: "Signing in…" });
    expect(button).toBeDisabled();
  });

  it("can be used with the keyboard alone", async () => {
    const user = userEvent.setup();
    loginAnswers(() => HttpResponse.json({ user: testUser }));
    await openLogin();

    await user.tab();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    await user.keyboard("  Jana@Example.com ");
    await user.tab();
    expect(screen.getByLabelText("Password")).toHaveFocus();
    await user.keyboard("Str0ng!Passw0rd{Enter}");

    expect(await screen.findByRole("heading", { level: 1, name: "Přehled" })).toBeInTheDocument();
    expect(loginBodies).toEqual([{ email: "Jana@Example.com", password: "Str0ng!Passw0rd" }]);
  });

  it("goes to / after signing in and shows the user in the sidebar", async () => {
    loginAnswers(() => HttpResponse.json({ user: testUser }));
    const { router } = await openLogin();
    await submit("jana@example.com", "Str0ng!Passw0rd");

    expect(await screen.findByRole("heading", { level: 1, name: "Přehled" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    const account = screen.getByRole("region", { name: "Signed-in user" });
    expect(within(account).getByText(testUser.name)).toBeInTheDocument();
    expect(within(account).getByText(testUser.email)).toBeInTheDocument();
  });
});
