import type { RouteObject } from "react-router";
import type { NavItem } from "@/app/layouts/nav-item";
import { withTexts } from "@/i18n/with-texts";

export const workspaceRoutes: RouteObject[] = [
  {
    path: "workspace",
    lazy: withTexts(["common"], async () => ({ Component: (await import("./workspace-page")).WorkspacePage })),
  },
];

export const workspaceNavItem: NavItem = { to: "/workspace", label: "shell.workspace", end: false };
