import type { CatalogueOf } from "../catalogue";
import type { enSearch } from "../en/search";

/** Czech texts of the command palette and the record pickers (keys: en/search.ts). */
export const csSearch: CatalogueOf<typeof enSearch> = {
  palette: {
    title: "Hledání a příkazy",
    hint: "Pište a hledejte kontakty, obchody, faktury, projekty a úkoly, nebo najděte akci. Šipkami se pohybujte, Enterem otevřete.",
    placeholder: "Hledejte nebo zadejte příkaz…",
    inputLabel: "Hledejte nebo zadejte příkaz",
    searching: "Hledám…",
    noResults: "Nic nenalezeno.",
    failed: "Hledání selhalo. Zkuste to znovu.",
    recent: "Nedávné",
    tasks: "Úkoly",
    actionLabels: {
      "new-contact": "Nový kontakt",
      "new-deal": "Nový obchod",
      "new-invoice": "Nová faktura",
      "new-project": "Nový projekt",
      "go-home": "Přejít na přehled",
      "go-contacts": "Přejít na kontakty",
      "go-deals": "Přejít na obchody",
      "go-invoices": "Přejít na faktury",
      "go-projects": "Přejít na projekty",
      "go-my-tasks": "Přejít na moje úkoly",
      "go-import": "Importovat kontakty",
      "go-trash": "Přejít do koše",
      "go-settings": "Přejít do nastavení",
    },
  },
  pickers: {
    couldNotSearch: "Hledání selhalo",
    searchOrganizations: "Hledat organizace…",
    searchPeople: "Hledat osoby…",
    searchContacts: "Hledat kontakty…",
    createNewNamed: "Vytvořit „{{name}}“…",
    createNew: "Vytvořit nový…",
    typeToSearch: "Začněte psát a hledejte…",
    noMatches: "Žádné shody",
    oneMatch: "1 shoda",
    matches: "Shody: {{count}}",
    clear: "Vymazat {{name}}",
    matchesLabel: "Shody",
  },
};
