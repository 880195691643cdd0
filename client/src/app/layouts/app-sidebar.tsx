import { PanelLeftClose, Settings, X } from "lucide-react";
import { NavLink } from "react-router";
import { ThemeToggle } from "@/app/theme/theme-toggle";
import { Button } from "@/components/ui/button";
import { SidebarAccount } from "@/features/auth/sidebar-account";
import { SearchButton } from "@/features/search/command-palette-launcher";
import { useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";

/** Spec §2 Layout: Přehled is active only on / itself; the others for every path under them. */
const NAV_ITEMS = [
  { to: "/", label: "shell.overview", end: true },
  { to: "/crm", label: "shell.crm", end: false },
  { to: "/projects", label: "shell.projects", end: false },
  { to: "/email", label: "shell.email", end: false },
  { to: "/workspace", label: "shell.workspace", end: false },
] as const;

interface AppSidebarProps {
  /** Beside the page (from 1024 px), a drawer over it (below), or out of sight (collapsed, or a closed drawer). */
  placement: "docked" | "drawer" | "hidden";
  /** Collapses the docked sidebar, or closes the drawer. */
  onCollapse: () => void;
  /** A link was followed (the drawer closes at once, before the next page has loaded). */
  onNavigate?: () => void;
  /** Opens the command palette (issue 24 item 2). */
  onSearch?: () => void;
  inert?: boolean;
}

export function AppSidebar({ placement, onCollapse, onNavigate, onSearch, inert }: AppSidebarProps) {
  const t = useT();
  const drawer = placement === "drawer";
  return (
    <aside
      aria-label={t("shell.sidebar")}
      inert={inert}
      className={cn(
        "w-60 shrink-0 flex-col border-r bg-card",
        placement === "docked" && "flex",
        drawer && "fixed inset-y-0 left-0 z-40 flex w-72 max-w-[85vw] shadow-xl",
        placement === "hidden" && "hidden",
      )}
    >
      <div className="flex h-14 items-center justify-between gap-1 border-b px-4 pr-2">
        <span className="text-lg font-semibold tracking-tight">Kancl</span>
        <div className="flex items-center">
          <ThemeToggle />
          <Button
            variant="ghost"
            size="icon"
            className={cn(drawer && "size-11")}
            aria-label={drawer ? t("shell.closeMenu") : t("shell.collapseSidebar")}
            onClick={onCollapse}
          >
            {drawer ? <X aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <nav aria-label={t("shell.mainNavigation")} className="flex flex-1 flex-col overflow-y-auto p-2">
        {onSearch ? <SearchButton wide onClick={onSearch} className="mb-2" /> : null}
        <ul className="space-y-1">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                className={(state) => cn(navLinkClass(state, drawer), "block")}
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        {/* Below the modules, at the foot of the navigation: active for every path under /settings. */}
        <ul className="mt-auto space-y-1 border-t pt-2">
          <li>
            <NavLink to="/settings" className={(state) => cn(navLinkClass(state, drawer), "flex items-center gap-2")}>
              <Settings aria-hidden="true" className="size-4 shrink-0" />
              {t("shell.settings")}
            </NavLink>
          </li>
        </ul>
      </nav>
      <SidebarAccount />
    </aside>
  );
}

/** In the drawer (touch screens) every link is at least 44 px high. */
function navLinkClass({ isActive }: { isActive: boolean }, touch: boolean): string {
  return cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    touch && "py-3",
    isActive ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:bg-accent/60 hover:text-foreground",
  );
}
