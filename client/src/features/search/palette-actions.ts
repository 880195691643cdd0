import type { Catalogue } from "@kancl/shared/i18n/catalogue";
import { t } from "@/i18n/screens";

/** The palette's actions (issue 24 item 2): where each goes. */
export interface PaletteAction {
  id: string;
  label: string;
  /** More words that find it ("add", "create"). */
  keywords: string;
  to: string;
}

type ActionId = keyof Catalogue["palette"]["actionLabels"];

/** An action whose label is read in the language on screen (decision 180); the keywords find it in English too. */
const action = (id: ActionId, keywords: string, to: string): PaletteAction => ({
  id,
  keywords,
  to,
  get label() {
    return t(`palette.actionLabels.${id}`);
  },
});

export const PALETTE_ACTIONS: PaletteAction[] = [
  action("new-contact", "add create person organization", "/crm/contacts/new"),
  action("new-deal", "add create", "/crm/deals/new"),
  action("new-invoice", "add create bill", "/crm/invoices/new"),
  action("new-project", "add create", "/projects?new=1"),
  action("go-home", "home dashboard", "/"),
  action("go-contacts", "people organizations", "/crm/contacts"),
  action("go-deals", "pipeline", "/crm/deals"),
  action("go-invoices", "bills", "/crm/invoices"),
  action("go-projects", "boards", "/projects"),
  action("go-my-tasks", "todo", "/projects/my-tasks"),
  action("go-import", "csv upload", "/crm/contacts/import"),
  action("go-trash", "deleted restore", "/settings/trash"),
  action("go-settings", "company preferences", "/settings"),
];

/** The actions whose label or keywords contain every word of the query (all of them without one). */
export function matchingActions(query: string): PaletteAction[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return PALETTE_ACTIONS.filter((action) => {
    const text = `${action.label} ${action.keywords}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
