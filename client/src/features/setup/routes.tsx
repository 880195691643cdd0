import type { RouteObject } from "react-router";
import { withTexts } from "@/i18n/with-texts";

/** The set-up of an empty database, for visitors who are not signed in (issue 25). */
export const setupRoutes: RouteObject[] = [
  {
    path: "setup",
    lazy: withTexts(["auth"], async () => ({ Component: (await import("./setup-page")).SetupPage })),
  },
];
