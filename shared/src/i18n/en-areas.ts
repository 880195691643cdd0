import { enInvoiceScreens } from "./en/invoice-screens";
import { enProjects } from "./en/projects";

/**
 * English texts of the invoice and projects screens (issue 23 item 3, decision 180). The client receives them by
 * area with their routes (text-areas.ts, decision 210); this grouping is the catalogue's, not the client's.
 */
export const enAreas = {
  ...enInvoiceScreens,
  ...enProjects,
} as const;
