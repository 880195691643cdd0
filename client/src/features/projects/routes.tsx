import type { TextArea } from "@kancl/shared/i18n/text-areas";
import { Navigate, type RouteObject } from "react-router";
import type { NavItem } from "@/app/layouts/nav-item";
import { withTexts } from "@/i18n/with-texts";

const PROJECT_TEXTS: TextArea[] = ["common", "projects"];

const tab =
  (name: "ProjectInvoicesTab" | "ProjectActivityTab" | "ProjectTasksTab" | "ProjectTimelineTab") => async () => ({
    Component: (await import("./project-tabs"))[name],
  });

/** /projects (issue 26): the list, My tasks, and a project's page with a route per tab. */
export const projectsRoutes: RouteObject[] = [
  {
    path: "projects",
    children: [
      {
        index: true,
        lazy: withTexts(PROJECT_TEXTS, async () => ({
          Component: (await import("./projects-list-page")).ProjectsListPage,
        })),
      },
      {
        path: "my-tasks",
        lazy: withTexts(PROJECT_TEXTS, async () => ({ Component: (await import("./my-tasks-page")).MyTasksPage })),
      },
      {
        path: ":projectId",
        // The loaders ask for the project and its board together and hold the navigation for them (briefly), so
        // the page renders once with both (benchmark 20).
        // (The function form of `lazy`: its object form clears the properties it loaded on the route object
        // itself, which the tests' routers share — decision 201.)
        lazy: withTexts(PROJECT_TEXTS, async () => {
          const [loaders, page] = await Promise.all([import("./project-loaders"), import("./project-page")]);
          return { loader: loaders.projectLoader, Component: page.ProjectPage };
        }),
        children: [
          { index: true, element: <Navigate to="board" replace /> },
          {
            path: "board",
            lazy: async () => {
              const [loader, tab] = await Promise.all([
                import("./board/board-loader"),
                import("./board/project-board-tab"),
              ]);
              return { loader: loader.boardLoader, Component: tab.ProjectBoardTab };
            },
          },
          { path: "timeline", lazy: tab("ProjectTimelineTab") },
          { path: "tasks", lazy: tab("ProjectTasksTab") },
          { path: "invoices", lazy: tab("ProjectInvoicesTab") },
          { path: "activity", lazy: tab("ProjectActivityTab") },
        ],
      },
    ],
  },
];

export const projectsNavItem: NavItem = { to: "/projects", label: "shell.projects", end: false };
