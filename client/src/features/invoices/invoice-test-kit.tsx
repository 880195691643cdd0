import type { Contact, Deal, Invoice } from "@kancl/shared";
import { computeInvoiceTotals, draftDocumentFields, formatMoney, invoiceTotalsAsAmounts } from "@kancl/shared";
import { FIXTURE_TIME, fixtureId } from "@/test/fixtures";
import { recordRoutes, renderScreens } from "@/test/render-with-providers";
import { InvoiceFormPage } from "./invoice-form-page";
import { InvoiceViewPage } from "./invoice-view-page";
import { InvoicesListPage } from "./invoices-list-page";

/**
 * Test helpers of the invoice screens (imported by tests only): fixtures, amounts as shown, and the screens in a
 * memory router. The server is faked by the one typed fake, test/fake-trpc-server.ts.
 */

/** An amount as the screen shows it, with plain spaces (Intl puts no-break spaces in; the matchers collapse them). */
export function money(amount: number, currency: string): string {
  return formatMoney(amount, currency).replace(/\s/g, " ");
}

/** The invoice screens at their real paths, with the app's toaster, in a memory router. */
export function renderInvoiceScreen(path: string) {
  const pages = { list: <InvoicesListPage />, form: <InvoiceFormPage />, view: <InvoiceViewPage /> };
  return renderScreens(recordRoutes("/crm/invoices", "invoiceId", pages), path);
}

export const ids = {
  deal: fixtureId(1),
  otherDeal: fixtureId(2),
  acme: fixtureId(3),
  noBilling: fixtureId(4),
  person: fixtureId(5),
  invoice: fixtureId(6),
};

export function makeContact(overrides: Partial<Contact> & Pick<Contact, "id" | "name">): Contact {
  return {
    version: 1,
    type: "organization",
    email: null,
    phone: null,
    position: null,
    legalName: overrides.name,
    taxId: null,
    registrationNumber: null,
    address: null,
    parentOrganizationId: null,
    billing: { name: `${overrides.name} s.r.o.`, email: "billing@example.com", address: "Praha 1" },
    invoiceLanguage: null,
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
    ...overrides,
  };
}

export const contacts: Contact[] = [
  makeContact({ id: ids.acme, name: "Acme" }),
  makeContact({ id: ids.noBilling, name: "Bez Fakturace", billing: null }),
  makeContact({ id: ids.person, name: "Jana Nováková", type: "person", legalName: null }),
];

export function makeDeal(overrides: Partial<Deal> & Pick<Deal, "id" | "title">): Deal {
  return {
    version: 1,
    status: "negotiation",
    billingContactId: null,
    billingContact: null,
    estimatedValue: 100000,
    actualValue: null,
    currency: "CZK",
    source: null,
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
    ...overrides,
  };
}

export const deals: Deal[] = [
  makeDeal({
    id: ids.deal,
    title: "Website redesign",
    billingContactId: ids.acme,
    billingContact: { id: ids.acme, name: "Acme" },
  }),
  makeDeal({ id: ids.otherDeal, title: "Support contract" }),
];

/** An invoice whose amounts are the shared module's, as the server stores them. */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const items = overrides.items ?? [
    { description: "Design", quantity: 2, unitPrice: 1500, total: 0 },
    { description: "Hosting", quantity: 1, unitPrice: 99.99, total: 0 },
  ];
  const taxRate = overrides.taxRate ?? 21;
  const amounts = invoiceTotalsAsAmounts(computeInvoiceTotals(items, taxRate));
  return {
    id: ids.invoice,
    version: 3,
    invoiceNumber: "2026-0007",
    dealId: ids.deal,
    billingContactId: ids.acme,
    billingSnapshot: {
      name: "Acme s.r.o.",
      email: "billing@acme.example",
      address: "Praha 1",
      taxId: null,
      registrationNumber: null,
    },
    dueDate: "2026-12-31",
    currency: "CZK",
    status: "draft",
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
    ...draftDocumentFields(overrides.invoiceNumber ?? "2026-0007"),
    ...overrides,
    items: items.map((item, index) => ({
      ...item,
      vatRate: "vatRate" in item ? item.vatRate : taxRate,
      total: amounts.itemTotals[index] ?? 0,
    })),
    taxRate,
    subtotal: amounts.subtotal,
    tax: amounts.tax,
    total: amounts.total,
  };
}
