import { Outlet } from "react-router";
import { ChatPanel } from "@/features/chat/chat-panel";
import { AppSidebar } from "./app-sidebar";
import { NavigationProgress } from "./navigation-progress";

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
        {/* On screen with the page (a few KB); the AI SDK behind it loads when the chat is first needed. */}
        <ChatPanel />
      </aside>
    </div>
  );
}
