import type { RouteObject } from "react-router";

/** Webhooks (issue 27), a settings page (under /settings). */
export const webhooksSettingsRoutes: RouteObject[] = [
  {
    path: "webhooks",
    lazy: async () => ({ Component: (await import("./webhooks-page")).WebhooksPage }),
  },
];
