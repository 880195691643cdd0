import type { RouteObject } from "react-router";

/** The set-up of an empty database, for visitors who are not signed in (issue 25). */
export const setupRoutes: RouteObject[] = [
  {
    path: "setup",
    lazy: async () => ({ Component: (await import("./setup-page")).SetupPage }),
  },
];
