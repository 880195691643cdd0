import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs, signedOutHandlers, testUser } from "@/test/auth-responses";
import { mockServer } from "@/test/mock-server";
import { TestProviders } from "@/test/render-with-providers";
import type { useSession as UseSession } from "./use-session";

/** Shows the session's state, read with the useSession of the freshly loaded modules. */
function SessionProbe({ readSession }: { readSession: typeof UseSession }) {
  const { state, user } = readSession();
  return <p data-testid="status">{`${state.status}${user ? ` ${user.email}` : ""}`}</p>;
}

/**
 * The start-up check of main.tsx (session-start.ts holds it for the page load): fresh modules per test, since a
 * page load starts it once.
 */
async function loadSessionModules() {
  vi.resetModules();
  const [{ startSessionCheck }, { SessionProvider }, { useSession }] = await Promise.all([
    import("./session-start"),
    import("./session-provider"),
    import("./use-session"),
  ]);
  const renderSession = () =>
    render(
      <TestProviders>
        <SessionProvider>
          <SessionProbe readSession={useSession} />
        </SessionProvider>
      </TestProviders>,
    );
  return { startSessionCheck, renderSession };
}

afterEach(() => {
  vi.resetModules();
});

describe("A session provider mounted after the start-up check answered (spec §4)", () => {
  it("renders signed in from its first render, without a Loading in between", async () => {
    mockServer.use(signedInAs());
    const { startSessionCheck, renderSession } = await loadSessionModules();
    await startSessionCheck();

    renderSession();

    // Synchronously after the first render: no "loading" state was ever committed.
    expect(screen.getByTestId("status")).toHaveTextContent(`signedIn ${testUser.email}`);
  });

  it("renders signed out from its first render when nobody is signed in", async () => {
    mockServer.use(...signedOutHandlers());
    const { startSessionCheck, renderSession } = await loadSessionModules();
    await expect(startSessionCheck()).resolves.toBeNull();

    renderSession();

    expect(screen.getByTestId("status")).toHaveTextContent(/^signedOut$/);
  });

  it("is loading while the check has not answered yet", async () => {
    mockServer.use(signedInAs());
    const { startSessionCheck, renderSession } = await loadSessionModules();
    const check = startSessionCheck();

    renderSession();

    expect(screen.getByTestId("status")).toHaveTextContent(/^loading$/);
    await check;
    expect(await screen.findByText(`signedIn ${testUser.email}`)).toBeInTheDocument();
  });
});
