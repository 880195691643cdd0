import type { Catalogue } from "./catalogue";
import type { enAuth } from "./en/auth";
import type { enContacts } from "./en/contacts";
import type { enDeals } from "./en/deals";
import type { enInvoiceScreens } from "./en/invoice-screens";
import type { enProjects } from "./en/projects";
import type { enSettings } from "./en/settings";
import type { enMessages } from "./en-messages";
import type { enUi } from "./en-ui";

/**
 * The catalogues cut by area for the client (decision 210): which top-level namespaces each area's texts file holds.
 * The server keeps the whole catalogue (`en`, `cs`: PDF labels, messages, mails); this list only says how the client
 * receives it. A route loads the areas of what it renders together with its code (client/src/app/routes.tsx), so a
 * reader downloads the shell's texts and the texts of the screens they open, in the language on screen.
 *
 * A namespace belongs to exactly one place: the shell, one area, or the server (text-areas.test.ts holds the list
 * to the catalogue both ways). A new module adds its area here, its namespaces, and its route's `loadTexts(…)`.
 */
type Namespace = keyof Catalogue;
type NamesOf<T> = readonly (keyof T & string)[];

/**
 * The shell's texts (en-ui.ts), one file per language loaded before the first render. The server's messages
 * (en-messages.ts) come with the shell's Czech: any screen may show one, and that file's English copy of them is how
 * translateMessage finds a message's key (decision 182); in English they are part of the shared schemas' code.
 */
export const SHELL_UI_NAMESPACES = [
  "common",
  "shell",
  "theme",
  "errors",
  "settings",
  "language",
  "overview",
  "overviewWork",
  "healthDetails",
  "homeTasks",
  "myTasksPage",
  "chatPanel",
] as const satisfies NamesOf<typeof enUi>;

export const MESSAGE_NAMESPACES = [
  "account",
  "auth",
  "company",
  "contactImport",
  "contacts",
  "czechIds",
  "dates",
  "deals",
  "dealList",
  "exchangeRates",
  "invoiceLifecycle",
  "invoiceList",
  "invoices",
  "invoiceDocument",
  "outbox",
  "projects",
  "setup",
  "demo",
  "team",
  "text",
  "trash",
] as const satisfies NamesOf<typeof enMessages>;

/** Namespaces only the server reads (the invoice PDF's labels): no client file carries them. */
export const SERVER_ONLY_NAMESPACES = ["invoicePdf"] as const satisfies readonly Namespace[];

const CONTACTS = [
  "contactSort",
  "contactView",
  "contactForm",
  "contactLinks",
  "quickCreate",
  "contactImportScreen",
  "contactInvoiceLanguage",
] as const satisfies NamesOf<typeof enContacts>;
const DEALS = ["dealView", "dealActions", "dealForm"] as const satisfies NamesOf<typeof enDeals>;
const INVOICES = [
  "invoiceDetail",
  "invoiceToasts",
  "bankChangeWarning",
  "invoiceDialogs",
  "invoiceForm",
  "invoiceTerms",
  "invoiceFilters",
] as const satisfies NamesOf<typeof enInvoiceScreens>;
const PROJECTS = [
  "taskPriority",
  "projectBoard",
  "columnDialog",
  "projectForm",
  "taskDialog",
  "projectTimeline",
  "projectTasks",
  "projectList",
] as const satisfies NamesOf<typeof enProjects>;
const AUTH = [
  "authForms",
  "login",
  "register",
  "passwordReset",
  "invitation",
  "setupScreen",
  "accountScreen",
] as const satisfies NamesOf<typeof enAuth>;
const SETTINGS = [
  "settingsCommon",
  "companyScreen",
  "usersScreen",
  "apiKeysScreen",
  "outboxScreen",
  "trashScreen",
  "demoScreen",
  "auditScreen",
  "webhooksPage",
] as const satisfies NamesOf<typeof enSettings>;

/**
 * The areas and their namespaces. `common` holds what screens of several areas share (breadcrumbs, load more,
 * record pickers, the command palette, the history timeline, status and CRM labels, the CRM pages' project cards);
 * every signed-in page but the overview loads it.
 */
export const TEXT_AREAS = {
  common: [
    "components",
    "emailScreen",
    "workspaceScreen",
    "palette",
    "pickers",
    "timeline",
    "clientSummary",
    "events",
    "crm",
    "status",
    "contactScreens",
    "dealScreens",
    "invoiceScreens",
    // The contact and deal pages' project cards (features/projects/project-links.tsx, their dates project-format.ts).
    "projectStatus",
    "projectLinks",
    "projectPage",
  ],
  contacts: [...CONTACTS, "merge"],
  deals: DEALS,
  invoices: INVOICES,
  projects: PROJECTS,
  auth: [...AUTH, "authScreens"],
  settings: SETTINGS,
} as const satisfies Record<string, readonly Namespace[]>;

export type TextArea = keyof typeof TEXT_AREAS;
export const TEXT_AREA_NAMES = Object.keys(TEXT_AREAS) as TextArea[];

/** The part of a catalogue under the given namespaces. */
export function pickNamespaces(catalogue: Catalogue, namespaces: readonly Namespace[]): Partial<Catalogue> {
  return Object.fromEntries(namespaces.map((name) => [name, catalogue[name]])) as Partial<Catalogue>;
}
