import type { RouteObject } from "react-router";
import type { NavItem } from "@/app/layouts/nav-item";
import { withTexts } from "@/i18n/with-texts";

export const emailRoutes: RouteObject[] = [
  {
    path: "email",
    lazy: withTexts(["common"], async () => ({ Component: (await import("./email-page")).EmailPage })),
  },
];

export const emailNavItem: NavItem = { to: "/email", label: "shell.email", end: false };
