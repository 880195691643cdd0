import type { SearchResult } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetShellPreferencesCache } from "@/app/layouts/shell-state";
import { appRoutes } from "@/app/routes";
import { signedInAs, testUser } from "@/test/auth-responses";
import { installFakeApi, ok, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";
import { windowWidth } from "@/test/window-width";

// Issue 24 item 2: the command palette (Ctrl/Cmd+K) over the signed-in frame, from the keyboard.
const NOVAK: SearchResult = {
  type: "contact",
  id: "00000000-0000-4000-8000-0000000000a1",
  title: "Jan Novák",
  subtitle: "jan@example.cz",
  link: "/crm/contacts/00000000-0000-4000-8000-0000000000a1",
  rank: 2,
};
const DEAL: SearchResult = {
  type: "deal",
  id: "00000000-0000-4000-8000-0000000000b1",
  title: "Novák's kitchen",
  subtitle: "Jan Novák",
  link: "/crm/deals/00000000-0000-4000-8000-0000000000b1",
  rank: 3,
};

async function renderShell(width = 1440) {
  windowWidth(width);
  mockServer.use(signedInAs());
  const api = installFakeApi({
    "health.check": pending(),
    "contacts.get": pending(),
    "search.search": ({ q }) => ok({ results: q.toLowerCase().startsWith("nov") ? [NOVAK, DEAL] : [] }),
  });
  const { router } = renderRoutes(appRoutes, "/");
  await screen.findByRole("heading", { level: 1, name: "Přehled" });
  return { api, router };
}

beforeEach(() => {
  resetShellPreferencesCache();
  window.localStorage.clear();
  // cmdk measures its list and scrolls the selected item into view; jsdom has neither.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollIntoView ??= () => {};
});

const searchButton = () => screen.getAllByRole("button", { name: /^Search/ })[0] as HTMLElement;
afterEach(() => vi.unstubAllGlobals());

describe("the command palette", { timeout: 20_000 }, () => {
  it("opens with Ctrl+K, searches the server as you type, and opens a record with the arrows and Enter", async () => {
    const user = userEvent.setup();
    const { api, router } = await renderShell();
    await user.keyboard("{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "Search and commands" });
    const input = within(dialog).getByRole("combobox");
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, "novak");
    const contacts = await within(dialog).findByRole("group", { name: "Contacts" });
    expect(within(contacts).getByRole("option", { name: /Jan Novák/ })).toBeInTheDocument();
    expect(within(within(dialog).getByRole("group", { name: "Deals" })).getByRole("option")).toHaveTextContent(
      "Novák's kitchen",
    );
    // Debounced: one request for the whole word, not one per key.
    expect(api.callsTo("search.search").map((call) => call.q)).toEqual(["novak"]);
    expect(within(contacts).getByRole("option", { name: /Jan Novák/ })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe(DEAL.link));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(`kancl:recent:${testUser.id}`) ?? "[]")).toMatchObject([
      { id: DEAL.id, title: DEAL.title },
    ]);
  });

  it("lists recently opened records and actions before anything is typed, and finds an action by its words", async () => {
    const user = userEvent.setup();
    const { router } = await renderShell();
    window.localStorage.setItem(`kancl:recent:${testUser.id}`, JSON.stringify([NOVAK]));
    await user.click(searchButton());
    const dialog = await screen.findByRole("dialog", { name: "Search and commands" });
    expect(within(within(dialog).getByRole("group", { name: "Recent" })).getByRole("option")).toHaveTextContent(
      "Jan Novák",
    );
    expect(
      within(within(dialog).getByRole("group", { name: "Actions" })).getAllByRole("option").length,
    ).toBeGreaterThan(5);
    await user.type(within(dialog).getByRole("combobox"), "new inv");
    const actions = await within(dialog).findByRole("group", { name: "Actions" });
    expect(
      within(actions)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["New invoice"]);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/crm/invoices/new"));
  });

  it("says so when nothing matches, and Escape closes it", async () => {
    const user = userEvent.setup();
    await renderShell(390);
    await user.click(searchButton());
    const dialog = await screen.findByRole("dialog", { name: "Search and commands" });
    await user.type(within(dialog).getByRole("combobox"), "zzzz");
    expect(await within(dialog).findByText("No results found.")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
