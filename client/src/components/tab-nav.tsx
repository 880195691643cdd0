import { NavLink } from "react-router";
import { cn } from "@/lib/utils";

export interface Tab {
  to: string;
  label: string;
}

/**
 * A section's pages as tabs (the CRM shell, Settings): links, not a tab widget, since each is its own URL; a tab is
 * active for every path under it (NavLink's prefix match, spec §2).
 */
export function TabNav({ label, tabs, className }: { label: string; tabs: readonly Tab[]; className?: string }) {
  return (
    <nav aria-label={label} className={cn("border-b", className)}>
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                cn(
                  "inline-block border-b-2 px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
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
  );
}
