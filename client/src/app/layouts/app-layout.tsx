import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { Button } from "@/components/ui/button";
import { AppSidebar } from "./app-sidebar";
import { NavigationProgress } from "./navigation-progress";

/**
 * The assistant panel with the AI SDK is ~50 KB gzip that the first page does not need: it loads in its own chunk
 * right after the first render. If that chunk cannot be loaded (offline, or replaced by a new deployment), only the
 * panel says so; the page keeps working.
 */
const ChatPanel = lazy(() =>
  import("@/features/chat/chat-panel").then(
    (module) => ({ default: module.ChatPanel }),
    () => ({ default: ChatPanelUnavailable }),
  ),
);

/**
 * The signed-in screens' frame (spec §2 Layout): 240 px sidebar, the page, and the 320 px assistant panel.
 * ProtectedLayout wraps it in the route tree, so everything here may assume a signed-in user.
 */
export function AppLayout() {
  return (
    <div className="flex h-dvh overflow-hidden">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <AppSidebar />
      <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 overflow-y-auto p-6 focus:outline-none">
        <Outlet />
      </main>
      {/* Spec §9: the assistant panel is 320 px wide, full height, and scrolls on its own. */}
      <aside aria-label="AI Assistant" className="flex w-80 shrink-0 flex-col overflow-hidden border-l bg-card">
        <Suspense fallback={<ChatPanelLoading />}>
          <ChatPanel />
        </Suspense>
      </aside>
    </div>
  );
}

/** While the panel's code loads: its outline, without a live region to announce (the page has the focus). */
function ChatPanelLoading() {
  return (
    <div aria-hidden="true" data-testid="chat-panel-loading" className="space-y-2 border-b p-3">
      <div className="h-4 w-32 animate-pulse rounded bg-muted" />
      <div className="h-3 w-52 animate-pulse rounded bg-muted" />
    </div>
  );
}

function ChatPanelUnavailable() {
  return (
    <div role="alert" className="space-y-3 p-4 text-sm">
      <p>Asistenta se nepodařilo načíst.</p>
      <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
        Načíst stránku znovu
      </Button>
    </div>
  );
}
