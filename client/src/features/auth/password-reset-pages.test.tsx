import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@kancl/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { appRoutes } from "@/app/routes";
import { authError, signedOutHandlers } from "@/test/auth-responses";
import { installFakeApi, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";

const REQUEST_URL = "http://localhost/api/v1/auth/password-reset/request";
const RESET_URL = "http://localhost/api/v1/auth/password-reset";
const NEW_PASSWORD = "Nove-Heslo-2026!";
const bodies: unknown[] = [];

beforeEach(() => {
  bodies.length = 0;
  mockServer.use(...signedOutHandlers());
  installFakeApi({ "health.check": pending() });
});

function answers(url: string, answer: () => Response) {
  mockServer.use(
    http.post(url, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
}

describe("Sign in → Forgot password?", () => {
  it("links the sign-in page to /forgot-password", async () => {
    renderRoutes(appRoutes, "/login");
    const link = await screen.findByRole("link", { name: "Forgot password?" });
    expect(link).toHaveAttribute("href", "/forgot-password");
  });
});

describe("ForgotPasswordPage", () => {
  async function open() {
    renderRoutes(appRoutes, "/forgot-password");
    await screen.findByRole("heading", { name: "Forgot password" });
    return userEvent.setup();
  }

  it("asks for an address, then a valid one, before sending anything", async () => {
    const user = await open();
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.emailRequired);
    await user.type(screen.getByLabelText("Email"), "jana@");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.invalidEmail);
    expect(bodies).toEqual([]);
  });

  it("sends the address and shows the server's answer, the same for every address", async () => {
    answers(REQUEST_URL, () => HttpResponse.json({ message: ACCOUNT_MESSAGES.resetRequested }));
    const user = await open();
    await user.type(screen.getByLabelText("Email"), " jana@firma.cz ");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(ACCOUNT_MESSAGES.resetRequested);
    expect(bodies).toEqual([{ email: "jana@firma.cz" }]);
    expect(screen.queryByRole("form", { name: "Forgot password" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("shows a rate limit's message", async () => {
    answers(REQUEST_URL, () => authError(AUTH_MESSAGES.tooManyAttempts, 429));
    const user = await open();
    await user.type(screen.getByLabelText("Email"), "jana@firma.cz");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.tooManyAttempts);
  });
});

describe("ResetPasswordPage", () => {
  async function open(path = "/reset-password#token=tok-123") {
    const view = renderRoutes(appRoutes, path);
    await screen.findByRole("heading", { name: "Choose a new password" });
    return { user: userEvent.setup(), ...view };
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
    await user.type(screen.getByLabelText("New password"), password);
    await user.type(screen.getByLabelText("Confirm new password"), confirm);
    await user.click(screen.getByRole("button", { name: "Set the new password" }));
  }

  it("says a link without a token is not valid, and offers a new one", async () => {
    await open("/reset-password");
    expect(screen.getByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.resetTokenInvalid);
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });

  it("takes the token out of the address bar", async () => {
    const { router } = await open();
    expect(router.state.location.hash).toBe("");
    expect(router.state.location.pathname).toBe("/reset-password");
  });

  it("holds the registration's password rules and the confirmation before sending", async () => {
    const { user } = await open();
    await fill(user, "Short1!", "Short1!");
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.passwordTooShort);
    await user.clear(screen.getByLabelText("New password"));
    await user.clear(screen.getByLabelText("Confirm new password"));
    await fill(user, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.passwordsDoNotMatch);
    expect(bodies).toEqual([]);
  });

  it("sends the token with the new password and then offers to sign in", async () => {
    answers(RESET_URL, () => HttpResponse.json({ message: ACCOUNT_MESSAGES.resetDone }));
    const { user } = await open();
    await fill(user, NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole("status")).toHaveTextContent(ACCOUNT_MESSAGES.resetDone);
    expect(bodies).toEqual([{ token: "tok-123", password: NEW_PASSWORD }]);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("shows why the server refused the link", async () => {
    answers(RESET_URL, () => authError(ACCOUNT_MESSAGES.resetTokenUsed, 400));
    const { user } = await open();
    await fill(user, NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_MESSAGES.resetTokenUsed);
  });
});
