import type { RouteObject } from "react-router";
import type { NavItem } from "@/app/layouts/nav-item";
import { OverviewPage } from "./overview-page";

/** The Overview at /, bundled with the app (the first screen after signing in). */
export const overviewRoutes: RouteObject[] = [{ index: true, element: <OverviewPage /> }];

export const overviewNavItem: NavItem = { to: "/", label: "shell.overview", end: true };
