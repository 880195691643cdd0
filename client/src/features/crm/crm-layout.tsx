import { NavLink, Outlet } from "react-router";
import { PageHeader } from "@/components/page-header";
import { cn } from "@/lib/utils";

const CRM_TABS = [
  { to: "/crm/contacts", label: "Contacts" },
  { to: "/crm/deals", label: "Deals" },
  // Not in the spec's shell; without it the invoices list is reachable only by typing its URL.
  { to: "/crm/invoices", label: "Invoices" },
] as const;

/** The CRM shell (spec §2): heading CRM and tabs; a tab is active for every path under it (path prefix). */
export function CrmLayout() {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="CRM" spacing="tight" />
      <nav aria-label="CRM sections" className="mb-6 border-b">
        <ul className="-mb-px flex gap-1">
          {CRM_TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  cn(
                    "inline-block border-b-2 px-3 py-2 text-sm font-medium transition-colors",
                    isActive
                      ? "border-primary text-foreground"
                      : "border-transparent text-muted-foreground hover:text-foreground",
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
