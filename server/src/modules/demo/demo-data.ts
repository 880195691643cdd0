import { withIcoCheckDigit } from "@kancl/shared";

/**
 * The demo data's company world (issue 25 item 6, decision 151): a Czech supplier's customers — organizations with
 * real-looking names, addresses and valid IČO/DIČ (mod-11 check digits computed, not typed), a hierarchy, their
 * people, deals and invoices. Plain data: demo.service.ts feeds it through the real services.
 */
export interface DemoOrganization {
  key: string;
  name: string;
  legalName: string;
  /** Seven digits: the eighth is the IČO's check digit. Absent for the foreign customer. */
  icoSeed?: string;
  foreignTaxId?: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  domain: string;
  phone: string;
  /** The e-mail's mailbox at the domain ("info" unless a branch of the same company needs its own). */
  mailbox?: string;
  parent?: string;
}

export interface DemoPerson {
  name: string;
  position: string;
  phone: string;
  /** Organization keys; the first is the primary link. */
  organizations: { key: string; role: string }[];
}

export type DemoDealOutcome = "lead" | "negotiation" | "won" | "lost";

export interface DemoDeal {
  key: string;
  title: string;
  customer: string;
  outcome: DemoDealOutcome;
  currency: "CZK" | "EUR" | "USD";
  estimatedValue: number;
  actualValue?: number;
  source: string;
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    key: "morava",
    name: "Stavby Morava",
    legalName: "Stavby Morava a.s.",
    icoSeed: "2614791",
    street: "Heršpická 758/13",
    city: "Brno",
    postalCode: "639 00",
    country: "CZ",
    domain: "stavbymorava.cz",
    phone: "+420 543 211 870",
  },
  {
    key: "morava-ol",
    name: "Stavby Morava – Olomouc",
    legalName: "Stavby Morava – Olomouc s.r.o.",
    icoSeed: "0528344",
    street: "Tovární 1197/42a",
    city: "Olomouc",
    postalCode: "779 00",
    country: "CZ",
    domain: "stavbymorava.cz",
    mailbox: "olomouc",
    phone: "+420 585 112 404",
    parent: "morava",
  },
  {
    key: "morava-zl",
    name: "Stavby Morava – Zlín",
    legalName: "Stavby Morava – Zlín s.r.o.",
    icoSeed: "0617390",
    street: "Dlouhá 4388",
    city: "Zlín",
    postalCode: "760 01",
    country: "CZ",
    domain: "stavbymorava.cz",
    mailbox: "zlin",
    phone: "+420 577 430 219",
    parent: "morava",
  },
  {
    key: "pekarny",
    name: "Pekárny Vysočina",
    legalName: "Pekárny Vysočina a.s.",
    icoSeed: "4652318",
    street: "Brněnská 1211/56",
    city: "Jihlava",
    postalCode: "586 01",
    country: "CZ",
    domain: "pekarnyvysocina.cz",
    phone: "+420 567 303 150",
  },
  {
    key: "pekarna-tr",
    name: "Pekárna Třebíč",
    legalName: "Pekárna Třebíč s.r.o.",
    icoSeed: "2790124",
    street: "Hrotovická 1148",
    city: "Třebíč",
    postalCode: "674 01",
    country: "CZ",
    domain: "pekarnatrebic.cz",
    phone: "+420 568 841 227",
    parent: "pekarny",
  },
  {
    key: "novak",
    name: "Novák & Partneři",
    legalName: "Novák & Partneři, advokátní kancelář s.r.o.",
    icoSeed: "2471863",
    street: "Na Příkopě 859/22",
    city: "Praha 1",
    postalCode: "110 00",
    country: "CZ",
    domain: "novakpartneri.cz",
    phone: "+420 224 810 330",
  },
  {
    key: "dvorak",
    name: "Dvořák Logistika",
    legalName: "Dvořák Logistika s.r.o.",
    icoSeed: "2893547",
    street: "Hradecká 2526",
    city: "Pardubice",
    postalCode: "530 02",
    country: "CZ",
    domain: "dvoraklogistika.cz",
    phone: "+420 466 610 925",
  },
  {
    key: "hejda",
    name: "Kovárna Hejda",
    legalName: "Kovárna Hejda s.r.o.",
    icoSeed: "4918272",
    street: "Borská 2980/31",
    city: "Plzeň",
    postalCode: "301 00",
    country: "CZ",
    domain: "kovarnahejda.cz",
    phone: "+420 377 540 118",
  },
  {
    key: "zahrada",
    name: "Zelená zahrada",
    legalName: "Zelená zahrada s.r.o.",
    icoSeed: "2602069",
    street: "Lidická 2206/32",
    city: "České Budějovice",
    postalCode: "370 01",
    country: "CZ",
    domain: "zelenazahrada.cz",
    phone: "+420 386 350 642",
  },
  {
    key: "pivovar",
    name: "Pivovar U Sedmi kohoutů",
    legalName: "Pivovar U Sedmi kohoutů s.r.o.",
    icoSeed: "0784195",
    street: "Jablonecká 713/36",
    city: "Liberec",
    postalCode: "460 01",
    country: "CZ",
    domain: "sedmikohoutu.cz",
    phone: "+420 485 106 733",
  },
  {
    key: "klinika",
    name: "Klinika Zdraví Plus",
    legalName: "Klinika Zdraví Plus s.r.o.",
    icoSeed: "0396742",
    street: "Pražská třída 198/42",
    city: "Hradec Králové",
    postalCode: "500 04",
    country: "CZ",
    domain: "zdraviplus.cz",
    phone: "+420 495 221 907",
  },
  {
    // The assistant panel's examples name "Acme" ("Vytvoř nový projekt pro klienta Acme"): the demo client they
    // work on (issue 43).
    key: "acme",
    name: "Acme",
    legalName: "Acme Software s.r.o.",
    icoSeed: "0861523",
    street: "Dělnická 213/12",
    city: "Praha 7",
    postalCode: "170 00",
    country: "CZ",
    domain: "acme-software.cz",
    phone: "+420 233 001 482",
  },
  {
    key: "horak",
    name: "Tiskárna Horák",
    legalName: "Tiskárna Horák s.r.o.",
    icoSeed: "2584617",
    street: "Nádražní 124/47",
    city: "Ostrava",
    postalCode: "702 00",
    country: "CZ",
    domain: "tiskarnahorak.cz",
    phone: "+420 596 114 208",
  },
  {
    key: "sumava",
    name: "Hotel Šumava Resort",
    legalName: "Hotel Šumava Resort a.s.",
    icoSeed: "2817540",
    street: "Lipno nad Vltavou 307",
    city: "Lipno nad Vltavou",
    postalCode: "382 78",
    country: "CZ",
    domain: "sumavaresort.cz",
    phone: "+420 380 736 500",
  },
  {
    key: "kucera",
    name: "Autoservis Kučera",
    legalName: "Autoservis Kučera s.r.o.",
    icoSeed: "0469921",
    street: "Wilsonova 2779",
    city: "Kladno",
    postalCode: "272 01",
    country: "CZ",
    domain: "autoservis-kucera.cz",
    phone: "+420 312 245 670",
  },
  {
    key: "benes",
    name: "Elektro Beneš",
    legalName: "Elektro Beneš s.r.o.",
    icoSeed: "2738051",
    street: "Masarykova 312/74",
    city: "Ústí nad Labem",
    postalCode: "400 01",
    country: "CZ",
    domain: "elektrobenes.cz",
    phone: "+420 475 208 391",
  },
  {
    key: "palava",
    name: "Vinařství Pálava",
    legalName: "Vinařství Pálava s.r.o.",
    icoSeed: "2936478",
    street: "Brněnská 1432/25",
    city: "Mikulov",
    postalCode: "692 01",
    country: "CZ",
    domain: "vinarstvipalava.cz",
    phone: "+420 519 512 064",
  },
  {
    key: "hana",
    name: "Agro Haná",
    legalName: "Agro Haná, družstvo",
    icoSeed: "0015438",
    street: "Plumlovská 481/126",
    city: "Prostějov",
    postalCode: "796 01",
    country: "CZ",
    domain: "agrohana.cz",
    phone: "+420 582 330 971",
  },
  {
    key: "kreativ",
    name: "Studio Kreativ",
    legalName: "Studio Kreativ s.r.o.",
    icoSeed: "0745261",
    street: "Belgická 117/36",
    city: "Praha 2",
    postalCode: "120 00",
    country: "CZ",
    domain: "studiokreativ.cz",
    phone: "+420 222 517 846",
  },
  {
    key: "alpen",
    name: "Alpen Handel",
    legalName: "Alpen Handel GmbH",
    foreignTaxId: "ATU63524816",
    street: "Mariahilfer Straße 88",
    city: "Wien",
    postalCode: "1070",
    country: "AT",
    domain: "alpenhandel.at",
    phone: "+43 1 523 44 10",
  },
];

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    name: "Petr Svoboda",
    position: "Ředitel",
    phone: "+420 602 418 337",
    organizations: [{ key: "morava", role: "Ředitel" }],
  },
  {
    name: "Lucie Marešová",
    position: "Nákupčí",
    phone: "+420 737 205 614",
    organizations: [
      { key: "morava", role: "Nákup" },
      { key: "morava-ol", role: "Nákup pro pobočku" },
    ],
  },
  {
    name: "Tomáš Kolář",
    position: "Vedoucí pobočky",
    phone: "+420 608 331 902",
    organizations: [{ key: "morava-ol", role: "Vedoucí pobočky" }],
  },
  {
    name: "Martina Holubová",
    position: "Účetní",
    phone: "+420 731 640 218",
    organizations: [{ key: "morava-zl", role: "Účetní" }],
  },
  {
    name: "Jan Dvořák",
    position: "Jednatel",
    phone: "+420 603 552 190",
    organizations: [{ key: "dvorak", role: "Jednatel" }],
  },
  {
    name: "Eva Dvořáková",
    position: "Dispečerka",
    phone: "+420 775 118 406",
    organizations: [{ key: "dvorak", role: "Dispečink" }],
  },
  {
    name: "Jiří Procházka",
    position: "Výrobní ředitel",
    phone: "+420 604 227 851",
    organizations: [{ key: "pekarny", role: "Výroba" }],
  },
  {
    name: "Kateřina Veselá",
    position: "Vedoucí provozu",
    phone: "+420 739 804 123",
    organizations: [
      { key: "pekarna-tr", role: "Vedoucí provozu" },
      { key: "pekarny", role: "Koordinace poboček" },
    ],
  },
  {
    name: "Mgr. Pavel Novák",
    position: "Advokát, partner",
    phone: "+420 602 900 415",
    organizations: [{ key: "novak", role: "Partner" }],
  },
  {
    name: "JUDr. Tereza Šimková",
    position: "Advokátka",
    phone: "+420 724 310 552",
    organizations: [{ key: "novak", role: "Advokátka" }],
  },
  {
    name: "Miroslav Hejda",
    position: "Majitel",
    phone: "+420 605 778 031",
    organizations: [{ key: "hejda", role: "Majitel" }],
  },
  {
    name: "Alena Pokorná",
    position: "Zahradní architektka",
    phone: "+420 736 419 275",
    organizations: [{ key: "zahrada", role: "Projekty" }],
  },
  {
    name: "Roman Černý",
    position: "Sládek",
    phone: "+420 607 512 689",
    organizations: [{ key: "pivovar", role: "Sládek" }],
  },
  {
    name: "Hana Králová",
    position: "Obchodní manažerka",
    phone: "+420 728 066 947",
    organizations: [{ key: "pivovar", role: "Obchod" }],
  },
  {
    name: "MUDr. Ondřej Beneš",
    position: "Ředitel kliniky",
    phone: "+420 603 145 722",
    organizations: [{ key: "klinika", role: "Ředitel" }],
  },
  {
    name: "Zuzana Němcová",
    position: "Office manažerka",
    phone: "+420 734 920 318",
    organizations: [{ key: "klinika", role: "Provoz" }],
  },
  { name: "David Marek", position: "CTO", phone: "+420 777 301 864", organizations: [{ key: "acme", role: "CTO" }] },
  {
    name: "Veronika Pospíšilová",
    position: "Projektová manažerka",
    phone: "+420 739 256 100",
    organizations: [
      { key: "acme", role: "Projekty" },
      { key: "kreativ", role: "Externí spolupráce" },
    ],
  },
  {
    name: "Karel Horák",
    position: "Jednatel",
    phone: "+420 602 614 977",
    organizations: [{ key: "horak", role: "Jednatel" }],
  },
  {
    name: "Monika Růžičková",
    position: "Recepční a rezervace",
    phone: "+420 731 887 452",
    organizations: [{ key: "sumava", role: "Rezervace" }],
  },
  {
    name: "Lukáš Fiala",
    position: "Provozní ředitel",
    phone: "+420 606 430 219",
    organizations: [{ key: "sumava", role: "Provozní ředitel" }],
  },
  {
    name: "Josef Kučera",
    position: "Majitel",
    phone: "+420 604 871 336",
    organizations: [{ key: "kucera", role: "Majitel" }],
  },
  {
    name: "Michal Beneš",
    position: "Jednatel",
    phone: "+420 608 940 571",
    organizations: [{ key: "benes", role: "Jednatel" }],
  },
  {
    name: "Barbora Urbanová",
    position: "Fakturace",
    phone: "+420 725 603 184",
    organizations: [{ key: "benes", role: "Fakturace" }],
  },
  {
    name: "Stanislav Vlček",
    position: "Vinař",
    phone: "+420 603 218 660",
    organizations: [{ key: "palava", role: "Vinař" }],
  },
  {
    name: "Ing. František Kratochvíl",
    position: "Předseda družstva",
    phone: "+420 602 745 903",
    organizations: [{ key: "hana", role: "Předseda" }],
  },
  {
    name: "Markéta Jelínková",
    position: "Ekonomka",
    phone: "+420 737 514 262",
    organizations: [{ key: "hana", role: "Ekonomka" }],
  },
  {
    name: "Adam Sedláček",
    position: "Art director",
    phone: "+420 776 209 835",
    organizations: [{ key: "kreativ", role: "Art director" }],
  },
  {
    name: "Klára Zemanová",
    position: "Account manažerka",
    phone: "+420 734 118 590",
    organizations: [{ key: "kreativ", role: "Account" }],
  },
  {
    name: "Thomas Gruber",
    position: "Einkaufsleiter",
    phone: "+43 664 318 2270",
    organizations: [{ key: "alpen", role: "Nákup" }],
  },
];

export const DEMO_DEALS: DemoDeal[] = [
  {
    key: "morava-it",
    title: "Správa IT pro Stavby Morava 2026",
    customer: "morava",
    outcome: "won",
    currency: "CZK",
    estimatedValue: 480_000,
    actualValue: 456_000,
    source: "Doporučení",
  },
  {
    key: "morava-ol-site",
    title: "Síť a Wi-Fi pro pobočku Olomouc",
    customer: "morava-ol",
    outcome: "won",
    currency: "CZK",
    estimatedValue: 165_000,
    actualValue: 158_400,
    source: "Stávající zákazník",
  },
  {
    key: "pekarny-erp",
    title: "Napojení e-shopu Pekáren Vysočina na ERP",
    customer: "pekarny",
    outcome: "won",
    currency: "CZK",
    estimatedValue: 320_000,
    actualValue: 310_000,
    source: "Veletrh Pragoexpo",
  },
  {
    key: "novak-support",
    title: "Podpora kanceláře Novák & Partneři",
    customer: "novak",
    outcome: "won",
    currency: "CZK",
    estimatedValue: 216_000,
    actualValue: 216_000,
    source: "Web",
  },
  {
    key: "dvorak-gps",
    title: "Sledování vozového parku Dvořák Logistika",
    customer: "dvorak",
    outcome: "won",
    currency: "CZK",
    estimatedValue: 275_000,
    actualValue: 262_500,
    source: "Doporučení",
  },
  {
    key: "klinika-sec",
    title: "Zabezpečení sítě Kliniky Zdraví Plus",
    customer: "klinika",
    outcome: "won",
    currency: "CZK",
    estimatedValue: 198_000,
    actualValue: 189_000,
    source: "Výběrové řízení",
  },
  {
    key: "alpen-portal",
    title: "B2B portál pro Alpen Handel",
    customer: "alpen",
    outcome: "won",
    currency: "EUR",
    estimatedValue: 18_000,
    actualValue: 17_400,
    source: "LinkedIn",
  },
  {
    key: "hejda-web",
    title: "Nový web Kovárny Hejda",
    customer: "hejda",
    outcome: "negotiation",
    currency: "CZK",
    estimatedValue: 95_000,
    source: "Web",
  },
  {
    key: "pivovar-pos",
    title: "Pokladní systém pro pivovarskou restauraci",
    customer: "pivovar",
    outcome: "negotiation",
    currency: "CZK",
    estimatedValue: 142_000,
    source: "Doporučení",
  },
  {
    key: "sumava-booking",
    title: "Rezervační systém Hotelu Šumava",
    customer: "sumava",
    outcome: "negotiation",
    currency: "CZK",
    estimatedValue: 260_000,
    source: "Veletrh Holiday World",
  },
  {
    key: "benes-cloud",
    title: "Přechod Elektro Beneš do cloudu",
    customer: "benes",
    outcome: "negotiation",
    currency: "CZK",
    estimatedValue: 310_000,
    source: "Stávající zákazník",
  },
  {
    key: "palava-eshop",
    title: "E-shop Vinařství Pálava",
    customer: "palava",
    outcome: "negotiation",
    currency: "EUR",
    estimatedValue: 6_500,
    source: "Web",
  },
  {
    key: "zahrada-crm",
    title: "CRM pro Zelenou zahradu",
    customer: "zahrada",
    outcome: "lead",
    currency: "CZK",
    estimatedValue: 58_000,
    source: "Web",
  },
  {
    key: "horak-print",
    title: "Automatizace tiskové výroby Tiskárny Horák",
    customer: "horak",
    outcome: "lead",
    currency: "CZK",
    estimatedValue: 410_000,
    source: "Konference",
  },
  {
    key: "kucera-dms",
    title: "Objednávkový systém Autoservisu Kučera",
    customer: "kucera",
    outcome: "lead",
    currency: "CZK",
    estimatedValue: 74_000,
    source: "Doporučení",
  },
  {
    key: "hana-gis",
    title: "Evidence pozemků Agro Haná",
    customer: "hana",
    outcome: "lead",
    currency: "CZK",
    estimatedValue: 230_000,
    source: "Dotační poradce",
  },
  {
    key: "kreativ-render",
    title: "Renderovací server pro Studio Kreativ",
    customer: "kreativ",
    outcome: "lead",
    currency: "USD",
    estimatedValue: 9_800,
    source: "Web",
  },
  {
    key: "dilna-audit",
    title: "Bezpečnostní audit Softwarové dílny",
    customer: "acme",
    outcome: "lost",
    currency: "CZK",
    estimatedValue: 88_000,
    source: "Web",
  },
  {
    key: "morava-zl-cam",
    title: "Kamerový systém pro stavby Zlín",
    customer: "morava-zl",
    outcome: "lost",
    currency: "CZK",
    estimatedValue: 126_000,
    source: "Stávající zákazník",
  },
  {
    key: "pekarna-tr-wifi",
    title: "Wi-Fi pro prodejny Pekárny Třebíč",
    customer: "pekarna-tr",
    outcome: "lost",
    currency: "CZK",
    estimatedValue: 47_000,
    source: "Telefonát",
  },
];

/** The kinds of invoice the demo shows, each with what happens to it after it is created. */
export type DemoInvoiceFate =
  | { kind: "draft" }
  | { kind: "paid"; paidAfterDays: number }
  | { kind: "partial"; paidShare: number; paidAfterDays: number }
  | { kind: "sent" }
  | { kind: "credited-then-paid"; creditShare: number; paidAfterDays: number };

export interface DemoInvoice {
  deal: string;
  /** Days before today of the issue date (a draft: of its planned date). */
  issuedDaysAgo: number;
  dueInDays: number;
  items: { description: string; quantity: number; unitPrice: number; vatRate: 21 | 12 | 0 }[];
  fate: DemoInvoiceFate;
}

const hours = (description: string, quantity: number, unitPrice = 1_450) => ({
  description,
  quantity,
  unitPrice,
  vatRate: 21 as const,
});

/**
 * 30 invoices: 5 drafts, 17 paid over the last year (one of them lowered by a credit note before it was paid, one in
 * EUR with reverse charge), 3 partly paid and 5 unpaid — 6 of these 8 overdue. With the credit note, 31 documents.
 */
export const DEMO_INVOICES: DemoInvoice[] = [
  {
    deal: "morava-it",
    issuedDaysAgo: 335,
    dueInDays: 14,
    items: [hours("Správa IT – paušál", 1, 38_000)],
    fate: { kind: "paid", paidAfterDays: 12 },
  },
  {
    deal: "morava-it",
    issuedDaysAgo: 305,
    dueInDays: 14,
    items: [hours("Správa IT – paušál", 1, 38_000)],
    fate: { kind: "paid", paidAfterDays: 10 },
  },
  {
    deal: "morava-it",
    issuedDaysAgo: 274,
    dueInDays: 14,
    items: [hours("Správa IT – paušál", 1, 38_000), hours("Výjezd technika", 6)],
    fate: { kind: "paid", paidAfterDays: 14 },
  },
  {
    deal: "morava-it",
    issuedDaysAgo: 244,
    dueInDays: 14,
    items: [hours("Správa IT – paušál", 1, 38_000)],
    fate: { kind: "paid", paidAfterDays: 9 },
  },
  {
    deal: "morava-it",
    issuedDaysAgo: 213,
    dueInDays: 14,
    items: [hours("Správa IT – paušál", 1, 38_000)],
    fate: { kind: "paid", paidAfterDays: 13 },
  },
  {
    deal: "morava-ol-site",
    issuedDaysAgo: 290,
    dueInDays: 21,
    items: [
      { description: "Přístupový bod Wi-Fi 6", quantity: 12, unitPrice: 4_890, vatRate: 21 },
      hours("Instalace a konfigurace sítě", 40, 1_250),
    ],
    fate: { kind: "paid", paidAfterDays: 20 },
  },
  {
    deal: "pekarny-erp",
    issuedDaysAgo: 260,
    dueInDays: 14,
    items: [hours("Analýza a návrh napojení", 60)],
    fate: { kind: "paid", paidAfterDays: 11 },
  },
  {
    deal: "pekarny-erp",
    issuedDaysAgo: 200,
    dueInDays: 14,
    items: [hours("Vývoj konektoru e-shop – ERP", 120)],
    fate: { kind: "credited-then-paid", creditShare: 0.1, paidAfterDays: 25 },
  },
  {
    deal: "pekarny-erp",
    issuedDaysAgo: 150,
    dueInDays: 14,
    items: [
      hours("Nasazení a školení", 24),
      { description: "Tištěná příručka", quantity: 10, unitPrice: 350, vatRate: 12 },
    ],
    fate: { kind: "paid", paidAfterDays: 7 },
  },
  {
    deal: "novak-support",
    issuedDaysAgo: 180,
    dueInDays: 14,
    items: [hours("Podpora – paušál", 1, 18_000)],
    fate: { kind: "paid", paidAfterDays: 5 },
  },
  {
    deal: "novak-support",
    issuedDaysAgo: 150,
    dueInDays: 14,
    items: [hours("Podpora – paušál", 1, 18_000)],
    fate: { kind: "paid", paidAfterDays: 6 },
  },
  {
    deal: "novak-support",
    issuedDaysAgo: 120,
    dueInDays: 14,
    items: [hours("Podpora – paušál", 1, 18_000)],
    fate: { kind: "paid", paidAfterDays: 4 },
  },
  {
    deal: "novak-support",
    issuedDaysAgo: 90,
    dueInDays: 14,
    items: [hours("Podpora – paušál", 1, 18_000)],
    fate: { kind: "paid", paidAfterDays: 8 },
  },
  {
    deal: "novak-support",
    issuedDaysAgo: 60,
    dueInDays: 14,
    items: [hours("Podpora – paušál", 1, 18_000)],
    fate: { kind: "partial", paidShare: 0.5, paidAfterDays: 10 },
  },
  {
    deal: "novak-support",
    issuedDaysAgo: 30,
    dueInDays: 14,
    items: [hours("Podpora – paušál", 1, 18_000)],
    fate: { kind: "sent" },
  },
  {
    deal: "dvorak-gps",
    issuedDaysAgo: 140,
    dueInDays: 30,
    items: [
      { description: "GPS jednotka do vozidla", quantity: 25, unitPrice: 3_900, vatRate: 21 },
      hours("Montáž jednotek", 50, 900),
    ],
    fate: { kind: "paid", paidAfterDays: 28 },
  },
  {
    deal: "dvorak-gps",
    issuedDaysAgo: 75,
    dueInDays: 30,
    items: [hours("Licence sledování – 1. pololetí", 25, 1_200)],
    fate: { kind: "paid", paidAfterDays: 21 },
  },
  {
    deal: "dvorak-gps",
    issuedDaysAgo: 45,
    dueInDays: 14,
    items: [hours("Úpravy reportů", 18)],
    fate: { kind: "sent" },
  },
  {
    deal: "klinika-sec",
    issuedDaysAgo: 100,
    dueInDays: 14,
    items: [
      { description: "Firewall FortiGate 60F", quantity: 2, unitPrice: 21_500, vatRate: 21 },
      hours("Konfigurace a audit", 32),
    ],
    fate: { kind: "paid", paidAfterDays: 12 },
  },
  {
    deal: "klinika-sec",
    issuedDaysAgo: 40,
    dueInDays: 14,
    items: [hours("Penetrační test", 40)],
    fate: { kind: "partial", paidShare: 0.4, paidAfterDays: 12 },
  },
  {
    deal: "klinika-sec",
    issuedDaysAgo: 8,
    dueInDays: 14,
    items: [hours("Školení zaměstnanců – phishing", 8)],
    fate: { kind: "partial", paidShare: 0.5, paidAfterDays: 5 },
  },
  {
    deal: "morava-it",
    issuedDaysAgo: 28,
    dueInDays: 14,
    items: [hours("Správa IT – paušál", 1, 38_000)],
    fate: { kind: "sent" },
  },
  {
    deal: "morava-ol-site",
    issuedDaysAgo: 25,
    dueInDays: 14,
    items: [hours("Rozšíření sítě – 2. patro", 16, 1_250)],
    fate: { kind: "sent" },
  },
  {
    deal: "morava-it",
    issuedDaysAgo: 3,
    dueInDays: 14,
    items: [hours("Správa IT – paušál", 1, 38_000)],
    fate: { kind: "sent" },
  },
  {
    deal: "alpen-portal",
    issuedDaysAgo: 55,
    dueInDays: 30,
    items: [{ description: "B2B portal – implementation", quantity: 1, unitPrice: 8_700, vatRate: 21 }],
    fate: { kind: "paid", paidAfterDays: 18 },
  },
  {
    deal: "alpen-portal",
    issuedDaysAgo: 0,
    dueInDays: 14,
    items: [{ description: "B2B portal – second milestone", quantity: 1, unitPrice: 8_700, vatRate: 21 }],
    fate: { kind: "draft" },
  },
  {
    deal: "dvorak-gps",
    issuedDaysAgo: 0,
    dueInDays: 30,
    items: [hours("Licence sledování – 2. pololetí", 25, 1_200)],
    fate: { kind: "draft" },
  },
  {
    deal: "pekarny-erp",
    issuedDaysAgo: 0,
    dueInDays: 14,
    items: [hours("Podpora po spuštění", 12)],
    fate: { kind: "draft" },
  },
  {
    deal: "klinika-sec",
    issuedDaysAgo: 0,
    dueInDays: 14,
    items: [hours("Roční revize zabezpečení", 16)],
    fate: { kind: "draft" },
  },
  {
    deal: "novak-support",
    issuedDaysAgo: 0,
    dueInDays: 14,
    items: [hours("Podpora – paušál", 1, 18_000)],
    fate: { kind: "draft" },
  },
];

/** The EUR deal's invoices are in EUR at this rate (CZK for 1 EUR), the bank's fixing being out of reach offline. */
export const DEMO_EUR_RATE = 25.14;

/** The demo invoices' fictional supplier (demo-supplier.ts): frozen into them, never the organization's profile. */
export const DEMO_SUPPLIER = {
  legalName: "Ukázková firma s.r.o. (demo)",
  icoSeed: "2457032",
  street: "Vinohradská 1511/230",
  city: "Praha 10",
  postalCode: "100 00",
  bankAccount: "19-2000145399/0800",
  phone: "+420 224 555 010",
  footerText:
    "Ukázková data Kanclu: smyšlený dodavatel, doklad není skutečný. / Kancl demo data: a fictional supplier, not a real document.",
} as const;

export const icoOf = (seed: string) => withIcoCheckDigit(seed);
