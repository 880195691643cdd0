import { Outlet } from "react-router";
import { TabNav } from "@/components/tab-nav";
import { useCan } from "@/features/auth/use-can";
import { useT } from "@/i18n/i18n";

const SETTINGS_PAGES = [
  { to: "/settings/company", label: "settings.tabs.company" },
  { to: "/settings/api-keys", label: "settings.tabs.apiKeys" },
  { to: "/settings/account", label: "settings.tabs.account" },
  { to: "/settings/language", label: "settings.tabs.language" },
] as const;
/** Issue 25: the organization's users, its outbox and its trash are for owners and admins (decision 130). */
const ADMIN_PAGES = [
  { to: "/settings/users", label: "settings.tabs.users" },
  { to: "/settings/outbox", label: "settings.tabs.outbox" },
  { to: "/settings/trash", label: "settings.tabs.trash" },
  { to: "/settings/audit-log", label: "settings.tabs.auditLog" },
  { to: "/settings/webhooks", label: "settings.tabs.webhooks" },
  { to: "/settings/demo-data", label: "settings.tabs.demoData" },
] as const;

/**
 * Settings: its pages as tabs above the page (Company, API keys, Account, Language; Users, Outbox, Trash, Demo data
 * for owners and admins).
 */
export function SettingsLayout() {
  const t = useT();
  const { administer } = useCan();
  const pages = administer ? [...SETTINGS_PAGES, ...ADMIN_PAGES] : SETTINGS_PAGES;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <TabNav label={t("settings.title")} tabs={pages.map((page) => ({ to: page.to, label: t(page.label) }))} />
      <Outlet />
    </div>
  );
}
