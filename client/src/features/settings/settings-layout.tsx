import { Outlet } from "react-router";
import { TabNav } from "@/components/tab-nav";
import { useCan } from "@/features/auth/use-can";

const SETTINGS_PAGES = [
  { to: "/settings/company", label: "Company" },
  { to: "/settings/api-keys", label: "API keys" },
  { to: "/settings/account", label: "Account" },
] as const;
/** Issue 25: the organization's users, its outbox and its trash are for owners and admins (decision 130). */
const ADMIN_PAGES = [
  { to: "/settings/users", label: "Users" },
  { to: "/settings/outbox", label: "Outbox" },
  { to: "/settings/trash", label: "Trash" },
  { to: "/settings/audit-log", label: "Audit log" },
  { to: "/settings/demo-data", label: "Demo data" },
] as const;

/** Settings: its pages as tabs above the page (Company, API keys, Account; Users, Outbox, Trash, Demo data for owners and admins). */
export function SettingsLayout() {
  const { administer } = useCan();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <TabNav label="Settings" tabs={administer ? [...SETTINGS_PAGES, ...ADMIN_PAGES] : SETTINGS_PAGES} />
      <Outlet />
    </div>
  );
}
