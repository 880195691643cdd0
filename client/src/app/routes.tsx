import type { RouteObject } from "react-router";
import { accountSettingsRoutes } from "@/features/account/routes";
import { authOpenRoutes, authPublicRoutes } from "@/features/auth/routes";
import { contactsRoutes } from "@/features/contacts/routes";
import { crmRoute } from "@/features/crm/routes";
import { dealsRoutes } from "@/features/deals/routes";
import { emailRoutes } from "@/features/email/routes";
import { invoicesRoutes } from "@/features/invoices/routes";
import { overviewRoutes } from "@/features/overview/routes";
import { projectsRoutes } from "@/features/projects/routes";
import { settingsRoute, settingsRoutes } from "@/features/settings/routes";
import { setupRoutes } from "@/features/setup/routes";
import { webhooksSettingsRoutes } from "@/features/webhooks/routes";
import { workspaceRoutes } from "@/features/workspace/routes";
import { NotFoundPage } from "./errors/not-found-page";
import { RouteErrorFallback } from "./errors/route-error-fallback";
import { AppLayout } from "./layouts/app-layout";
import { PageLoading, PagePending } from "./layouts/page-loading";
import { ProtectedLayout } from "./layouts/protected-layout";
import { PublicOnlyLayout } from "./layouts/public-only-layout";

/**
 * The route tree (spec §2). Each feature exports its routes (`features/<feature>/routes.tsx`, issue 35 item 1) and
 * this tree lists them, one line per feature. The Overview is bundled with the app; every other screen is its own
 * chunk, loaded on first visit, which keeps the initial JavaScript small.
 *
 * Two branches under the root: the public routes (/login, /register) behind PublicOnlyLayout, which sends
 * signed-in users on; everything else behind ProtectedLayout (Loading while the session resolves, /login when
 * signed out), with AppLayout inside it.
 */
export const appRoutes: RouteObject[] = [
  {
    id: "root",
    // Catches failures of the layout itself; page failures are caught lower, inside the layout.
    errorElement: <RouteErrorFallback />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        id: "public",
        element: <PublicOnlyLayout />,
        children: [...authPublicRoutes, ...setupRoutes],
      },
      ...authOpenRoutes,
      {
        id: "protected",
        element: <ProtectedLayout />,
        children: [{ element: <AppLayout />, children: protectedRoutes() }],
      },
    ],
  },
];

function protectedRoutes(): RouteObject[] {
  return [
    {
      // A pathless route whose only job is the error boundary: the sidebar stays usable when a page fails.
      errorElement: <RouteErrorFallback />,
      // On the first load the frame (sidebar, assistant) renders at once; only the page waits for its code.
      hydrateFallbackElement: <PagePending />,
      children: [
        ...overviewRoutes,
        crmRoute([...contactsRoutes, ...dealsRoutes, ...invoicesRoutes]),
        ...projectsRoutes,
        ...emailRoutes,
        ...workspaceRoutes,
        settingsRoute([...settingsRoutes, ...accountSettingsRoutes, ...webhooksSettingsRoutes]),
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
}
