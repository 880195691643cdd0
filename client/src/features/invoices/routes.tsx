import type { RouteObject } from "react-router";
import { withTexts } from "@/i18n/with-texts";

/** Under /crm (spec §2). The `new` route renders the edit screen, which reads a missing id as "new". */
export const invoicesRoutes: RouteObject[] = [
  {
    path: "invoices",
    lazy: withTexts(["invoices"], async () => ({ Component: (await import("./invoices-list-page")).InvoicesListPage })),
  },
  { path: "invoices/new", lazy: invoiceForm },
  {
    path: "invoices/:invoiceId",
    lazy: withTexts(["invoices"], async () => ({ Component: (await import("./invoice-view-page")).InvoiceViewPage })),
  },
  { path: "invoices/:invoiceId/edit", lazy: invoiceForm },
];

// A function, not a constant: the routes above are built when this module loads, before a constant here exists.
function invoiceForm() {
  return withTexts(["invoices"], async () => ({
    Component: (await import("./invoice-form-page")).InvoiceFormPage,
  }))();
}
