import { LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/i18n";
import { useSession } from "./use-session";

/**
 * The sidebar's foot (spec §2 Layout): who is signed in, and Logout. Once logged out, the protected layout
 * takes the user to /login.
 */
export function SidebarAccount() {
  const t = useT();
  const { user, logout } = useSession();
  const [pending, setPending] = useState(false);
  if (!user) return null;

  async function handleLogout() {
    setPending(true);
    await logout();
  }

  return (
    <section aria-label={t("shell.signedInUser")} className="space-y-3 border-t p-3">
      <div className="min-w-0 px-1">
        <p className="truncate text-sm font-medium" title={user.name}>
          {user.name}
        </p>
        <p className="truncate text-xs text-muted-foreground" title={user.email}>
          {user.email}
        </p>
      </div>
      <Button variant="outline" size="sm" className="w-full" disabled={pending} onClick={handleLogout}>
        <LogOut aria-hidden="true" />
        {pending ? t("shell.loggingOut") : t("shell.logout")}
      </Button>
    </section>
  );
}
