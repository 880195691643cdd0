import type { Contact } from "@kancl/shared";
import { render } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { createMemoryRouter, useLocation } from "react-router";
import { RouterProvider } from "react-router/dom";
import { toast } from "sonner";
import { AppToaster } from "@/app/providers/app-toaster";
import { mockServer } from "@/test/mock-server";
import { TestProviders } from "@/test/render-with-providers";
import { ContactFormPage } from "./contact-form-page";
import { ContactViewPage } from "./contact-view-page";
import { ContactsListPage } from "./contacts-list-page";

/**
 * Test helpers of the contacts screens (imported by tests only). The tRPC link batches the calls made in the same
 * tick into one request (`/api/trpc/contacts.get,contacts.children?batch=1`), so one msw handler answers every
 * batch, procedure by procedure, from the answers a test registers — in the envelopes our server sends.
 */
export type Answer = { data: unknown } | { error: string; status: number; code?: string } | { never: true };
type Resolver = (input: unknown) => Answer | Promise<Answer>;

export const ok = (data: unknown): Answer => ({ data });
export const fail = (error: string, status = 500, code = "INTERNAL_SERVER_ERROR"): Answer => ({ error, status, code });
export const notFound = (error = "Contact not found"): Answer => fail(error, 404, "NOT_FOUND");
/** An answer that never comes: for loading states. */
export const never: Answer = { never: true };

export interface FakeApi {
  /** Sets the answer of a procedure (replacing an earlier one). */
  on(path: string, resolver: Resolver | Answer): void;
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
      if (answers.some((answer) => "never" in answer)) return new Promise<Response>(() => {});
      const body = answers.map((answer) =>
        "data" in answer
          ? { result: { data: answer.data } }
          : "error" in answer
            ? {
                error: {
                  error: answer.error,
                  message: answer.error,
                  code: -32603,
                  data: { code: answer.code, httpStatus: answer.status, path: "" },
                },
              }
            : null,
      );
      const errors = answers.filter((answer) => "error" in answer);
      const status = errors.length === 0 ? 200 : errors.length === answers.length ? errors[0]?.status : 207;
      return HttpResponse.json(body, { status });
    }),
  );
  return {
    on: (path, resolver) => resolvers.set(path, typeof resolver === "function" ? resolver : () => resolver),
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path).map((call) => call.input),
  };
}

/** Shows where the app navigated to, for pages outside the contacts screens. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The contacts screens at their real paths, with the app's toaster, in a memory router. */
export function renderContactsScreen(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/crm/contacts", element: <ContactsListPage /> },
      { path: "/crm/contacts/new", element: <ContactFormPage /> },
      { path: "/crm/contacts/:contactId", element: <ContactViewPage /> },
      { path: "/crm/contacts/:contactId/edit", element: <ContactFormPage /> },
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

/**
 * sonner keeps its toasts in a module-level store and replays the active ones to every new Toaster: without this
 * after each test, a toast of one test would show up in the next.
 */
export function dismissToasts() {
  toast.dismiss();
}

const NOW = "2026-11-20T09:30:00.000Z";

export const ids = {
  jana: "11111111-1111-4111-8111-111111111111",
  petr: "22222222-2222-4222-8222-222222222222",
  acme: "33333333-3333-4333-8333-333333333333",
  globex: "44444444-4444-4444-8444-444444444444",
  initech: "55555555-5555-4555-8555-555555555555",
  holding: "66666666-6666-4666-8666-666666666666",
  created: "77777777-7777-4777-8777-777777777777",
  linkAcme: "88888888-8888-4888-8888-888888888888",
  linkGlobex: "99999999-9999-4999-8999-999999999999",
};

export function makePerson(overrides: Partial<Contact> & Pick<Contact, "id" | "name">): Contact {
  return {
    version: 1,
    type: "person",
    email: `${overrides.name.split(" ")[0]?.toLowerCase()}@example.com`,
    phone: null,
    position: null,
    legalName: null,
    taxId: null,
    registrationNumber: null,
    address: null,
    parentOrganizationId: null,
    billing: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function makeOrganization(overrides: Partial<Contact> & Pick<Contact, "id" | "name">): Contact {
  return makePerson({ email: null, legalName: `${overrides.name} s.r.o.`, ...overrides, type: "organization" });
}

export const jana = makePerson({ id: ids.jana, name: "Jana Nováková", phone: "+420 777 123 456", position: "CFO" });
export const petr = makePerson({ id: ids.petr, name: "Petr Svoboda" });
export const acme = makeOrganization({ id: ids.acme, name: "Acme", taxId: "CZ12345678", phone: "+420 222 333 444" });
export const globex = makeOrganization({ id: ids.globex, name: "Globex" });
export const initech = makeOrganization({ id: ids.initech, name: "Initech" });
export const holding = makeOrganization({ id: ids.holding, name: "Holding" });

/** A list answer for contacts.list; filters by type like the server. */
export function listAnswer(all: readonly Contact[]) {
  return (input: unknown) => {
    const { type } = (input ?? {}) as { type?: string };
    return ok({ contacts: all.filter((contact) => !type || contact.type === type), nextCursor: null });
  };
}
