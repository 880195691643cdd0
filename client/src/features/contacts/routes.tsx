import type { RouteObject } from "react-router";
import { contactsListLoader } from "./contacts-list-loader";

/** Under /crm (spec §2). The `new` route renders the edit screen, which reads a missing id as "new". */
export const contactsRoutes: RouteObject[] = [
  {
    path: "contacts",
    // Starts the list's query with the route, not after the page has rendered. The object form of `lazy` lets
    // the loader run without waiting for the page's chunk.
    loader: contactsListLoader,
    lazy: { Component: async () => (await import("./contacts-list-page")).ContactsListPage },
  },
  { path: "contacts/new", lazy: contactForm },
  {
    path: "contacts/import",
    lazy: async () => ({ Component: (await import("./import/contacts-import-page")).ContactsImportPage }),
  },
  {
    path: "contacts/:contactId",
    lazy: async () => ({ Component: (await import("./contact-view-page")).ContactViewPage }),
  },
  { path: "contacts/:contactId/edit", lazy: contactForm },
];

async function contactForm() {
  return { Component: (await import("./contact-form-page")).ContactFormPage };
}
