import { type Contact, type Deal, draftDocumentFields, formatMoney, type Invoice } from "@kancl/shared";
import type { QueryClient } from "@tanstack/react-query";
import { recordRoutes, renderScreens } from "@/test/render-with-providers";
import { DealFormPage } from "./deal-form-page";
import { DealViewPage } from "./deal-view-page";
import { DealsListPage } from "./deals-list-page";

/**
 * Test kit of the deal screens: fixtures, amounts as shown, and a render of the deal routes with the toaster. The
 * server is faked by the one typed fake, test/fake-trpc-server.ts.
 */

/**
 * An amount as the screens show it (formatMoney in the test's locale), with its spaces as Testing Library sees them:
 * it reads a no-break space (e.g. in "CZK 9,800.00" or "12 345,50 €") as a plain one.
 */
export function money(amount: number, currency: string): string {
  return formatMoney(amount, currency).replace(/\s+/g, " ");
}

export const ACME_ID = "6f1c1e84-8d0f-4c55-9d0f-0b9d7c2f1a01";
export const GLOBEX_ID = "6f1c1e84-8d0f-4c55-9d0f-0b9d7c2f1a02";

export function makeDeal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: "3d9a3c1e-2b7f-4d6a-8c1e-5f4b3a2d1c01",
    version: 1,
    title: "Website redesign",
    status: "lead",
    billingContactId: ACME_ID,
    billingContact: { id: ACME_ID, name: "Acme s.r.o." },
    estimatedValue: 12345.5,
    actualValue: null,
    currency: "USD",
    source: "Referral",
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

export function makeOrganization(id: string, name: string): Contact {
  return {
    id,
    version: 1,
    type: "organization",
    name,
    email: null,
    phone: null,
    position: null,
    legalName: name,
    taxId: null,
    registrationNumber: null,
    address: null,
    parentOrganizationId: null,
    billing: null,
    invoiceLanguage: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
  };
}

export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: "9b2e7c1a-4f3d-4e2b-a1c0-7d6e5f4a3b01",
    version: 1,
    invoiceNumber: "2026-0001",
    dealId: makeDeal().id,
    billingContactId: ACME_ID,
    billingSnapshot: {
      name: "Acme s.r.o.",
      email: "billing@acme.example",
      address: null,
      taxId: null,
      registrationNumber: null,
    },
    items: [{ description: "Design", quantity: 1, unitPrice: 1000, total: 1000, vatRate: 21 }],
    dueDate: "2026-12-20",
    taxRate: 21,
    currency: "USD",
    subtotal: 1000,
    tax: 210,
    total: 1210,
    status: "sent",
    createdAt: "2026-11-21T10:00:00.000Z",
    updatedAt: "2026-11-21T10:00:00.000Z",
    ...draftDocumentFields("2026-0001"),
    ...overrides,
  };
}

const dealRoutes = recordRoutes("/crm/deals", "dealId", {
  list: <DealsListPage />,
  form: <DealFormPage />,
  view: <DealViewPage />,
});

/** Renders the deal screens at `path`, with the app's toaster, a fresh cache that does not retry, and a user. */
export function renderDealScreen(path: string, queryClient?: QueryClient) {
  return renderScreens(dealRoutes, path, queryClient);
}
