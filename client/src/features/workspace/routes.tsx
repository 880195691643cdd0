import type { RouteObject } from "react-router";
import type { NavItem } from "@/app/layouts/nav-item";

export const workspaceRoutes: RouteObject[] = [
  {
    path: "workspace",
    lazy: async () => ({ Component: (await import("./workspace-page")).WorkspacePage }),
  },
];

export const workspaceNavItem: NavItem = { to: "/workspace", label: "shell.workspace", end: false };
