import { NavLink, Outlet } from "react-router";
import { cn } from "@/lib/utils";

const SETTINGS_PAGES = [
  { to: "/settings/company", label: "Company" },
  { to: "/settings/api-keys", label: "API keys" },
] as const;

/** Settings: its pages as tabs above the page (Company, API keys). */
export function SettingsLayout() {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <nav aria-label="Settings">
        <ul className="flex gap-1 border-b">
          {SETTINGS_PAGES.map((page) => (
            <li key={page.to}>
              <NavLink
                to={page.to}
                className={({ isActive }) =>
                  cn(
                    "-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
                    isActive
                      ? "border-primary text-foreground"
                      : "border-transparent text-muted-foreground hover:text-foreground",
                  )
                }
              >
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
