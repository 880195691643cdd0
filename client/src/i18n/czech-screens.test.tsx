import { cs, en } from "@kancl/shared/i18n/czech-bundle";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetShellPreferencesCache } from "@/app/layouts/shell-state";
import { appRoutes } from "@/app/routes";
import { acme, ids, jana, listAnswer, renderContactsScreen } from "@/features/contacts/contacts-test-kit";
import { renderDealScreen } from "@/features/deals/deal-test-kit";
import { rowOf, serveDeals } from "@/features/deals/deals-list-test-kit";
import { ids as invoiceIds, makeInvoice, renderInvoiceScreen } from "@/features/invoices/invoice-test-kit";
import { aProject, PROJECT_ID } from "@/features/projects/projects-test-kit";
import { signedInAs, signedOutHandlers, testUser } from "@/test/auth-responses";
import { installFakeApi, ok, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";
import { windowWidth } from "@/test/window-width";
import { installCzech, setLanguage, t, translateMessage } from "./i18n";

// Issue 23 item 3: screens in Czech (decision 180), with Czech formats (decision 181).
describe("screens in Czech", () => {
  beforeEach(async () => {
    installCzech({ cs, en });
    await setLanguage("cs");
  });
  afterEach(async () => {
    await setLanguage("en");
  });

  it("puts <html lang> and the texts in Czech", () => {
    expect(document.documentElement.lang).toBe("cs");
    expect(t("shell.settings")).toBe("Nastavení");
    expect(t("status.draft")).toBe("Koncept");
  });

  it("translates the server's and the schemas' English messages it knows, templates included", () => {
    expect(translateMessage("Contact created successfully")).toBe("Kontakt byl vytvořen");
    expect(translateMessage("Item 3: Description is required")).toBe("Položka 3: Popis je povinný");
    expect(translateMessage("name: Name is required")).toBe("name: Jméno je povinné");
    expect(translateMessage("Something nobody catalogued")).toBe("Something nobody catalogued");
  });

  it("shows the contacts list in Czech: heading, button, filters and the empty text", async () => {
    const api = installFakeApi();
    api.on("contacts.list", ok({ contacts: [], nextCursor: null }));
    renderContactsScreen("/crm/contacts");

    expect(await screen.findByText("Žádné kontakty. Vytvořte svůj první kontakt!")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Kontakty" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Nový kontakt" })).toHaveAttribute("href", "/crm/contacts/new");
    expect(screen.getByLabelText("Hledat kontakty")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Organizace" })).toBeInTheDocument();
  });

  it("shows the deals list in Czech, with Czech status badges and amounts", async () => {
    serveDeals();
    renderDealScreen("/crm/deals");

    const table = await screen.findByRole("table", { name: "Obchody" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Název", "Stav", "Fakturační kontakt", "Odhad. hodnota", "Měna", "Akce"]);
    const first = await rowOf("Website redesign");
    expect(first.getByText("Příležitost")).toHaveAttribute("data-status", "lead");
    // 12 345,50 US$ as cs-CZ writes it (non-breaking spaces), whatever the browser's own locale.
    expect(first.getByText(/^12\s345,50\sUS\$$/)).toBeInTheDocument();
  });

  it("shows a person's page in Czech: cards, labels, relationship card, actions, timeline", async () => {
    const api = installFakeApi();
    api.on("contacts.get", ok(jana));
    api.on(
      "contacts.organizationsOfPerson",
      ok({ organizations: [{ id: ids.linkAcme, role: "Účetní", isPrimary: true, organization: acme }] }),
    );
    api.on("contacts.list", listAnswer([acme, jana]));
    renderContactsScreen(`/crm/contacts/${ids.jana}`);

    expect(await screen.findByRole("heading", { name: "Základní údaje" })).toBeInTheDocument();
    expect(screen.getByText("Pozice")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upravit" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Smazat" })).toBeInTheDocument();
    const organizations = screen.getByRole("region", { name: "Organizace" });
    expect(await within(organizations).findByRole("textbox", { name: "Role v organizaci Acme" })).toHaveValue("Účetní");
    expect(within(organizations).getByRole("button", { name: "Přidat vazbu" })).toBeInTheDocument();
    expect(within(organizations).getByRole("button", { name: "Vytvořit organizaci" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Aktivita" })).toBeInTheDocument();
    expect(screen.getByLabelText("Nová poznámka")).toHaveAttribute("placeholder", expect.stringContaining("tučně"));
  });

  it("shows the sign-in page in Czech", async () => {
    mockServer.use(...signedOutHandlers());
    installFakeApi({ "health.check": pending() });
    renderRoutes(appRoutes, "/login");

    expect(await screen.findByRole("heading", { name: "Přihlásit se" })).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toBeInTheDocument();
    expect(screen.getByLabelText("Heslo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zapomenuté heslo?" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("link", { name: "Vytvořit účet" })).toHaveAttribute("href", "/register");
    // A schema's message (spec §5) in Czech.
    await userEvent.setup().click(screen.getByRole("button", { name: "Přihlásit se" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^[^a-z]*Zadejte/);
  });

  it("shows the command palette in Czech: title, placeholder, groups and actions", { timeout: 20_000 }, async () => {
    windowWidth(1440);
    resetShellPreferencesCache();
    window.localStorage.clear();
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    Element.prototype.scrollIntoView ??= () => {};
    mockServer.use(signedInAs({ ...testUser, language: "cs" }));
    installFakeApi({ "health.check": pending(), "search.search": ok({ results: [] }) });
    renderRoutes(appRoutes, "/");
    await screen.findByRole("heading", { level: 1, name: "Přehled" });

    const user = userEvent.setup();
    await user.keyboard("{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "Hledání a příkazy" });
    const input = within(dialog).getByRole("combobox");
    expect(input).toHaveAttribute("placeholder", "Hledejte nebo zadejte příkaz…");
    const actions = within(dialog).getByRole("group", { name: "Akce" });
    expect(within(actions).getByRole("option", { name: "Nový kontakt" })).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, "faktur");
    expect(
      within(within(dialog).getByRole("group", { name: "Akce" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Nová faktura", "Přejít na faktury"]);
    vi.unstubAllGlobals();
  });

  it("shows an invoice's page in Czech: title, cards, labels, Czech amounts and the document's language", async () => {
    const api = installFakeApi();
    api.on("invoices.list", () => ok({ invoices: [] }));
    api.on("invoices.forDeal", () => ok({ invoices: [] }));
    api.on("invoices.get", () => ok(makeInvoice({ language: "en" })));
    renderInvoiceScreen(`/crm/invoices/${invoiceIds.invoice}`);

    expect(await screen.findByRole("heading", { level: 2, name: "Faktura 2026-0007" })).toBeInTheDocument();
    for (const heading of ["Údaje faktury", "Daňový doklad", "Položky", "Souhrn"]) {
      expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    for (const term of ["Číslo faktury", "Datum splatnosti", "Odběratel", "Variabilní symbol", "Jazyk dokladu"]) {
      expect(screen.getAllByText(term, { selector: "dt" }).length).toBeGreaterThan(0);
    }
    expect(screen.getByText("English", { selector: "dd" })).toBeInTheDocument();
    expect(screen.getByText("Koncept")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Zpět na obchod/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Vystavit" })).toBeInTheDocument();
    expect(screen.getByText("DPH (21 %)")).toBeInTheDocument();
    // 3 000,00 Kč as cs-CZ writes it (non-breaking spaces).
    expect(screen.getAllByText(/^3\s000,00\sKč$/).length).toBeGreaterThan(0);
  });

  it("shows a project's page in Czech: breadcrumb, status, client, dates, tabs and the activity's empty state", async () => {
    mockServer.use(signedInAs({ ...testUser, language: "cs", languagePreference: "cs" }));
    const api = installFakeApi({ "health.check": pending() });
    api.on("projects.get", ok(aProject()));
    api.on("projects.columns", ok({ columns: [] }));
    api.on("projects.activity", ok({ activity: [], nextCursor: null }));
    renderRoutes(appRoutes, `/projects/${PROJECT_ID}/activity`);

    expect(await screen.findByText("Zatím žádná aktivita.", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Pohledy projektu" })).toBeInTheDocument();
    for (const tab of ["Nástěnka", "Časová osa", "Úkoly", "Faktury", "Aktivita"]) {
      expect(screen.getByRole("link", { name: tab })).toBeInTheDocument();
    }
    expect(screen.getByText("Aktivní")).toBeInTheDocument();
    expect(screen.getByText(/Klient:/)).toBeInTheDocument();
    expect(screen.getByText("1. 12. 2026 – 20. 12. 2026")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upravit projekt" })).toBeInTheDocument();
  }, 30_000);
});
