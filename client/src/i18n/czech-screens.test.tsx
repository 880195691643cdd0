import { cs, en } from "@kancl/shared/i18n/czech-bundle";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderContactsScreen } from "@/features/contacts/contacts-test-kit";
import { renderDealScreen } from "@/features/deals/deal-test-kit";
import { rowOf, serveDeals } from "@/features/deals/deals-list-test-kit";
import { installFakeApi, ok } from "@/test/fake-trpc-server";
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
});
