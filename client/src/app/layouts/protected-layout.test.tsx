import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appRoutes } from "@/app/routes";
import { authError, authUrl, signedInAs, signedOutHandlers, testUser } from "@/test/auth-responses";
import { installFakeApi, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";

beforeEach(() => {
  installFakeApi({ "health.check": pending() });
  mockServer.use(http.post(authUrl("login"), () => HttpResponse.json({ user: testUser })));
});

afterEach(() => vi.useRealTimers());

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Email"), testUser.email);
  await user.type(screen.getByLabelText("Password"), "Str0ng!Passw0rd");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("ProtectedLayout", () => {
  it("shows Loading… while the session resolves", async () => {
    mockServer.use(http.get(authUrl("me"), () => delay("infinite")));
    renderRoutes(appRoutes, "/crm/contacts");
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
  });

  it("sends a signed-out visitor to /login and back to the attempted page after signing in", async () => {
    mockServer.use(...signedOutHandlers());
    const { router } = renderRoutes(appRoutes, "/crm/invoices/new?dealId=3#items");

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.historyAction).toBe("REPLACE");

    await signIn();
    expect(await screen.findByRole("heading", { level: 2, name: "New Invoice" })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: "/crm/invoices/new", search: "?dealId=3", hash: "#items" });
  });

  it("sends a signed-out visitor of / to /login and back to / after signing in", async () => {
    mockServer.use(...signedOutHandlers());
    const { router } = renderRoutes(appRoutes, "/");
    await signIn();
    expect(await screen.findByRole("heading", { level: 1, name: "Přehled" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends the user to /login when the session runs out, and back after signing in again", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    mockServer.use(
      signedInAs(),
      http.post(authUrl("refresh"), () => authError("Your session has expired. Please sign in again.", 401)),
    );
    const { router } = renderRoutes(appRoutes, "/crm/deals");
    expect(await screen.findByRole("heading", { level: 2, name: "Deals" })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(780_000));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();

    await signIn();
    expect(await screen.findByRole("heading", { level: 2, name: "Deals" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/crm/deals");
  });
});

describe("PublicOnlyLayout", () => {
  it.each(["/login", "/register"])("sends a signed-in user from %s to /", async (path) => {
    mockServer.use(signedInAs());
    const { router } = renderRoutes(appRoutes, path);
    expect(await screen.findByRole("heading", { level: 1, name: "Přehled" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("the sidebar's account section", () => {
  it("shows the signed-in user's name and email", async () => {
    mockServer.use(signedInAs());
    renderRoutes(appRoutes, "/projects");
    const account = await screen.findByRole("region", { name: "Signed-in user" });
    expect(within(account).getByText("Jana Nováková")).toBeInTheDocument();
    expect(within(account).getByText("jana@example.com")).toBeInTheDocument();
    expect(within(account).getByRole("button", { name: "Logout" })).toBeEnabled();
  });

  it("logs out to /login, empties the cache, and the next sign-in starts at /", async () => {
    const user = userEvent.setup();
    const logouts: Request[] = [];
    mockServer.use(
      signedInAs(),
      http.post(authUrl("logout"), ({ request }) => {
        logouts.push(request);
        return HttpResponse.json({ success: true });
      }),
    );
    const { router, queryClient } = renderRoutes(appRoutes, "/crm/contacts");
    queryClient.setQueryData(["contacts"], ["a contact of this user"]);

    await user.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(logouts).toHaveLength(1);
    expect(queryClient.getQueryData(["contacts"])).toBeUndefined();
    expect(screen.queryByText("Jana Nováková")).not.toBeInTheDocument();

    await signIn();
    expect(await screen.findByRole("heading", { level: 1, name: "Přehled" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("logs out to /login even when the server cannot be reached", async () => {
    const user = userEvent.setup();
    mockServer.use(
      signedInAs(),
      http.post(authUrl("logout"), () => HttpResponse.error()),
    );
    const { router } = renderRoutes(appRoutes, "/");
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
  });

  it("says it is logging out while the call is on its way", async () => {
    const user = userEvent.setup();
    mockServer.use(
      signedInAs(),
      http.post(authUrl("logout"), () => delay("infinite")),
    );
    renderRoutes(appRoutes, "/");
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    expect(screen.getByRole("button", { name: "Logging out…" })).toBeDisabled();
  });
});
