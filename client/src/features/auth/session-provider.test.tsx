import type { QueryClient } from "@tanstack/react-query";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authError, authUrl, signedInAs, signedOutHandlers, testUser } from "@/test/auth-responses";
import { mockServer } from "@/test/mock-server";
import { createTestQueryClient, TestProviders } from "@/test/render-with-providers";
import { SessionProvider } from "./session-provider";
import { useSession } from "./use-session";

/** Shows the session as text and offers its actions as buttons. */
function SessionProbe() {
  const { state, user, logout, register } = useSession();
  return (
    <div>
      <p data-testid="status">
        {state.status}
        {state.status === "signedOut" ? `:${state.reason}` : ""}
      </p>
      {user ? <p>{`${user.name} <${user.email}>`}</p> : null}
      <button type="button" onClick={() => void logout()}>
        Logout
      </button>
      <button
        type="button"
        onClick={() =>
          register({
            name: "Jana Nováková",
            email: "jana@example.com",
            orgId: testUser.orgId,
            password: "Str0ng!Passw0rd",
          })
        }
      >
        Register
      </button>
    </div>
  );
}

function renderSession(queryClient: QueryClient = createTestQueryClient()) {
  render(
    <TestProviders queryClient={queryClient}>
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>
    </TestProviders>,
  );
  return { queryClient };
}

const status = () => screen.getByTestId("status");

/** Counts the requests msw sees for an auth endpoint. */
function countRequests(endpoint: "me" | "refresh" | "login" | "register" | "logout") {
  const calls: Request[] = [];
  mockServer.events.on("request:start", ({ request }) => {
    if (request.url === authUrl(endpoint)) calls.push(request);
  });
  return calls;
}

afterEach(() => {
  mockServer.events.removeAllListeners();
  vi.useRealTimers();
});

describe("SessionProvider start-up (spec §4)", () => {
  it("is loading until the server answers, then signed in with the user of me", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockServer.use(
      http.get(authUrl("me"), async () => {
        await answered;
        return HttpResponse.json(testUser);
      }),
    );
    const refreshes = countRequests("refresh");
    renderSession();

    expect(status()).toHaveTextContent("loading");
    answer();
    await waitFor(() => expect(status()).toHaveTextContent("signedIn"));
    expect(screen.getByText("Jana Nováková <jana@example.com>")).toBeInTheDocument();
    expect(refreshes).toHaveLength(0);
  });

  it("refreshes the session when me answers 401, and is signed in with the refreshed user", async () => {
    mockServer.use(
      http.get(authUrl("me"), () => authError("Not signed in", 401)),
      http.post(authUrl("refresh"), () => HttpResponse.json({ user: testUser })),
    );
    const refreshes = countRequests("refresh");
    renderSession();

    await waitFor(() => expect(status()).toHaveTextContent("signedIn"));
    expect(screen.getByText("Jana Nováková <jana@example.com>")).toBeInTheDocument();
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.headers.get("content-type")).toBe("application/json");
  });

  it("is signed out when me answers 401 and the refresh fails", async () => {
    mockServer.use(...signedOutHandlers());
    renderSession();
    await waitFor(() => expect(status()).toHaveTextContent("signedOut:anonymous"));
  });

  it("is signed out without trying a refresh when me fails otherwise", async () => {
    mockServer.use(http.get(authUrl("me"), () => authError("Internal server error", 500)));
    const refreshes = countRequests("refresh");
    renderSession();

    await waitFor(() => expect(status()).toHaveTextContent("signedOut:anonymous"));
    expect(refreshes).toHaveLength(0);
  });

  it("sends cookies with the auth calls", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    mockServer.use(signedInAs());
    try {
      renderSession();
      await waitFor(() => expect(status()).toHaveTextContent("signedIn"));
      expect(fetchSpy).toHaveBeenCalledWith(
        new URL(authUrl("me")),
        expect.objectContaining({ method: "GET", credentials: "include" }),
      );
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe("SessionProvider while signed in", () => {
  it("refreshes every 780 s and is signed out, with an empty cache, when a refresh fails", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const renamed = { ...testUser, name: "Jana Svobodová" };
    let refreshAnswer: () => Response = () => HttpResponse.json({ user: renamed });
    mockServer.use(
      signedInAs(),
      http.post(authUrl("refresh"), () => refreshAnswer()),
    );
    const refreshes = countRequests("refresh");
    const { queryClient } = renderSession();
    await waitFor(() => expect(status()).toHaveTextContent("signedIn"));
    queryClient.setQueryData(["contacts"], ["a contact of this user"]);

    act(() => vi.advanceTimersByTime(779_999));
    expect(refreshes).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(screen.getByText("Jana Svobodová <jana@example.com>")).toBeInTheDocument());
    expect(refreshes).toHaveLength(1);
    expect(queryClient.getQueryData(["contacts"])).toEqual(["a contact of this user"]);

    refreshAnswer = () => authError("Your session has expired. Please sign in again.", 401);
    act(() => vi.advanceTimersByTime(780_000));
    await waitFor(() => expect(status()).toHaveTextContent("signedOut:expired"));
    expect(refreshes).toHaveLength(2);
    expect(screen.queryByText(/Jana/)).not.toBeInTheDocument();
    expect(queryClient.getQueryData(["contacts"])).toBeUndefined();

    // Signed out: no more refreshes.
    act(() => vi.advanceTimersByTime(780_000 * 3));
    expect(refreshes).toHaveLength(2);
  });
});

describe("SessionProvider actions", () => {
  it("logout clears the user and the query cache even when the server call fails", async () => {
    const user = userEvent.setup();
    mockServer.use(
      signedInAs(),
      http.post(authUrl("logout"), () => HttpResponse.error()),
    );
    const { queryClient } = renderSession();
    await waitFor(() => expect(status()).toHaveTextContent("signedIn"));
    queryClient.setQueryData(["contacts"], ["a contact of this user"]);

    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(status()).toHaveTextContent("signedOut:loggedOut"));
    expect(screen.queryByText(/Jana/)).not.toBeInTheDocument();
    expect(queryClient.getQueryData(["contacts"])).toBeUndefined();
  });

  it("logout waits for the server and then signs out", async () => {
    const user = userEvent.setup();
    const logouts = countRequests("logout");
    mockServer.use(
      signedInAs(),
      http.post(authUrl("logout"), async () => {
        await delay(20);
        return HttpResponse.json({ success: true });
      }),
    );
    renderSession();
    await waitFor(() => expect(status()).toHaveTextContent("signedIn"));

    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(status()).toHaveTextContent("signedIn");
    await waitFor(() => expect(status()).toHaveTextContent("signedOut:loggedOut"));
    expect(logouts).toHaveLength(1);
  });

  it("register creates the account, then signs in with the same credentials", async () => {
    const user = userEvent.setup();
    const bodies: Array<[string, unknown]> = [];
    mockServer.use(
      ...signedOutHandlers(),
      http.post(authUrl("register"), async ({ request }) => {
        bodies.push(["register", await request.json()]);
        return HttpResponse.json({ user: testUser }, { status: 201 });
      }),
      http.post(authUrl("login"), async ({ request }) => {
        bodies.push(["login", await request.json()]);
        return HttpResponse.json({ user: testUser });
      }),
    );
    renderSession();
    await waitFor(() => expect(status()).toHaveTextContent("signedOut"));

    await user.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(status()).toHaveTextContent("signedIn"));
    expect(bodies).toEqual([
      [
        "register",
        { name: "Jana Nováková", email: "jana@example.com", orgId: testUser.orgId, password: "Str0ng!Passw0rd" },
      ],
      ["login", { email: "jana@example.com", password: "Str0ng!Passw0rd" }],
    ]);
  });
});

describe("useSession", () => {
  it("throws outside a SessionProvider", () => {
    // React logs the thrown error; keep the test output clean.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(() => renderHook(() => useSession())).toThrow("useSession must be used within a SessionProvider");
    } finally {
      consoleError.mockRestore();
    }
  });
});
