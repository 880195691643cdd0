import { Search } from "lucide-react";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useSession } from "@/features/auth/use-session";
import { loadTexts, t } from "@/i18n/i18n";
import { cn } from "@/lib/utils";

// The palette and cmdk load the first time it opens: the initial route's JavaScript stays within its budget. Its
// texts (the common area's) come with it (decision 210).
const CommandPalette = lazy(async () => {
  const [{ CommandPalette }] = await Promise.all([import("./command-palette"), loadTexts("common")]);
  return { default: CommandPalette };
});

/**
 * The command palette of the signed-in frame (issue 24 item 2): Ctrl/Cmd+K anywhere opens or closes it; `openPalette`
 * is for a button. `palette` is the (lazily loaded) dialog to render once in the frame.
 */
export function useCommandPalette(): { openPalette: () => void; palette: ReactNode } {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setWanted(true);
        setOpen((was) => !was);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const openPalette = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);

  const palette =
    wanted && user ? (
      <Suspense fallback={null}>
        <CommandPalette open={open} onOpenChange={setOpen} userId={user.id} />
      </Suspense>
    ) : null;
  return { openPalette, palette };
}

/** The button that opens the palette: the sidebar's wide one, or the header's. */
export function SearchButton({
  onClick,
  wide,
  className,
}: {
  onClick: () => void;
  wide?: boolean;
  className?: string;
}) {
  return (
    <Button
      variant="outline"
      className={cn(wide ? "w-full justify-start text-muted-foreground" : "h-11", className)}
      aria-keyshortcuts="Control+K Meta+K"
      title={t("shell.searchShortcut")}
      onClick={onClick}
    >
      <Search aria-hidden="true" />
      <span className={cn(!wide && "max-sm:sr-only")}>{t("shell.search")}</span>
      {wide ? <kbd className="ml-auto rounded border px-1 font-mono text-xs">Ctrl K</kbd> : null}
    </Button>
  );
}
