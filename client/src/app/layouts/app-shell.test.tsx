import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appRoutes } from "@/app/routes";
import { signedInAs } from "@/test/auth-responses";
import { installFakeApi, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";
import { windowWidth } from "@/test/window-width";
import { resetShellPreferencesCache } from "./shell-state";

const panel = () => screen.getByRole("complementary", { name: "AI Assistant", hidden: true });
const sidebar = () => screen.getByRole("complementary", { name: "Sidebar", hidden: true });

async function renderShell() {
  mockServer.use(signedInAs());
  installFakeApi({ "health.check": pending() });
  const { router } = renderRoutes(appRoutes, "/");
  await screen.findByRole("heading", { level: 1, name: "Přehled" });
  return router;
}

beforeEach(() => resetShellPreferencesCache());
afterEach(() => vi.unstubAllGlobals());

describe("the responsive shell (issue 23)", () => {
  it("from 1280 px keeps the spec's geometry — sidebar and panel beside the page, no header — and collapses either by choice, remembered", async () => {
    windowWidth(1440);
    const user = userEvent.setup();
    await renderShell();
    expect(sidebar()).toHaveClass("w-60", "flex");
    expect(panel()).toHaveClass("w-80", "shrink-0", "flex");
    for (const name of ["AI Assistant", "Show sidebar", "Open menu"]) {
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    }

    await user.click(within(panel()).getByRole("button", { name: "Collapse assistant" }));
    expect(panel()).toHaveClass("hidden");
    const open = screen.getByRole("button", { name: "AI Assistant" });
    expect(JSON.parse(window.localStorage.getItem("kancl.shell") ?? "{}")).toMatchObject({ assistantCollapsed: true });

    await user.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    expect(sidebar()).toHaveClass("hidden");
    await user.click(screen.getByRole("button", { name: "Show sidebar" }));
    expect(sidebar()).toHaveClass("flex");

    await user.click(open);
    expect(panel()).toHaveClass("w-80", "flex");
    expect(within(panel()).getByLabelText("Zadej příkaz")).toHaveFocus();
  });

  it("below 1280 px opens the assistant as a sheet over the page from the header or Ctrl+J; Escape closes it and the page is inert meanwhile", async () => {
    windowWidth(1024);
    const user = userEvent.setup();
    await renderShell();
    expect(sidebar()).toHaveClass("flex");
    expect(panel()).toHaveClass("hidden");

    const button = screen.getByRole("button", { name: "AI Assistant" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(panel()).toHaveClass("fixed", "z-40");
    expect(within(panel()).getByLabelText("Zadej příkaz")).toHaveFocus();
    expect(screen.getByRole("main", { hidden: true }).closest("[inert]")).not.toBeNull();

    await user.keyboard("{Escape}");
    expect(panel()).toHaveClass("hidden");
    expect(screen.getByRole("main").closest("[inert]")).toBeNull();
    expect(button).toHaveFocus();

    await user.keyboard("{Control>}j{/Control}");
    expect(panel()).toHaveClass("fixed");
    expect(JSON.parse(window.localStorage.getItem("kancl.shell") ?? "{}")).toMatchObject({ assistantSheetOpen: true });
    await user.keyboard("{Control>}j{/Control}");
    expect(panel()).toHaveClass("hidden");
  });

  it("below 1024 px puts the navigation in a drawer that a followed link closes", async () => {
    windowWidth(390);
    const user = userEvent.setup();
    const router = await renderShell();
    expect(sidebar()).toHaveClass("hidden");
    const menu = screen.getByRole("button", { name: "Open menu" });
    expect(menu).toHaveClass("size-11"); // a 44 px touch target

    await user.click(menu);
    expect(sidebar()).toHaveClass("fixed", "flex");
    // Projects, not CRM: /crm redirects, and that second navigation would close a drawer opened meanwhile.
    await user.click(within(sidebar()).getByRole("link", { name: "Projects" }));
    expect(sidebar()).toHaveClass("hidden");
    await waitFor(() => expect(router.state.location.pathname).toBe("/projects"));
    await waitFor(() => expect(router.state.navigation.state).toBe("idle"));
    // The new page is on screen (its render may finish after the router's state): the link shows it as current.
    await waitFor(() =>
      expect(within(sidebar()).getByRole("link", { name: "Projects", hidden: true })).toHaveAttribute(
        "aria-current",
        "page",
      ),
    );

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(within(sidebar()).getByRole("button", { name: "Close menu" }));
    expect(sidebar()).toHaveClass("hidden");
  });
});
