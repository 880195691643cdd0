import type { RouteObject } from "react-router";

/** Under /crm (spec §2). The `new` route renders the edit screen, which reads a missing id as "new". */
export const dealsRoutes: RouteObject[] = [
  {
    path: "deals",
    lazy: async () => ({ Component: (await import("./deals-list-page")).DealsListPage }),
  },
  { path: "deals/new", lazy: dealForm },
  {
    path: "deals/:dealId",
    lazy: async () => ({ Component: (await import("./deal-view-page")).DealViewPage }),
  },
  { path: "deals/:dealId/edit", lazy: dealForm },
];

async function dealForm() {
  return { Component: (await import("./deal-form-page")).DealFormPage };
}
