import type { RouteObject } from "react-router";

/** The caller's own account, a settings page (under /settings). */
export const accountSettingsRoutes: RouteObject[] = [
  {
    path: "account",
    lazy: async () => ({ Component: (await import("./account-page")).AccountPage }),
  },
];
