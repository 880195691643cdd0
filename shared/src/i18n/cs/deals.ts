import type { CatalogueOf } from "../catalogue";
import type { enDeals } from "../en/deals";

/** Czech texts of the deal screens beyond the list (keys: en/deals.ts). */
export const csDeals: CatalogueOf<typeof enDeals> = {
  dealView: {
    deal: "Obchod",
    source: "Zdroj",
    financialInformation: "Finanční údaje",
    estimatedValue: "Odhadovaná hodnota",
    actualValue: "Skutečná hodnota",
    createInvoice: "Vystavit fakturu",
    loadingInvoices: "Načítám faktury",
    loadingInvoicesEllipsis: "Načítám faktury…",
    loadInvoicesFailed: "Faktury se nepodařilo načíst",
    invoicesOfDeal: "Faktury k tomuto obchodu",
    noInvoices: "K tomuto obchodu zatím nejsou žádné faktury.",
    none: "Žádný",
    loadingDeal: "Načítám obchod…",
    loadDealFailed: "Obchod se nepodařilo načíst",
    backToDeals: "Zpět na obchody",
    filterDeals: "Filtrovat obchody",
  },
  dealActions: {
    deleteTitle: "Smazat obchod?",
    deleteDescription:
      "Obchod „{{title}}“ se přesune do koše. Vlastník nebo správce ho může do 30 dnů obnovit v Nastavení → Koš; potom se smaže natrvalo.",
    deleting: "Mažu…",
    markLost: "Označit jako prohraný",
    markLostTitle: "Označit obchod jako prohraný?",
    markLostDescription: "Obchod „{{title}}“ bude označen jako prohraný.",
    markingLost: "Označuji jako prohraný…",
    markWon: "Označit jako vyhraný",
    markWonTitle: "Označit obchod jako vyhraný",
    markWonDescription: "Zadejte skutečnou hodnotu obchodu „{{title}}“ v měně {{currency}}.",
    actualValue: "Skutečná hodnota",
    confirmWonTitle: "Označit obchod jako vyhraný?",
    confirmWonDescription: "Obchod „{{title}}“ bude označen jako vyhraný se skutečnou hodnotou {{amount}}.",
    back: "Zpět",
    markingWon: "Označuji jako vyhraný…",
  },
  dealForm: {
    newFormLabel: "Nový obchod",
    editFormLabel: "Úprava obchodu",
    editDeal: "Upravit obchod",
    billingContactRemoved: "Fakturační kontakt tohoto obchodu byl smazán; vyberte jiný, nebo ponechte Žádný.",
    sourcePlaceholder: "např. doporučení, web",
    create: "Vytvořit obchod",
    estimatedValueInvalid: "Odhadovaná hodnota musí být číslo 0 nebo větší, nejvýše se 2 desetinnými místy",
    titleTooLong: "Název může mít nejvýše 300 znaků",
    sourceTooLong: "Zdroj může mít nejvýše 200 znaků",
  },
};
