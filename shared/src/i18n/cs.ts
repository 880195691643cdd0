import type { Catalogue } from "./catalogue";
import { csInvoicePdf } from "./cs/invoice-pdf";
import { csMerge } from "./cs/merge";
import { csWebhooks } from "./cs/webhooks";
import { csAreas } from "./cs-areas";
import { csMessages } from "./cs-messages";
import { csScreens } from "./cs-screens";
import { csUi } from "./cs-ui";

/**
 * The Czech catalogue (decision 180). The client loads it as a chunk of its own, only for a user who reads Czech
 * (client/src/i18n); the server imports it for the invoice PDF's labels and the assistant.
 */
export const cs: Catalogue = {
  ...csMessages,
  ...csUi,
  ...csScreens,
  ...csAreas,
  ...csInvoicePdf,
  ...csMerge,
  ...csWebhooks,
};
