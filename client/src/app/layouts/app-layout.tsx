import { Menu, PanelLeftOpen, PanelRightOpen, Sparkles } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { ChatPanel } from "@/features/chat/chat-panel";
import { SearchButton, useCommandPalette } from "@/features/search/command-palette-launcher";
import { useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";
import { AppSidebar } from "./app-sidebar";
import { NavigationProgress } from "./navigation-progress";
import {
  LAPTOP_QUERY,
  publishDockedAssistant,
  setShellPreferences,
  useAssistant,
  useMediaQuery,
  useShellPreferences,
} from "./shell-state";

/**
 * The signed-in screens' frame (spec §2 Layout, issue 23): from 1280 px the 240 px sidebar, the page, and the 320 px
 * assistant panel side by side, either panel collapsible by choice; below 1280 px the assistant opens as a sheet over
 * the page (the header's button or Ctrl/Cmd+J); below 1024 px the sidebar is a drawer. The chat stays mounted
 * whatever its placement, so a conversation survives closing the sheet. ProtectedLayout wraps it in the route
 * tree, so everything here may assume a signed-in user.
 */
export function AppLayout() {
  const t = useT();
  const laptop = useMediaQuery(LAPTOP_QUERY);
  const { sidebarCollapsed } = useShellPreferences();
  const assistant = useAssistant();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const assistantButton = useRef<HTMLButtonElement>(null);
  const asideRef = useRef<HTMLElement>(null);
  const { openPalette, palette } = useCommandPalette();

  const sidebar = laptop ? (sidebarCollapsed ? "hidden" : "docked") : drawerOpen ? "drawer" : "hidden";
  const sheetOpen = assistant.placement === "sheet";
  const overlayOpen = sidebar === "drawer" || sheetOpen;
  const showHeader = sidebar !== "docked" || assistant.placement !== "docked";

  // The toasts keep clear of a docked panel's header (app-toaster.tsx).
  useEffect(() => {
    publishDockedAssistant(assistant.placement === "docked");
    return () => publishDockedAssistant(false);
  }, [assistant.placement]);

  // Growing past 1024 px closes the drawer; so does any navigation (<CloseDrawerOnNavigation>).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the width is the trigger, not an input.
  useEffect(() => setDrawerOpen(false), [laptop]);

  const closeOverlays = useCallback(() => {
    setDrawerOpen(false);
    if (sheetOpen) assistant.close();
  }, [sheetOpen, assistant.close]);

  // Ctrl/Cmd+J opens or closes the assistant wherever it is; Escape closes an open drawer or sheet.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "j") {
        event.preventDefault();
        assistant.toggle();
      } else if (event.key === "Escape" && overlayOpen && !event.defaultPrevented) {
        closeOverlays();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [assistant.toggle, overlayOpen, closeOverlays]);

  // An assistant that has just come into view takes the focus in its composer; one that has gone gives it back.
  const placement = useRef(assistant.placement);
  useEffect(() => {
    const before = placement.current;
    placement.current = assistant.placement;
    if (before === assistant.placement) return;
    if (assistant.placement !== "hidden") asideRef.current?.querySelector("textarea")?.focus();
    else if (asideRef.current?.contains(document.activeElement) || document.activeElement === document.body) {
      assistantButton.current?.focus();
    }
  }, [assistant.placement]);

  return (
    <div className="flex h-dvh overflow-hidden">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        {t("shell.skipToContent")}
      </a>
      <NavigationProgress />
      <CloseDrawerOnNavigation setDrawerOpen={setDrawerOpen} />
      <AppSidebar
        placement={sidebar}
        inert={sheetOpen}
        onNavigate={() => setDrawerOpen(false)}
        onSearch={() => {
          setDrawerOpen(false);
          openPalette();
        }}
        onCollapse={laptop ? () => setShellPreferences({ sidebarCollapsed: true }) : () => setDrawerOpen(false)}
      />
      <div className="flex min-w-0 flex-1 flex-col" inert={overlayOpen}>
        {showHeader && (
          <header className="flex h-14 shrink-0 items-center gap-2 border-b bg-card px-2 sm:px-4">
            {sidebar !== "docked" && (
              <Button
                variant="ghost"
                size="icon"
                className="size-11"
                aria-label={laptop ? t("shell.showSidebar") : t("shell.openMenu")}
                aria-expanded={laptop ? undefined : drawerOpen}
                onClick={laptop ? () => setShellPreferences({ sidebarCollapsed: false }) : () => setDrawerOpen(true)}
              >
                {laptop ? <PanelLeftOpen aria-hidden="true" /> : <Menu aria-hidden="true" />}
              </Button>
            )}
            {sidebar !== "docked" && <span className="text-lg font-semibold tracking-tight">Kancl</span>}
            {sidebar !== "docked" && <SearchButton onClick={openPalette} className="ml-auto" />}
            {assistant.placement !== "docked" && (
              <Button
                ref={assistantButton}
                variant="outline"
                className={cn("h-11", sidebar === "docked" && "ml-auto")}
                aria-expanded={sheetOpen}
                aria-keyshortcuts="Control+J Meta+J"
                onClick={assistant.toggle}
                title={t("shell.assistantShortcut")}
              >
                {laptop ? <PanelRightOpen aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
                <span className="max-sm:sr-only">{t("shell.assistant")}</span>
              </Button>
            )}
          </header>
        )}
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 overflow-y-auto p-4 focus:outline-none sm:p-6">
          <Outlet />
        </main>
      </div>
      {palette}
      {overlayOpen && <div aria-hidden="true" className="fixed inset-0 z-30 bg-black/40" onClick={closeOverlays} />}
      {/* Spec §9: beside the page the assistant panel is 320 px wide, full height, and scrolls on its own. */}
      <aside
        ref={asideRef}
        aria-label={t("shell.assistant")}
        inert={sidebar === "drawer"}
        className={cn(
          "flex-col overflow-hidden bg-card",
          assistant.placement === "docked" && "flex w-80 shrink-0 border-l",
          assistant.placement === "sheet" && "fixed inset-y-0 right-0 z-40 flex w-full border-l shadow-xl sm:w-80",
          assistant.placement === "hidden" && "hidden",
        )}
      >
        {/* On screen with the page (a few KB); the AI SDK behind it loads when the chat is first needed. */}
        <ChatPanel
          onHide={assistant.close}
          hideLabel={sheetOpen ? t("shell.closeAssistant") : t("shell.collapseAssistant")}
        />
      </aside>
    </div>
  );
}

/**
 * Any navigation closes the drawer (its own links close it at once). A component of its own, so that only it
 * follows the location: were the layout to, every navigation would render the sidebar and the assistant panel
 * again (benchmark 20: the chat's scroll effect then measured the page's layout on each click).
 */
function CloseDrawerOnNavigation({ setDrawerOpen }: { setDrawerOpen: (open: boolean) => void }) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => setDrawerOpen(false), [pathname, setDrawerOpen]);
  return null;
}
