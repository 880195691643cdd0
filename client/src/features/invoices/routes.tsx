import type { RouteObject } from "react-router";

/** Under /crm (spec §2). The `new` route renders the edit screen, which reads a missing id as "new". */
export const invoicesRoutes: RouteObject[] = [
  {
    path: "invoices",
    lazy: async () => ({ Component: (await import("./invoices-list-page")).InvoicesListPage }),
  },
  { path: "invoices/new", lazy: invoiceForm },
  {
    path: "invoices/:invoiceId",
    lazy: async () => ({ Component: (await import("./invoice-view-page")).InvoiceViewPage }),
  },
  { path: "invoices/:invoiceId/edit", lazy: invoiceForm },
];

async function invoiceForm() {
  return { Component: (await import("./invoice-form-page")).InvoiceFormPage };
}
