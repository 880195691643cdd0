import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { loadTexts } from "@/i18n/i18n";
import { withTexts } from "@/i18n/with-texts";
import { contactsListLoader } from "./contacts-list-loader";

/**
 * /crm/contacts' loader: the list's query starts with the route (contactsListLoader does not wait for it), and the
 * route waits for its texts, which the object form of `lazy` below cannot load beside the page's code.
 */
async function contactsRouteLoader(args: LoaderFunctionArgs) {
  contactsListLoader(args);
  await loadTexts("contacts");
  return null;
}

/** Under /crm (spec §2). The `new` route renders the edit screen, which reads a missing id as "new". */
export const contactsRoutes: RouteObject[] = [
  {
    path: "contacts",
    // Starts the list's query with the route, not after the page has rendered. The object form of `lazy` lets
    // the loader run without waiting for the page's chunk.
    loader: contactsRouteLoader,
    lazy: { Component: async () => (await import("./contacts-list-page")).ContactsListPage },
  },
  { path: "contacts/new", lazy: contactForm },
  {
    path: "contacts/import",
    lazy: withTexts(["contacts"], async () => ({
      Component: (await import("./import/contacts-import-page")).ContactsImportPage,
    })),
  },
  {
    path: "contacts/:contactId",
    lazy: withTexts(["contacts"], async () => ({ Component: (await import("./contact-view-page")).ContactViewPage })),
  },
  { path: "contacts/:contactId/edit", lazy: contactForm },
];

// A function, not a constant: the routes above are built when this module loads, before a constant here exists.
function contactForm() {
  return withTexts(["contacts"], async () => ({
    Component: (await import("./contact-form-page")).ContactFormPage,
  }))();
}
