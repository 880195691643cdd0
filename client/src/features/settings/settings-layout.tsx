import { Outlet } from "react-router";
import { TabNav } from "@/components/tab-nav";

const SETTINGS_PAGES = [
  { to: "/settings/company", label: "Company" },
  { to: "/settings/api-keys", label: "API keys" },
  { to: "/settings/account", label: "Account" },
  { to: "/settings/outbox", label: "Outbox" },
  { to: "/settings/demo-data", label: "Demo data" },
] as const;

/** Settings: its pages as tabs above the page (Company, API keys, Account, Outbox, Demo data). */
export function SettingsLayout() {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <TabNav label="Settings" tabs={SETTINGS_PAGES} />
      <Outlet />
    </div>
  );
}
