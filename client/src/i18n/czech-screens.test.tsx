import type { AuditEvent, Overview, TeamUser, TrashItem } from "@kancl/shared";
import { en } from "@kancl/shared/i18n/catalogue";
import { cs } from "@kancl/shared/i18n/cs";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetShellPreferencesCache } from "@/app/layouts/shell-state";
import { appRoutes } from "@/app/routes";
import { acme, ids, jana, listAnswer, renderContactsScreen } from "@/features/contacts/contacts-test-kit";
import { renderDealScreen } from "@/features/deals/deal-test-kit";
import { rowOf, serveDeals } from "@/features/deals/deals-list-test-kit";
import { ids as invoiceIds, makeInvoice, renderInvoiceScreen } from "@/features/invoices/invoice-test-kit";
import { OverviewFigures } from "@/features/overview/overview-figures";
import { aProject, PROJECT_ID } from "@/features/projects/projects-test-kit";
import { AuditLogPage } from "@/features/settings/audit-log-page";
import { signedInAs, signedOutHandlers, testUser } from "@/test/auth-responses";
import { installFakeApi, ok, pending } from "@/test/fake-trpc-server";
import { makeCompanyProfile } from "@/test/fixtures";
import { mockServer } from "@/test/mock-server";
import { renderRoutes, renderScreens } from "@/test/render-with-providers";
import { windowWidth } from "@/test/window-width";
import { installCatalogues, setLanguage, t, translateMessage } from "./i18n";

// uPlot needs matchMedia, which jsdom lacks; the chart is not what these tests look at.
vi.mock("@/features/overview/revenue-chart", () => ({ default: () => null }));

// Issue 23 item 3: screens in Czech (decision 180), with Czech formats (decision 181).
describe("screens in Czech", () => {
  beforeEach(async () => {
    installCatalogues({ cs, en });
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
    // Issue 36 item 6: the date rules, with their values, beside the field and from the API.
    expect(translateMessage("The due date (2026-11-19) must not be before the issue date (2026-11-20)")).toBe(
      "Datum splatnosti (2026-11-19) nesmí být před datem vystavení (2026-11-20)",
    );
    expect(
      translateMessage(
        "The date of taxable supply (2026-11-04) is more than 15 days before the issue date (2026-11-20): the document is late, a tax document is due within 15 days of the supply (§ 28 odst. 5 of the VAT act). It can still be issued",
      ),
    ).toBe(
      "DUZP (2026-11-04) je víc než 15 dní před datem vystavení (2026-11-20): doklad je vystaven pozdě, daňový doklad se vystavuje nejpozději do 15 dnů od uskutečnění plnění (§ 28 odst. 5 zákona o DPH). Vystavit ho lze i tak",
    );
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
    api.on("history.projectTimeline", ok({ entries: [], nextCursor: null }));
    renderRoutes(appRoutes, `/projects/${PROJECT_ID}/activity`);

    expect(
      await screen.findByText("Zatím se tu nic nestalo. Historii zahájíte přidáním poznámky.", {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Pohledy projektu" })).toBeInTheDocument();
    for (const tab of ["Nástěnka", "Časová osa", "Úkoly", "Faktury", "Aktivita"]) {
      expect(screen.getByRole("link", { name: tab })).toBeInTheDocument();
    }
    expect(screen.getByText("Aktivní")).toBeInTheDocument();
    expect(screen.getByText(/Klient:/)).toBeInTheDocument();
    expect(screen.getByText("1. 12. 2026 – 20. 12. 2026")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upravit projekt" })).toBeInTheDocument();
  }, 30_000);

  const czechAdmin = {
    ...testUser,
    role: "owner" as const,
    language: "cs" as const,
    languagePreference: "cs" as const,
  };

  it("shows Settings → Users in Czech: tabs, cards, table, roles, badges and the invite form", async () => {
    mockServer.use(signedInAs(czechAdmin));
    const member = (id: string, name: string, extra: Partial<TeamUser> = {}): TeamUser => ({
      id,
      name,
      email: `${id}@example.com`,
      role: "member",
      status: "active",
      createdAt: "2026-01-15T10:00:00.000Z",
      ...extra,
    });
    installFakeApi({
      "health.check": pending(),
      "users.list": ok({
        users: [
          member(testUser.id, testUser.name, { role: "owner" }),
          member("9b1c1c6e-7a0e-4b77-8c43-2f1d1b0e7a02", "Eva Dvořáková", { status: "deactivated" }),
        ],
      }),
      "invitations.list": ok({ invitations: [] }),
    });
    renderRoutes(appRoutes, "/settings/users");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Uživatelé" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole("navigation", { name: "Nastavení" });
    for (const tab of ["Firma", "API klíče", "Odchozí pošta", "Koš", "Auditní log", "Ukázková data"]) {
      expect(within(tabs).getByRole("link", { name: tab })).toBeInTheDocument();
    }
    expect(screen.getByRole("heading", { name: "Pozvat uživatele" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pozvat" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Členové" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Jméno a e-mail", "Role", "Stav", "Akce"]);
    expect(within(table).getByText("Deaktivován")).toBeInTheDocument();
    expect(within(table).getByRole("button", { name: "Znovu aktivovat uživatele Eva Dvořáková" })).toBeInTheDocument();
    expect(within(table).getByRole("combobox", { name: "Role uživatele Eva Dvořáková" })).toHaveDisplayValue("Člen");
    expect(await screen.findByText("Žádné čekající pozvánky.")).toBeInTheDocument();
  }, 30_000);

  it("shows Settings → Trash in Czech, with Czech dates, and its confirmation", async () => {
    mockServer.use(signedInAs(czechAdmin));
    const person: TrashItem = {
      type: "contact",
      id: "0b6f8a52-8f0e-4d7e-9d55-3b1f4d0a7c01",
      name: "Jana Nováková",
      detail: "Person",
      deletedAt: "2026-11-20T10:00:00.000Z",
      purgeAt: "2026-12-20T10:00:00.000Z",
    };
    installFakeApi({ "health.check": pending(), "trash.list": ok({ items: [person] }) });
    renderRoutes(appRoutes, "/settings/trash");

    const list = await screen.findByRole("list", { name: "Smazané záznamy" }, { timeout: 15_000 });
    expect(screen.getByRole("heading", { level: 1, name: "Koš" })).toBeInTheDocument();
    expect(within(list).getByText("Kontakt")).toBeInTheDocument();
    expect(
      within(list).getByText(/^Osoba · Smazáno 20\. 11\. 2026 · natrvalo se smaže 20\. 12\. 2026$/),
    ).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Obnovit Jana Nováková" })).toBeInTheDocument();
    await userEvent.setup().click(within(list).getByRole("button", { name: "Smazat Jana Nováková natrvalo" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Smazat natrvalo?" });
    expect(dialog).toHaveTextContent("Jana Nováková se smaže nadobro. Nelze to vrátit.");
  }, 30_000);

  it("shows Settings → API keys in Czech: intro, form, table and status badges", async () => {
    mockServer.use(signedInAs(czechAdmin));
    installFakeApi({
      "health.check": pending(),
      "apiKeys.list": ok({
        apiKeys: [
          {
            id: "0b6f8a52-8f0e-4d7e-9d55-3b1f4d0a7c01",
            name: "Deploy bot",
            prefix: "kancl_ab12cd…",
            createdAt: "2026-01-15T10:00:00.000Z",
            expiresAt: null,
            lastUsedAt: null,
            revokedAt: "2026-02-01T10:00:00.000Z",
            scope: "read",
          },
        ],
      }),
    });
    renderRoutes(appRoutes, "/settings/api-keys");

    const table = await screen.findByRole("table", { name: "Vaše klíče" }, { timeout: 15_000 });
    expect(screen.getByRole("heading", { level: 1, name: "API klíče" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /dokumentace API/ })).toHaveAttribute("href", "/api/v1/docs/");
    expect(screen.getByRole("form", { name: "Vytvořit API klíč" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Bez omezení" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Vytvořit klíč" })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Název", "Klíč", "Přístup", "Vytvořeno", "Naposledy použit", "Platnost do", "Stav", "Akce"]);
    expect(within(table).getByText("Jen čtení")).toBeInTheDocument();
    expect(within(table).getByText("Zrušen")).toBeInTheDocument();
    expect(within(table).getAllByText("Nikdy")).toHaveLength(2);
    expect(within(table).getByText("15. 1. 2026")).toBeInTheDocument();
  }, 30_000);

  it("shows Settings → Company in Czech: cards, field labels, hints and the issuing status", async () => {
    mockServer.use(signedInAs(czechAdmin));
    const api = installFakeApi({ "health.check": pending() });
    api.on("company.get", () =>
      ok(makeCompanyProfile({ legalName: "Kancl s.r.o.", version: 1, missingForIssuing: ["street", "city"] })),
    );
    renderRoutes(appRoutes, "/settings/company");

    expect(await screen.findByRole("form", { name: "Profil firmy" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText("Faktury nelze vystavit, dokud nebudou vyplněna tato pole:")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ulice" })).toBeInTheDocument();
    expect(screen.getByLabelText("Obchodní firma")).toHaveValue("Kancl s.r.o.");
    expect(screen.getByText("8 číslic, např. 27082440")).toBeInTheDocument();
    for (const heading of ["Sídlo", "Bankovní účet", "Kontakt", "Logo"]) {
      expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole("button", { name: "Uložit profil firmy" })).toBeInTheDocument();
    expect(screen.getByText("Zatím bez loga.")).toBeInTheDocument();
  }, 30_000);

  it("shows the audit log in Czech, with record names instead of placeholders", async () => {
    const event = (id: string, extra: Partial<AuditEvent>): AuditEvent => ({
      id,
      occurredAt: "2026-11-20T09:30:00.000Z",
      actor: { type: "user", userId: testUser.id, userName: testUser.name, apiKeyId: null, apiKeyName: null },
      requestId: "req-1",
      recordType: "invoice",
      recordId: "3f1c2b9e-0000-4000-8000-000000000001",
      recordLabel: "pending-3f1c2b9e-0000-4000-8000-000000000001",
      action: "create",
      changes: [],
      ...extra,
    });
    installFakeApi({
      "users.list": ok({ users: [] }),
      "auditLog.list": ok({ events: [event("2", {})], nextCursor: null }),
    });
    renderScreens([{ path: "/settings/audit-log", element: <AuditLogPage /> }], "/settings/audit-log");

    const table = await screen.findByRole("table", { name: "Auditní log" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Kdy", "Kdo", "Co", "Změny"]);
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Vytvoření · faktura Koncept faktury");
    expect(within(table).getByRole("link", { name: "Otevřít Koncept faktury" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Exportovat CSV" })).toBeInTheDocument();
    expect(screen.getByLabelText("Typ záznamu")).toBeInTheDocument();
  });

  it("shows the home page's figures in Czech, with Czech amounts and months", async () => {
    const months = Array.from({ length: 12 }, (_, index) => ({
      month: `2026-${String(index + 1).padStart(2, "0")}`,
      amount: index === 10 ? 2420 : 0,
      count: index === 10 ? 1 : 0,
    }));
    const overview: Overview = {
      pipeline: [
        { status: "lead", count: 4, values: [{ currency: "CZK", amount: 1500.5 }] },
        { status: "negotiation", count: 0, values: [] },
        { status: "won", count: 0, values: [] },
        { status: "lost", count: 0, values: [] },
      ],
      invoices: {
        drafts: { count: 2 },
        unpaid: { count: 0, due: [] },
        overdue: { count: 1, due: [{ currency: "CZK", amount: 1000 }] },
      },
      revenue: { currency: "CZK", months },
      recent: [
        {
          kind: "deal",
          id: "3f1c2b9e-0000-4000-8000-000000000002",
          title: "Web",
          action: "updated",
          at: "2026-11-26T08:00:00.000Z",
        },
      ],
      tasks: { mine: { count: 0 }, mineOverdue: { count: 0 }, overdue: { count: 0 }, next: [] },
    };
    installFakeApi({ "overview.get": ok(overview) });
    renderRoutes([{ path: "/", element: <OverviewFigures /> }], "/");

    const pipeline = await screen.findByRole("region", { name: "Obchodní případy" });
    expect(within(pipeline).getByRole("link", { name: /^Příležitost/ })).toHaveTextContent(
      /^Příležitost4\s*1\s500,50\sKč$/,
    );
    const invoices = screen.getByRole("region", { name: "Faktury" });
    expect(within(invoices).getByRole("link", { name: /^Po splatnosti/ })).toHaveTextContent(/1\s000,00\sKč/);
    expect(within(invoices).getByRole("link", { name: /^Koncepty/ })).toHaveTextContent("k vystavení");
    const monthsList = screen.getByRole("list", { name: "Tržby podle měsíců" });
    expect(within(monthsList).getByRole("link", { name: /lis 2026/ })).toHaveTextContent(/2\s420,00\sKč/);
    expect(screen.getByRole("region", { name: "Nedávná aktivita" })).toHaveTextContent(/Obchod změněn 26\. 11\. 2026/);
  });

  it("shows the assistant panel and the home page's cards in Czech", async () => {
    windowWidth(1440);
    resetShellPreferencesCache();
    mockServer.use(signedInAs({ ...testUser, language: "cs" }));
    installFakeApi({ "health.check": pending(), "overview.get": pending() });
    renderRoutes(appRoutes, "/");

    const panel = await screen.findByRole("region", { name: "AI asistent / Chat" }, { timeout: 15_000 });
    expect(within(panel).getByRole("button", { name: "Nový chat" })).toBeInTheDocument();
    expect(within(panel).getByText(/Ptej se na kontakty/)).toBeInTheDocument();
    expect(within(panel).getByRole("region", { name: "Zkus třeba:" })).toBeInTheDocument();
    expect(within(panel).getByRole("log", { name: "Konverzace s asistentem" })).toBeInTheDocument();
    const input = within(panel).getByLabelText("Zadej příkaz");
    expect(input).toHaveAttribute("placeholder", "Zadej příkaz… (Enter odešle, Shift+Enter nový řádek)");
    expect(within(panel).getByRole("button", { name: "Odeslat příkaz" })).toBeDisabled();
    fireEvent.change(input, { target: { value: "a".repeat(10_001) } });
    expect(within(panel).getByRole("alert")).toHaveTextContent(
      /^Zpráva může mít nejvýše 10\s000 znaků \(tato má 10\s001\)\.$/,
    );
    expect(screen.getByText("Načítám přehled…")).toBeInTheDocument();
  }, 30_000);
});
