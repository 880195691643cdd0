import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { aProject, PROJECT_ID } from "@/features/projects/projects-test-kit";
import { signedInAs, signedOutHandlers } from "@/test/auth-responses";
import { type FakeApi, installFakeApi, ok, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";
import { appRoutes } from "./routes";

describe("app routes", () => {
  let api: FakeApi;
  beforeEach(() => {
    // A signed-in user. The Overview asks for the health check; these tests are about navigation, so it never answers.
    mockServer.use(signedInAs());
    api = installFakeApi({ "health.check": pending() });
  });

  it("shows Not Found for an unknown path, inside the layout", async () => {
    renderRoutes(appRoutes, "/no/such/page");
    expect(await screen.findByRole("heading", { name: "Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("shows Not Found for an unknown path under /crm", async () => {
    renderRoutes(appRoutes, "/crm/unknown");
    expect(await screen.findByRole("heading", { name: "Not Found" })).toBeInTheDocument();
  });

  it("renders the Overview at / with Přehled as the only active link", async () => {
    renderRoutes(appRoutes, "/");
    expect(await screen.findByRole("heading", { level: 1, name: "Přehled" })).toBeInTheDocument();
    // The spec's three cards come with the figures above them (no layout shift), so they are awaited.
    for (const title of ["Backend status", "Roadmap", "Co je hotové"]) {
      expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    }
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Přehled" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "CRM" })).not.toHaveAttribute("aria-current");
  });

  it("redirects /crm to /crm/contacts, replacing the history entry", async () => {
    const { router } = renderRoutes(appRoutes, "/crm");
    expect(await screen.findByRole("heading", { name: "Contacts" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/crm/contacts");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("marks CRM and its tab active on a nested path, and Přehled not", async () => {
    renderRoutes(appRoutes, "/crm/deals/42/edit");
    expect(await screen.findByRole("heading", { name: "Edit Deal" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "CRM" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Přehled" })).not.toHaveAttribute("aria-current");
    const tabs = screen.getByRole("navigation", { name: "CRM sections" });
    expect(within(tabs).getByRole("link", { name: "Deals" })).toHaveAttribute("aria-current", "page");
  });

  it("redirects /settings to /settings/api-keys, replacing the history entry", async () => {
    api.on("apiKeys.list", ok({ apiKeys: [] }));
    const { router } = renderRoutes(appRoutes, "/settings");
    expect(await screen.findByRole("heading", { level: 1, name: "API keys" })).toBeInTheDocument();
    // Let the page's list request finish inside the test, while its handler is still there.
    expect(await screen.findByText("No API keys yet.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/settings/api-keys");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("marks Settings active under /settings only, below the module links", async () => {
    api.on("apiKeys.list", ok({ apiKeys: [] }));
    renderRoutes(appRoutes, "/settings/api-keys");
    expect(await screen.findByRole("heading", { level: 1, name: "API keys" })).toBeInTheDocument();
    // Let the page's list request finish inside the test, while its handler is still there.
    expect(await screen.findByText("No API keys yet.")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Přehled",
      "CRM",
      "Projects",
      "Email",
      "Workspace",
      "Settings",
    ]);
    const settings = within(nav).getByRole("link", { name: "Settings" });
    expect(settings).toHaveAttribute("href", "/settings");
    expect(settings).toHaveAttribute("aria-current", "page");
    expect(settings.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    for (const name of ["Přehled", "CRM", "Projects", "Email", "Workspace"]) {
      expect(within(nav).getByRole("link", { name })).not.toHaveAttribute("aria-current");
    }
  });

  it("does not mark Settings active outside /settings", async () => {
    renderRoutes(appRoutes, "/projects");
    expect(await screen.findByRole("heading", { level: 1, name: "Projects" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Settings" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("link", { name: "Projects" })).toHaveAttribute("aria-current", "page");
  });

  it("shows Not Found for an unknown path under /settings", async () => {
    renderRoutes(appRoutes, "/settings/unknown");
    expect(await screen.findByRole("heading", { name: "Not Found" })).toBeInTheDocument();
  });

  it.each([
    ["/crm/contacts/new", "New Contact"],
    ["/crm/contacts/7", "Contact"],
    ["/crm/contacts/7/edit", "Edit Contact"],
    ["/crm/deals", "Deals"],
    ["/crm/deals/new", "New Deal"],
    ["/crm/deals/3", "Deal"],
    ["/crm/invoices", "Invoices"],
    ["/crm/invoices/new?dealId=3", "New Invoice"],
    ["/crm/invoices/9", "Invoice"],
    ["/crm/invoices/9/edit", "Edit Invoice"],
  ])("renders %s", async (path, heading) => {
    renderRoutes(appRoutes, path);
    expect(await screen.findByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
  });

  it.each([
    ["/email", "Email", "Mailbox sync and threading over IMAP/SMTP"],
    ["/workspace", "Workspace", "Markdown editor with versions"],
  ])("shows %s as coming soon with its planned features", async (path, heading, feature) => {
    renderRoutes(appRoutes, path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText("Coming soon")).toBeInTheDocument();
    expect(screen.getByText(feature)).toBeInTheDocument();
  });

  it("lists the finished and the planned work on the Overview", async () => {
    renderRoutes(appRoutes, "/");
    const done = (await screen.findByRole("heading", { name: "Co je hotové" })).closest("section");
    const roadmap = screen.getByRole("heading", { name: "Roadmap" }).closest("section");
    if (!done || !roadmap) throw new Error("the Overview's cards are missing");
    expect(within(done).getByText(/^Sign-in, invitations by e-mail, password reset/)).toBeInTheDocument();
    expect(within(done).getByText(/^Czech invoices: numbering, VAT/)).toBeInTheDocument();
    expect(within(done).getByText(/^AI assistant/)).toBeInTheDocument();
    expect(within(done).getByText(/^Projects: Kanban boards/)).toBeInTheDocument();
    expect(within(done).getByText(/my tasks$/)).toBeInTheDocument();
    expect(within(done).getByText(/^Search across the CRM/)).toBeInTheDocument();
    expect(within(done).getByText(/^History: an audit log/)).toBeInTheDocument();
    expect(within(roadmap).queryByText(/Search|audit log/i)).not.toBeInTheDocument();
    expect(within(roadmap).queryByText(/invoices|Contacts|Projects|Roles/i)).not.toBeInTheDocument();
  });

  it("renders /projects as the projects list (no longer coming soon)", async () => {
    api.on("projects.list", pending());
    api.on("projects.colleagues", pending());
    api.on("contacts.list", pending());
    renderRoutes(appRoutes, "/projects");
    expect(await screen.findByRole("button", { name: "New project" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Projects" })).toBeInTheDocument();
    expect(screen.queryByText("Coming soon")).not.toBeInTheDocument();
  });

  it("redirects a project's page to its Board tab", async () => {
    api.on("projects.get", ok(aProject()));
    api.on("projects.columns", pending());
    api.on("projects.board", pending());
    const { router } = renderRoutes(appRoutes, `/projects/${PROJECT_ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Web Acme" }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${PROJECT_ID}/board`));
    expect(router.state.historyAction).toBe("REPLACE");
    await waitFor(() => expect(screen.getByRole("link", { name: "Board" })).toHaveAttribute("aria-current", "page"));
  });

  it("renders the public routes outside the layout", async () => {
    mockServer.use(...signedOutHandlers());
    renderRoutes(appRoutes, "/login");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
  });
});
