import type { Contact } from "@kancl/shared";
import { type InputOf, ok } from "@/test/fake-trpc-server";
import { renderScreens } from "@/test/render-with-providers";
import { ContactFormPage } from "./contact-form-page";
import { ContactViewPage } from "./contact-view-page";
import { ContactsListPage } from "./contacts-list-page";

/**
 * Test helpers of the contacts screens (imported by tests only): fixtures and the screens in a memory router. The
 * server is faked by the one typed fake, test/fake-trpc-server.ts.
 */

/** The contacts screens at their real paths, with the app's toaster, in a memory router. */
export function renderContactsScreen(path: string) {
  return renderScreens(
    [
      { path: "/crm/contacts", element: <ContactsListPage /> },
      { path: "/crm/contacts/new", element: <ContactFormPage /> },
      { path: "/crm/contacts/:contactId", element: <ContactViewPage /> },
      { path: "/crm/contacts/:contactId/edit", element: <ContactFormPage /> },
    ],
    path,
  );
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
  return (input: InputOf<"contacts.list">) => {
    const type = input?.type;
    return ok({ contacts: all.filter((contact) => !type || contact.type === type), nextCursor: null });
  };
}
