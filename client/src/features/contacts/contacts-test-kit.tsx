import type { Contact } from "@kancl/shared";
import { type InputOf, ok } from "@/test/fake-trpc-server";
import { FIXTURE_TIME, fixtureId } from "@/test/fixtures";
import { recordRoutes, renderScreens } from "@/test/render-with-providers";
import { ContactFormPage } from "./contact-form-page";
import { ContactViewPage } from "./contact-view-page";
import { ContactsListPage } from "./contacts-list-page";

/**
 * Test helpers of the contacts screens (imported by tests only): fixtures and the screens in a memory router. The
 * server is faked by the one typed fake, test/fake-trpc-server.ts.
 */

/** The contacts screens at their real paths, with the app's toaster, in a memory router. */
export function renderContactsScreen(path: string) {
  const pages = { list: <ContactsListPage />, form: <ContactFormPage />, view: <ContactViewPage /> };
  return renderScreens(recordRoutes("/crm/contacts", "contactId", pages), path);
}

export const ids = {
  jana: fixtureId(1),
  petr: fixtureId(2),
  acme: fixtureId(3),
  globex: fixtureId(4),
  initech: fixtureId(5),
  holding: fixtureId(6),
  created: fixtureId(7),
  linkAcme: fixtureId(8),
  linkGlobex: fixtureId(9),
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
    invoiceLanguage: null,
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
    ...overrides,
  };
}

export function makeOrganization(overrides: Partial<Contact> & Pick<Contact, "id" | "name">): Contact {
  return makePerson({ email: null, legalName: `${overrides.name} s.r.o.`, ...overrides, type: "organization" });
}

export const jana = makePerson({ id: ids.jana, name: "Jana Nováková", phone: "+420 777 123 456", position: "CFO" });
export const petr = makePerson({ id: ids.petr, name: "Petr Svoboda" });
export const acme = makeOrganization({ id: ids.acme, name: "Acme", taxId: "CZ12345679", phone: "+420 222 333 444" });
export const globex = makeOrganization({ id: ids.globex, name: "Globex" });
export const initech = makeOrganization({ id: ids.initech, name: "Initech" });
export const holding = makeOrganization({ id: ids.holding, name: "Holding" });

/** A list answer for contacts.list; filters by type like the server. */
export function listAnswer(all: readonly Contact[]) {
  return (input: InputOf<"contacts.list">) => {
    const type = input?.type;
    const q = input?.q?.toLowerCase();
    return ok({
      contacts: all.filter(
        (contact) => (!type || contact.type === type) && (!q || contact.name.toLowerCase().startsWith(q)),
      ),
      nextCursor: null,
    });
  };
}
