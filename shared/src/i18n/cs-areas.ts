import type { CatalogueOf } from "./catalogue";
import { csInvoiceScreens } from "./cs/invoice-screens";
import { csProjects } from "./cs/projects";
import type { enAreas } from "./en-areas";

/** Czech texts of the screens in en-areas.ts (the same keys). */
export const csAreas: CatalogueOf<typeof enAreas> = {
  ...csInvoiceScreens,
  ...csProjects,
};
