import { enInvoiceScreens } from "./en/invoice-screens";
import { enProjects } from "./en/projects";

/**
 * English texts of the screens converted for issue 23 item 3 after the first ones (invoice page and form, projects;
 * decision 180). Not in en-screens.ts: that one is in the first bundle (the contacts list's
 * loader reads its texts), these come with their screens' chunks (client/src/i18n/areas.ts).
 */
export const enAreas = {
  ...enInvoiceScreens,
  ...enProjects,
} as const;
