import { Navigate, type RouteObject } from "react-router";
import { withTexts } from "@/i18n/with-texts";

/**
 * /settings: the settings' frame around its pages — its own (below) and those other features add (the account,
 * webhooks), each exported by its feature. /settings itself goes to the API keys.
 */
export function settingsRoute(pages: RouteObject[]): RouteObject {
  return {
    path: "settings",
    // The settings pages' texts come with the frame's code (decisions 196, 210); the users page shows the
    // invitation's texts and the account page the sign-in forms', which are the auth area's.
    lazy: withTexts(["common", "settings", "auth"], async () => ({
      Component: (await import("./settings-layout")).SettingsLayout,
    })),
    children: [{ index: true, element: <Navigate to="/settings/api-keys" replace /> }, ...pages],
  };
}

/** The settings' own pages, under /settings. */
export const settingsRoutes: RouteObject[] = [
  {
    path: "demo-data",
    lazy: async () => ({ Component: (await import("./demo-data-page")).DemoDataPage }),
  },
  {
    path: "company",
    lazy: async () => ({ Component: (await import("./company-page")).CompanyPage }),
  },
  {
    path: "api-keys",
    lazy: async () => ({ Component: (await import("./api-keys-page")).ApiKeysPage }),
  },
  {
    path: "audit-log",
    lazy: async () => ({ Component: (await import("./audit-log-page")).AuditLogPage }),
  },
  {
    path: "trash",
    lazy: async () => ({ Component: (await import("./trash-page")).TrashPage }),
  },
  {
    path: "language",
    lazy: async () => ({ Component: (await import("./language-page")).LanguagePage }),
  },
  {
    path: "outbox",
    lazy: async () => ({ Component: (await import("./outbox-page")).OutboxPage }),
  },
  {
    path: "outbox/:messageId",
    lazy: async () => ({ Component: (await import("./outbox-message-page")).OutboxMessagePage }),
  },
  {
    path: "users",
    lazy: async () => ({ Component: (await import("./users-page")).UsersPage }),
  },
];
