import type { Catalogue } from "./catalogue";
import { csInvoicePdf } from "./cs/invoice-pdf";
import { csMerge } from "./cs/merge";
import { csSettings } from "./cs/settings";
import { csAreas } from "./cs-areas";
import { csMessages } from "./cs-messages";
import { csScreens } from "./cs-screens";
import { csUi } from "./cs-ui";

/**
 * The Czech catalogue (decision 180), whole: the server imports it for the invoice PDF's labels, mails and the
 * assistant; the client receives it cut by area (text-areas.ts, decision 210).
 */
export const cs: Catalogue = {
  ...csMessages,
  ...csUi,
  ...csScreens,
  ...csAreas,
  ...csInvoicePdf,
  ...csMerge,
  ...csSettings,
};
