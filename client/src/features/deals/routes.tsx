import type { TextArea } from "@kancl/shared/i18n/text-areas";
import type { RouteObject } from "react-router";
import { withTexts } from "@/i18n/with-texts";

/** The deal screens show the contact form's and the contact page's labels (the billing contact, basic information). */
const DEAL_TEXTS: TextArea[] = ["deals", "contacts"];

/** Under /crm (spec §2). The `new` route renders the edit screen, which reads a missing id as "new". */
export const dealsRoutes: RouteObject[] = [
  {
    path: "deals",
    lazy: withTexts(DEAL_TEXTS, async () => ({ Component: (await import("./deals-list-page")).DealsListPage })),
  },
  { path: "deals/new", lazy: dealForm },
  {
    path: "deals/:dealId",
    lazy: withTexts(DEAL_TEXTS, async () => ({ Component: (await import("./deal-view-page")).DealViewPage })),
  },
  { path: "deals/:dealId/edit", lazy: dealForm },
];

// A function, not a constant: the routes above are built when this module loads, before a constant here exists.
function dealForm() {
  return withTexts(DEAL_TEXTS, async () => ({ Component: (await import("./deal-form-page")).DealFormPage }))();
}
