import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, Navigate } from "react-router";
import { RouterProvider } from "react-router/dom";
import { describe, expect, it } from "vitest";
import { CrmLayout } from "./crm-layout";

function renderCrm(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/crm",
        element: <CrmLayout />,
        children: [
          { index: true, element: <Navigate to="/crm/contacts" replace /> },
          { path: "contacts/*", element: <p>contacts page</p> },
          { path: "deals/*", element: <p>deals page</p> },
          { path: "invoices/*", element: <p>invoices page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const tab = (name: string) =>
  within(screen.getByRole("navigation", { name: "CRM sections" })).getByRole("link", { name });

describe("CrmLayout (spec §2 CRM shell)", () => {
  it("has the heading CRM and the tabs Contacts, Deals and Invoices", () => {
    renderCrm("/crm/contacts");
    expect(screen.getByRole("heading", { level: 1, name: "CRM" })).toBeInTheDocument();
    expect(tab("Contacts")).toHaveAttribute("href", "/crm/contacts");
    expect(tab("Deals")).toHaveAttribute("href", "/crm/deals");
    expect(tab("Invoices")).toHaveAttribute("href", "/crm/invoices");
  });

  it.each([
    ["/crm/contacts", "Contacts", "Deals"],
    ["/crm/contacts/new", "Contacts", "Deals"],
    ["/crm/contacts/42/edit", "Contacts", "Deals"],
    ["/crm/deals/7", "Deals", "Contacts"],
    ["/crm/invoices/3/edit", "Invoices", "Deals"],
  ])("on %s marks %s active by path prefix", (path, active, inactive) => {
    renderCrm(path);
    expect(tab(active)).toHaveAttribute("aria-current", "page");
    expect(tab(inactive)).not.toHaveAttribute("aria-current");
  });

  it("redirects /crm to /crm/contacts, replacing the history entry", async () => {
    const router = renderCrm("/crm");
    expect(await screen.findByText("contacts page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/crm/contacts");
    expect(router.state.historyAction).toBe("REPLACE");
  });
});
