import type { CatalogueOf } from "../catalogue";
import type { enMerge } from "../en/merge";

/** Czech texts of merging two contacts (keys: en/merge.ts). */
export const csMerge: CatalogueOf<typeof enMerge> = {
  merge: {
    action: "Sloučit…",
    title: "Sloučit kontakty",
    description:
      "Vyberte duplicitní záznam ke kontaktu {{name}}. Vše, co na duplicitu odkazuje, přejde na kontakt, který zůstane; druhý se přesune do koše, odkud ho lze obnovit.",
    other: "Duplicitní kontakt ke sloučení",
    otherPlaceholder: "Začněte psát a vyhledejte kontakt…",
    keep: "Který kontakt zůstane?",
    keepHint: "Kontakt, který zůstane, si ponechá své údaje; z druhého se do nich nic nekopíruje.",
    loadingPreview: "Zjišťuji, co se přesune…",
    previewFailed: "Náhled sloučení se nepodařilo načíst: {{message}}",
    movesTitle: "Co se přesune z kontaktu {{away}} na kontakt {{kept}}",
    links: "Vazby na osoby nebo organizace: {{count}}",
    duplicateLinks: "Vazby, které už kontakt {{kept}} má (zahodí se, nepřesunou): {{count}}",
    children: "Podřízené organizace: {{count}}",
    deals: "Obchody: {{count}}",
    draftInvoices: "Koncepty faktur (při vystavení převezmou údaje kontaktu {{kept}}): {{count}}",
    issuedInvoices: "Vystavené faktury a dobropisy (ponechají si vytištěné údaje odběratele): {{count}}",
    projects: "Projekty: {{count}}",
    nothingMoves: "Na kontakt {{away}} nic neodkazuje: jen se přesune do koše.",
    toTrash: "Kontakt {{away}} se přesune do koše; obnovit ho lze v Nastavení → Koš.",
    confirm: "Sloučit",
    merging: "Slučuji…",
    cancel: "Zrušit",
    merged: "Kontakty sloučeny",
    failed: "Kontakty se nepodařilo sloučit",
    mergeWithIt: "Sloučit s ním",
  },
};
