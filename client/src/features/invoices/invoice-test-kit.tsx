import type { Contact, Deal, Invoice } from "@kancl/shared";
import { computeInvoiceTotals, formatMoney, invoiceTotalsAsAmounts } from "@kancl/shared";
import { render } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { createMemoryRouter, useLocation } from "react-router";
import { RouterProvider } from "react-router/dom";
import { toast } from "sonner";
import { AppToaster } from "@/app/providers/app-toaster";
import { mockServer } from "@/test/mock-server";
import { TestProviders } from "@/test/render-with-providers";
import { InvoiceFormPage } from "./invoice-form-page";
import { InvoiceViewPage } from "./invoice-view-page";
import { InvoicesListPage } from "./invoices-list-page";

/**
 * Test helpers of the invoice screens (imported by tests only). The tRPC link batches the calls made in the same
 * tick into one request (`/api/trpc/deals.list,contacts.list?batch=1`), so one msw handler answers every batch,
 * procedure by procedure, from the answers a test registers — the same envelopes the server sends.
 */
export type Answer = { data: unknown } | { error: string; status: number; code?: string };
type Resolver = (input: unknown) => Answer | Promise<Answer>;

export const ok = (data: unknown): Answer => ({ data });
export const fail = (error: string, status = 500, code = "INTERNAL_SERVER_ERROR"): Answer => ({ error, status, code });
export const notFound = (error = "Invoice not found"): Answer => fail(error, 404, "NOT_FOUND");

/** A promise the test settles when it wants: for pending states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export interface FakeApi {
  /** Sets the answer of a procedure (replacing an earlier one). */
  on(path: string, resolver: Resolver): void;
  /** Every call made, in order: procedure path and input. */
  calls: { path: string; input: unknown }[];
  callsTo(path: string): unknown[];
}

export function installFakeApi(): FakeApi {
  const resolvers = new Map<string, Resolver>();
  const calls: FakeApi["calls"] = [];
  mockServer.use(
    http.all("http://localhost/api/trpc/:paths", async ({ request, params }) => {
      const paths = String(params.paths).split(",");
      const url = new URL(request.url);
      const inputs: Record<string, unknown> =
        request.method === "GET" ? JSON.parse(url.searchParams.get("input") ?? "{}") : await request.json();
      const answers = await Promise.all(
        paths.map(async (path, index) => {
          const input = inputs[String(index)];
          calls.push({ path, input });
          const resolver = resolvers.get(path);
          return resolver ? resolver(input) : fail(`The test has no answer for ${path}`);
        }),
      );
      const body = answers.map((answer) =>
        "data" in answer
          ? { result: { data: answer.data } }
          : {
              error: {
                error: answer.error,
                message: answer.error,
                code: -32603,
                data: { code: answer.code, httpStatus: answer.status, path: "" },
              },
            },
      );
      const errors = answers.filter((answer) => "error" in answer);
      const status = errors.length === 0 ? 200 : errors.length === answers.length ? errors[0]?.status : 207;
      return HttpResponse.json(body, { status });
    }),
  );
  return {
    on: (path, resolver) => resolvers.set(path, resolver),
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path).map((call) => call.input),
  };
}

/** sonner keeps toasts in a module-wide store and replays active ones to a new toaster: clear it between tests. */
export function dismissAllToasts() {
  toast.dismiss();
}

/** An amount as the screen shows it, with plain spaces (Intl puts no-break spaces in; the matchers collapse them). */
export function money(amount: number, currency: string): string {
  return formatMoney(amount, currency).replace(/\s/g, " ");
}

/** Shows where the app navigated to, for pages outside the invoices feature. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The invoice screens at their real paths, with the app's toaster, in a memory router. */
export function renderInvoiceScreen(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/crm/invoices", element: <InvoicesListPage /> },
      { path: "/crm/invoices/new", element: <InvoiceFormPage /> },
      { path: "/crm/invoices/:invoiceId", element: <InvoiceViewPage /> },
      { path: "/crm/invoices/:invoiceId/edit", element: <InvoiceFormPage /> },
      { path: "*", element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
      <AppToaster />
    </TestProviders>,
  );
  return { ...view, router };
}

const NOW = "2026-11-20T09:30:00.000Z";

export const ids = {
  deal: "11111111-1111-4111-8111-111111111111",
  otherDeal: "22222222-2222-4222-8222-222222222222",
  acme: "33333333-3333-4333-8333-333333333333",
  noBilling: "44444444-4444-4444-8444-444444444444",
  person: "55555555-5555-4555-8555-555555555555",
  invoice: "66666666-6666-4666-8666-666666666666",
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
    createdAt: NOW,
    updatedAt: NOW,
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
    createdAt: NOW,
    updatedAt: NOW,
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
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
    items: items.map((item, index) => ({ ...item, total: amounts.itemTotals[index] ?? 0 })),
    taxRate,
    subtotal: amounts.subtotal,
    tax: amounts.tax,
    total: amounts.total,
  };
}
