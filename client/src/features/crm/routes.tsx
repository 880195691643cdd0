import { Navigate, type RouteObject } from "react-router";
import type { NavItem } from "@/app/layouts/nav-item";
import { withTexts } from "@/i18n/with-texts";

/**
 * /crm (spec §2): the CRM's frame with its section tabs, around the routes of its sections (contacts, deals,
 * invoices — each exported by its own feature). /crm itself goes to the contacts.
 */
export function crmRoute(sections: RouteObject[]): RouteObject {
  return {
    path: "crm",
    // The CRM frame brings the texts its pages share; each page its own area's (decision 210).
    lazy: withTexts(["common"], async () => ({ Component: (await import("./crm-layout")).CrmLayout })),
    children: [{ index: true, element: <Navigate to="/crm/contacts" replace /> }, ...sections],
  };
}

export const crmNavItem: NavItem = { to: "/crm", label: "shell.crm", end: false };
