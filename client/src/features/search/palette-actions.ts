/** The palette's actions (issue 24 item 2): where each goes. */
export interface PaletteAction {
  id: string;
  label: string;
  /** More words that find it ("add", "create"). */
  keywords: string;
  to: string;
}

export const PALETTE_ACTIONS: PaletteAction[] = [
  { id: "new-contact", label: "New contact", keywords: "add create person organization", to: "/crm/contacts/new" },
  { id: "new-deal", label: "New deal", keywords: "add create", to: "/crm/deals/new" },
  { id: "new-invoice", label: "New invoice", keywords: "add create bill", to: "/crm/invoices/new" },
  { id: "new-project", label: "New project", keywords: "add create", to: "/projects?new=1" },
  { id: "go-home", label: "Go to overview", keywords: "home dashboard", to: "/" },
  { id: "go-contacts", label: "Go to contacts", keywords: "people organizations", to: "/crm/contacts" },
  { id: "go-deals", label: "Go to deals", keywords: "pipeline", to: "/crm/deals" },
  { id: "go-invoices", label: "Go to invoices", keywords: "bills", to: "/crm/invoices" },
  { id: "go-projects", label: "Go to projects", keywords: "boards", to: "/projects" },
  { id: "go-my-tasks", label: "Go to my tasks", keywords: "todo", to: "/projects/my-tasks" },
  { id: "go-import", label: "Import contacts", keywords: "csv upload", to: "/crm/contacts/import" },
  { id: "go-trash", label: "Go to trash", keywords: "deleted restore", to: "/settings/trash" },
  { id: "go-settings", label: "Go to settings", keywords: "company preferences", to: "/settings" },
];

/** The actions whose label or keywords contain every word of the query (all of them without one). */
export function matchingActions(query: string): PaletteAction[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return PALETTE_ACTIONS.filter((action) => {
    const text = `${action.label} ${action.keywords}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
