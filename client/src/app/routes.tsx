import { Navigate, type RouteObject } from "react-router";
import { contactsListLoader } from "@/features/contacts/contacts-list-loader";
import { OverviewPage } from "@/features/overview/overview-page";
import { NotFoundPage } from "./errors/not-found-page";
import { RouteErrorFallback } from "./errors/route-error-fallback";
import { AppLayout } from "./layouts/app-layout";
import { PageLoading, PagePending } from "./layouts/page-loading";
import { ProtectedLayout } from "./layouts/protected-layout";
import { PublicOnlyLayout } from "./layouts/public-only-layout";

/**
 * The route tree (spec §2). The Overview is bundled with the app; every other screen is its own chunk, loaded
 * on first visit, which keeps the initial JavaScript small.
 *
 * Two branches under the root: the public routes (/login, /register) behind PublicOnlyLayout, which sends
 * signed-in users on; everything else behind ProtectedLayout (Loading while the session resolves, /login when
 * signed out), with AppLayout inside it.
 */
export const appRoutes: RouteObject[] = [
  {
    id: "root",
    // Catches failures of the layout itself; page failures are caught lower, inside the layout.
    errorElement: <RouteErrorFallback />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        id: "public",
        element: <PublicOnlyLayout />,
        children: [
          {
            path: "login",
            lazy: async () => ({ Component: (await import("@/features/auth/login-page")).LoginPage }),
          },
          {
            path: "register",
            lazy: async () => ({ Component: (await import("@/features/auth/register-page")).RegisterPage }),
          },
          {
            path: "setup",
            lazy: async () => ({ Component: (await import("@/features/setup/setup-page")).SetupPage }),
          },
          {
            path: "forgot-password",
            lazy: async () => ({
              Component: (await import("@/features/auth/forgot-password-page")).ForgotPasswordPage,
            }),
          },
          {
            path: "invite/:token",
            lazy: async () => ({ Component: (await import("@/features/auth/invitation-page")).InvitationPage }),
          },
        ],
      },
      {
        // Open to anyone holding a link, signed in or not: a reset ends every session anyway.
        path: "reset-password",
        lazy: async () => ({ Component: (await import("@/features/auth/reset-password-page")).ResetPasswordPage }),
      },
      {
        id: "protected",
        element: <ProtectedLayout />,
        children: [{ element: <AppLayout />, children: protectedRoutes() }],
      },
    ],
  },
];

function protectedRoutes(): RouteObject[] {
  return [
    {
      // A pathless route whose only job is the error boundary: the sidebar stays usable when a page fails.
      errorElement: <RouteErrorFallback />,
      // On the first load the frame (sidebar, assistant) renders at once; only the page waits for its code.
      hydrateFallbackElement: <PagePending />,
      children: [
        { index: true, element: <OverviewPage /> },
        {
          path: "crm",
          lazy: async () => ({ Component: (await import("@/features/crm/crm-layout")).CrmLayout }),
          children: crmRoutes(),
        },
        { path: "projects", children: projectRoutes() },
        {
          path: "email",
          lazy: async () => ({ Component: (await import("@/features/email/email-page")).EmailPage }),
        },
        {
          path: "workspace",
          lazy: async () => ({ Component: (await import("@/features/workspace/workspace-page")).WorkspacePage }),
        },
        {
          path: "settings",
          // The settings pages' English texts are a data file, fetched with the frame's code (decision 196).
          lazy: async () => {
            const [{ SettingsLayout }] = await Promise.all([
              import("@/features/settings/settings-layout"),
              import("@/i18n/settings-texts").then(({ loadSettingsTexts }) => loadSettingsTexts()),
            ]);
            return { Component: SettingsLayout };
          },
          children: [
            { index: true, element: <Navigate to="/settings/api-keys" replace /> },
            {
              path: "demo-data",
              lazy: async () => ({ Component: (await import("@/features/settings/demo-data-page")).DemoDataPage }),
            },
            {
              path: "company",
              lazy: async () => ({ Component: (await import("@/features/settings/company-page")).CompanyPage }),
            },
            {
              path: "api-keys",
              lazy: async () => ({ Component: (await import("@/features/settings/api-keys-page")).ApiKeysPage }),
            },
            {
              path: "audit-log",
              lazy: async () => ({ Component: (await import("@/features/settings/audit-log-page")).AuditLogPage }),
            },
            {
              path: "trash",
              lazy: async () => ({ Component: (await import("@/features/settings/trash-page")).TrashPage }),
            },
            {
              path: "language",
              lazy: async () => ({ Component: (await import("@/features/settings/language-page")).LanguagePage }),
            },
            {
              path: "account",
              lazy: async () => ({ Component: (await import("@/features/account/account-page")).AccountPage }),
            },
            {
              path: "outbox",
              lazy: async () => ({ Component: (await import("@/features/settings/outbox-page")).OutboxPage }),
            },
            {
              path: "outbox/:messageId",
              lazy: async () => ({
                Component: (await import("@/features/settings/outbox-message-page")).OutboxMessagePage,
              }),
            },
            {
              path: "webhooks",
              lazy: async () => ({ Component: (await import("@/features/webhooks/webhooks-page")).WebhooksPage }),
            },
            {
              path: "users",
              lazy: async () => ({ Component: (await import("@/features/settings/users-page")).UsersPage }),
            },
          ],
        },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
}

/** Under /crm (spec §2). The `new` routes render the edit screen, which reads a missing id as "new". */
function crmRoutes(): RouteObject[] {
  return [
    { index: true, element: <Navigate to="/crm/contacts" replace /> },
    {
      path: "contacts",
      // Starts the list's query with the route, not after the page has rendered. The object form of `lazy` lets
      // the loader run without waiting for the page's chunk.
      loader: contactsListLoader,
      // biome-ignore lint/correctness/noComponentHookFactories: a loader of the page's module, not a component
      lazy: { Component: async () => (await import("@/features/contacts/contacts-list-page")).ContactsListPage },
    },
    { path: "contacts/new", lazy: contactForm },
    {
      path: "contacts/import",
      lazy: async () => ({
        Component: (await import("@/features/contacts/import/contacts-import-page")).ContactsImportPage,
      }),
    },
    {
      path: "contacts/:contactId",
      lazy: async () => ({ Component: (await import("@/features/contacts/contact-view-page")).ContactViewPage }),
    },
    { path: "contacts/:contactId/edit", lazy: contactForm },
    {
      path: "deals",
      lazy: async () => ({ Component: (await import("@/features/deals/deals-list-page")).DealsListPage }),
    },
    { path: "deals/new", lazy: dealForm },
    {
      path: "deals/:dealId",
      lazy: async () => ({ Component: (await import("@/features/deals/deal-view-page")).DealViewPage }),
    },
    { path: "deals/:dealId/edit", lazy: dealForm },
    {
      path: "invoices",
      lazy: async () => ({ Component: (await import("@/features/invoices/invoices-list-page")).InvoicesListPage }),
    },
    { path: "invoices/new", lazy: invoiceForm },
    {
      path: "invoices/:invoiceId",
      lazy: async () => ({ Component: (await import("@/features/invoices/invoice-view-page")).InvoiceViewPage }),
    },
    { path: "invoices/:invoiceId/edit", lazy: invoiceForm },
  ];
}

/** Under /projects (issue 26): the list, My tasks, and a project's page with a route per tab. */
function projectRoutes(): RouteObject[] {
  const tab =
    (name: "ProjectInvoicesTab" | "ProjectActivityTab" | "ProjectTasksTab" | "ProjectTimelineTab") => async () => ({
      Component: (await import("@/features/projects/project-tabs"))[name],
    });
  return [
    {
      index: true,
      lazy: async () => ({ Component: (await import("@/features/projects/projects-list-page")).ProjectsListPage }),
    },
    {
      path: "my-tasks",
      lazy: async () => ({ Component: (await import("@/features/projects/my-tasks-page")).MyTasksPage }),
    },
    {
      path: ":projectId",
      // The loaders ask for the project and its board together and hold the navigation for them (briefly), so the
      // page renders once with both (benchmark 20).
      // (The function form of `lazy`: its object form clears the properties it loaded on the route object itself,
      // which the tests' routers share.)
      lazy: async () => {
        const [loaders, page] = await Promise.all([
          import("@/features/projects/project-loaders"),
          import("@/features/projects/project-page"),
        ]);
        return { loader: loaders.projectLoader, Component: page.ProjectPage };
      },
      children: [
        { index: true, element: <Navigate to="board" replace /> },
        {
          path: "board",
          lazy: async () => {
            const [loader, tab] = await Promise.all([
              import("@/features/projects/board/board-loader"),
              import("@/features/projects/board/project-board-tab"),
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
  ];
}

async function contactForm() {
  return { Component: (await import("@/features/contacts/contact-form-page")).ContactFormPage };
}

async function dealForm() {
  return { Component: (await import("@/features/deals/deal-form-page")).DealFormPage };
}

async function invoiceForm() {
  return { Component: (await import("@/features/invoices/invoice-form-page")).InvoiceFormPage };
}
