import { type Contact, type Deal, formatMoney, type Invoice } from "@kancl/shared";
import type { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse, http } from "msw";
import { createMemoryRouter, type RouteObject, useLocation } from "react-router";
import { RouterProvider } from "react-router/dom";
import { toast } from "sonner";
import { AppToaster } from "@/app/providers/app-toaster";
import { createTestQueryClient, TestProviders } from "@/test/render-with-providers";
import { DealFormPage } from "./deal-form-page";
import { DealViewPage } from "./deal-view-page";
import { DealsListPage } from "./deals-list-page";

/**
 * Test kit of the deal screens: an msw handler that answers tRPC batches procedure by procedure (httpBatchLink
 * puts the queries a screen starts together into one request: GET /api/trpc/deals.get,invoices.forDeal?batch=1),
 * fixtures, and a render of the deal routes with the toaster.
 */

export type TrpcAnswer =
  | { kind: "data"; data: unknown }
  | { kind: "error"; message: string; status: number; code: string }
  | { kind: "pending" };

export const ok = (data: unknown): TrpcAnswer => ({ kind: "data", data });
export const fail = (message: string, status = 500, code = "INTERNAL_SERVER_ERROR"): TrpcAnswer => ({
  kind: "error",
  message,
  status,
  code,
});
export const pending = (): TrpcAnswer => ({ kind: "pending" });

/** Answers one call of a procedure; `input` is what the client sent for it. */
export type TrpcResolver = (input: unknown) => TrpcAnswer | Promise<TrpcAnswer>;

/**
 * One msw handler for the tRPC endpoint. A request whose procedures are not all described here falls through to
 * other handlers (and fails the test as unhandled). Answers use our server's error shape (see trpc-responses.ts).
 */
export function trpcProcedures(resolvers: Record<string, TrpcResolver>) {
  return http.all("http://localhost/api/trpc/:procedures", async ({ request, params }) => {
    const names = String(params.procedures).split(",");
    if (!names.every((name) => Object.hasOwn(resolvers, name))) return undefined;
    const inputs = (
      request.method === "GET"
        ? JSON.parse(new URL(request.url).searchParams.get("input") ?? "{}")
        : await request.json()
    ) as Record<string, unknown>;
    const answers = await Promise.all(names.map((name, index) => resolvers[name]?.(inputs[String(index)])));
    if (answers.some((answer) => answer?.kind === "pending")) await delay("infinite");
    const statuses = new Set(answers.map((answer) => (answer?.kind === "error" ? answer.status : 200)));
    const body = answers.map((answer) =>
      answer?.kind === "error"
        ? {
            error: {
              error: answer.message,
              message: answer.message,
              code: -32603,
              data: { code: answer.code, httpStatus: answer.status },
            },
          }
        : { result: { data: answer?.kind === "data" ? answer.data : null } },
    );
    return HttpResponse.json(body, { status: statuses.size === 1 ? [...statuses][0] : 207 });
  });
}

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
    items: [{ description: "Design", quantity: 1, unitPrice: 1000, total: 1000 }],
    dueDate: "2026-12-20",
    taxRate: 21,
    currency: "USD",
    subtotal: 1000,
    tax: 210,
    total: 1210,
    status: "sent",
    createdAt: "2026-11-21T10:00:00.000Z",
    updatedAt: "2026-11-21T10:00:00.000Z",
    ...overrides,
  };
}

/** Stands in for every screen outside the deals: shows where the app went. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

const dealRoutes: RouteObject[] = [
  { path: "/crm/deals", element: <DealsListPage /> },
  { path: "/crm/deals/new", element: <DealFormPage /> },
  { path: "/crm/deals/:dealId", element: <DealViewPage /> },
  { path: "/crm/deals/:dealId/edit", element: <DealFormPage /> },
  { path: "*", element: <Elsewhere /> },
];

const renderedClients = new Set<QueryClient>();

/**
 * For afterEach: forgets the toasts (sonner keeps them in a module, so the next test's toaster would show them) and
 * the caches of the screens rendered, so no late refetch of one test reaches the next test's handlers.
 */
export function forgetDealScreens() {
  toast.dismiss();
  for (const client of renderedClients) {
    void client.cancelQueries();
    client.clear();
  }
  renderedClients.clear();
}

/** Renders the deal screens at `path`, with the app's toaster, a fresh cache that does not retry, and a user. */
export function renderDealScreen(path: string, queryClient: QueryClient = createTestQueryClient()) {
  renderedClients.add(queryClient);
  const router = createMemoryRouter(dealRoutes, { initialEntries: [path] });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </TestProviders>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}
