import { Settings } from "lucide-react";
import { NavLink } from "react-router";
import { ThemeToggle } from "@/app/theme/theme-toggle";
import { SidebarAccount } from "@/features/auth/sidebar-account";
import { cn } from "@/lib/utils";

/** Spec §2 Layout: Přehled is active only on / itself; the others for every path under them. */
const NAV_ITEMS = [
  { to: "/", label: "Přehled", end: true },
  { to: "/crm", label: "CRM", end: false },
  { to: "/projects", label: "Projects", end: false },
  { to: "/email", label: "Email", end: false },
  { to: "/workspace", label: "Workspace", end: false },
] as const;

export function AppSidebar() {
  return (
    <aside aria-label="Sidebar" className="flex w-60 shrink-0 flex-col border-r bg-card">
      <div className="flex h-14 items-center justify-between border-b px-4">
        <span className="text-lg font-semibold tracking-tight">Kancl</span>
        <ThemeToggle />
      </div>
      <nav aria-label="Main" className="flex flex-1 flex-col overflow-y-auto p-2">
        <ul className="space-y-1">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={(state) => cn(navLinkClass(state), "block")}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {/* Below the modules, at the foot of the navigation: active for every path under /settings. */}
        <ul className="mt-auto space-y-1 border-t pt-2">
          <li>
            <NavLink to="/settings" className={(state) => cn(navLinkClass(state), "flex items-center gap-2")}>
              <Settings aria-hidden="true" className="size-4 shrink-0" />
              Settings
            </NavLink>
          </li>
        </ul>
      </nav>
      <SidebarAccount />
    </aside>
  );
}

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:bg-accent/60 hover:text-foreground",
  );
}
