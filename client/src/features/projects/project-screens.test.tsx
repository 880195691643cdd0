import { formatDateIn, PROJECT_MESSAGES } from "@kancl/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "@/app/providers/query-client";
import { routeContextFor } from "@/app/route-data";
import { appRoutes } from "@/app/routes";
import { SessionProvider } from "@/features/auth/session-provider";
import { makeOrganization } from "@/features/contacts/contacts-test-kit";
import { makeDeal } from "@/features/deals/deal-test-kit";
import { createTrpcClient } from "@/lib/trpc-client";
import { signedInAs } from "@/test/auth-responses";
import { pickInCombobox } from "@/test/combobox";
import { type FakeApi, fail, installFakeApi, ok, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes, TestProviders } from "@/test/render-with-providers";
import { aBoard, aProject, aTask, CLIENT_ID, DOING, PROJECT_ID, TODO, taskId, USER_ID } from "./projects-test-kit";

const SLOW = { timeout: 15_000 };
const day = (iso: string) => formatDateIn(undefined, iso, "numeric");
const people = { people: [{ id: USER_ID, name: "Eva Testová", email: "eva@example.test" }] };

describe("projects screens", { timeout: 30_000 }, () => {
  let api: FakeApi;
  beforeEach(() => {
    mockServer.use(signedInAs());
    api = installFakeApi({
      "health.check": pending(),
      "projects.colleagues": ok(people),
      "contacts.list": ok({ contacts: [], nextCursor: null }),
    });
  });

  it("lists projects as cards and keeps search, filters and sort in the URL", async () => {
    api.on("projects.list", (input) =>
      ok({ projects: input.status === "done" ? [] : [aProject({ taskCount: 4, openTaskCount: 1 })], nextCursor: null }),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, `/projects?sort=name&owner=${USER_ID}`);
    // The first visit loads the route's code, which takes a while on a busy machine.
    const card = (await screen.findByRole("link", { name: "Web Acme" }, SLOW)).closest("article") as HTMLElement;
    expect(within(card).getByText("Acme")).toBeInTheDocument();
    expect(within(card).getByText("3 of 4 done")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Web Acme" })).toHaveAttribute(
      "href",
      `/projects/${PROJECT_ID}/board`,
    );
    expect(api.callsTo("projects.list")[0]).toMatchObject({ sort: "name", ownerId: USER_ID, limit: 30 });

    await user.selectOptions(screen.getByLabelText("Status"), "done");
    expect(await screen.findByText("No projects match these filters.")).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?status=done&owner=${USER_ID}&sort=name`);
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("opens a project's board from the list in one render: the loaders ask for both, no loading state between (decision 201)", async () => {
    api.on("projects.list", ok({ projects: [aProject()], nextCursor: null }));
    api.on("projects.get", ok(aProject()));
    api.on("projects.board", ok(aBoard()));
    // The app's cache (spec §7: fresh for 5 minutes), so the page's hooks take what the loaders brought.
    const queryClient = createQueryClient();
    const router = createMemoryRouter(appRoutes, {
      initialEntries: ["/projects"],
      getContext: routeContextFor(queryClient, createTrpcClient()),
    });
    render(
      <TestProviders queryClient={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </TestProviders>,
    );
    const link = await screen.findByRole("link", { name: "Web Acme" }, SLOW);
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.querySelector("main")?.textContent ?? "";
      if (/Loading (project|board)/.test(text)) seen.push(text);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await userEvent.setup().click(link);
    expect(await screen.findByRole("region", { name: "Column To do" }, SLOW)).toBeInTheDocument();
    observer.disconnect();
    expect(seen).toEqual([]);
    expect(api.callsTo("projects.get")).toHaveLength(1);
    expect(api.callsTo("projects.board")).toEqual([{ id: PROJECT_ID, tasksPerColumn: 50 }]);
  });

  it("shows the spec-style empty text when there are no projects", async () => {
    api.on("projects.list", ok({ projects: [], nextCursor: null }));
    renderRoutes(appRoutes, "/projects");
    expect(await screen.findByText("No projects found. Create your first project!", {}, SLOW)).toBeInTheDocument();
  });

  it("creates a project for a client found by the contacts search, with one of the client's deals, then opens its board", async () => {
    const DEAL_ID = "3f1c2b9e-0000-4000-8000-0000000000d1";
    api.on("projects.list", ok({ projects: [], nextCursor: null }));
    // The deal picker searches only the chosen client's deals on the server (never a list of every deal).
    api.on("deals.list", (input) =>
      ok({
        deals:
          input.billingContactId === CLIENT_ID && input.q === "we"
            ? [makeDeal({ id: DEAL_ID, title: "Web Acme", billingContactId: CLIENT_ID })]
            : [],
        nextCursor: null,
      }),
    );
    api.on("contacts.list", (input) =>
      ok({
        contacts: input.q === "ac" ? [makeOrganization({ id: CLIENT_ID, name: "Acme" })] : [],
        nextCursor: null,
      }),
    );
    api.on("projects.create", ok(aProject()));
    api.on("projects.get", pending());
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, "/projects");
    await user.click(await screen.findByRole("button", { name: "New project" }, SLOW));
    const dialog = await screen.findByRole("dialog", { name: "New project" });
    await user.click(within(dialog).getByRole("button", { name: "Create project" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Name"), "Web Acme");
    await user.click(within(dialog).getByRole("button", { name: "Create project" }));
    expect(await within(dialog).findByText("Client is required")).toBeInTheDocument();
    await pickInCombobox(user, within(dialog).getByRole("combobox", { name: "Client" }), "ac", "Acme");
    await pickInCombobox(user, within(dialog).getByRole("combobox", { name: "Deal" }), "we", "Web Acme");
    await user.type(within(dialog).getByLabelText("Due date"), "2026-12-20");
    await user.click(within(dialog).getByRole("button", { name: "Create project" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${PROJECT_ID}/board`));
    expect(api.callsTo("projects.create")[0]).toEqual({
      name: "Web Acme",
      clientId: CLIENT_ID,
      dealId: DEAL_ID,
      status: "active",
      startDate: null,
      dueDate: "2026-12-20",
      description: "",
      ownerId: null,
    });
  });

  it("edits a project with the version it read: the form's rule on the dates first, then the server's refusal", async () => {
    api.on("projects.get", ok(aProject({ version: 4 })));
    api.on("projects.columns", ok({ columns: [] }));
    api.on("projects.list", ok({ projects: [], nextCursor: null }));
    api.on("history.projectTimeline", ok({ entries: [], nextCursor: null }));
    api.on("projects.update", fail(PROJECT_MESSAGES.stale, 409, "CONFLICT"));
    const user = userEvent.setup();
    renderRoutes(appRoutes, `/projects/${PROJECT_ID}/activity`);
    await user.click(await screen.findByRole("button", { name: "Edit project" }, SLOW));
    const dialog = await screen.findByRole("dialog", { name: "Edit project" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Web Acme");
    const due = within(dialog).getByLabelText("Due date");
    await user.clear(due);
    await user.type(due, "2026-11-30");
    await user.click(within(dialog).getByRole("button", { name: "Save project" }));
    expect(await within(dialog).findByText("Due date must not be before the start date")).toBeInTheDocument();
    expect(due).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("projects.update")).toHaveLength(0);

    await user.clear(due);
    await user.type(due, "2026-12-24");
    await user.clear(within(dialog).getByLabelText("Name"));
    await user.type(within(dialog).getByLabelText("Name"), "Web Acme 2");
    await user.click(within(dialog).getByRole("button", { name: "Save project" }));
    expect(await within(dialog).findByText(PROJECT_MESSAGES.stale)).toBeInTheDocument();
    expect(api.callsTo("projects.update")[0]).toEqual({
      id: PROJECT_ID,
      name: "Web Acme 2",
      clientId: CLIENT_ID,
      dealId: null,
      status: "active",
      startDate: "2026-12-01",
      dueDate: "2026-12-24",
      description: "",
      ownerId: USER_ID,
      version: 4,
    });
  });

  it("shows the board: columns with their WIP limits, cards with assignee, due date, priority and checklist", async () => {
    const board = aBoard();
    const first = board.columns[0];
    if (first) {
      first.tasks[0] = aTask(1, TODO, {
        title: "Návrh webu",
        assigneeId: USER_ID,
        assignee: { id: USER_ID, name: "Eva Testová" },
        priority: "urgent",
        dueDate: "2020-01-31",
        checklist: [
          { id: taskId(7), text: "A", done: true },
          { id: taskId(8), text: "B", done: false },
        ],
      });
    }
    api.on("projects.get", ok(aProject()));
    api.on("projects.columns", ok({ columns: board.columns.map(({ tasks: _, ...column }) => column) }));
    api.on("projects.board", ok(board));
    api.on("projects.boardVersion", ok({ version: 5, updatedAt: "2026-11-26T08:00:00.000Z" }));
    renderRoutes(appRoutes, `/projects/${PROJECT_ID}/board`);
    const todo = await screen.findByRole("region", { name: "Column To do" }, SLOW);
    const doing = screen.getByRole("region", { name: "Column In progress" });
    expect(within(todo).getByText("2 tasks")).toBeInTheDocument();
    expect(within(doing).getByText(/1 \/ 1/)).toHaveTextContent("at the WIP limit");
    const card = within(todo).getByText("Návrh webu").closest("[data-task-id]") as HTMLElement;
    expect(card).toHaveTextContent("Urgent");
    expect(card).toHaveTextContent("Eva Testová");
    // Dates in the screen's locale (decision 181): English keeps the browser's own format.
    expect(card).toHaveTextContent(`Overdue, due ${day("2020-01-31")}`);
    expect(card).toHaveTextContent("Checklist 1/2");
    expect(within(doing).getByText("Task 3")).toBeInTheDocument();
    // The page's header: client and dates.
    expect(screen.getByRole("link", { name: "Acme" })).toHaveAttribute("href", `/crm/contacts/${CLIENT_ID}`);
    expect(screen.getByText(`${day("2026-12-01")} – ${day("2026-12-20")}`)).toBeInTheDocument();
    // The board polls its version (decision 171).
    await waitFor(() => expect(api.callsTo("projects.boardVersion").length).toBeGreaterThan(0));
    void DOING;
  });

  it("opens a task from the URL with its details, checklist and comments, and saves a change", async () => {
    const task = aTask(1, TODO, { title: "Návrh webu", description: "**Důležité** <script>x</script>", version: 3 });
    api.on("projects.get", ok(aProject()));
    api.on("projects.columns", ok({ columns: aBoard().columns.map(({ tasks: _, ...column }) => column) }));
    api.on("projects.board", ok(aBoard()));
    api.on("projects.boardVersion", ok({ version: 5, updatedAt: "2026-11-26T08:00:00.000Z" }));
    api.on("projects.getTask", ok(task));
    api.on("projects.comments", ok({ comments: [] }));
    api.on("projects.updateTask", ok({ task: { ...task, version: 4 }, boardVersion: 6 }));
    const user = userEvent.setup();
    renderRoutes(appRoutes, `/projects/${PROJECT_ID}/board?task=${taskId(1)}`);
    const dialog = await screen.findByRole("dialog", { name: "Návrh webu" }, SLOW);
    expect(await within(dialog).findByText("No comments yet.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    // Markdown, with raw HTML escaped rather than run.
    expect(within(dialog).getByText("Důležité").tagName).toBe("STRONG");
    expect(dialog.querySelector("script")).toBeNull();
    // The form's own rule first (the shared schema form, decision 050): nothing is sent.
    const title = within(dialog).getByLabelText("Title");
    await user.clear(title);
    await user.click(within(dialog).getByRole("button", { name: "Save task" }));
    expect(await within(dialog).findByText(PROJECT_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(title).toHaveAttribute("aria-invalid", "true");
    await user.type(title, "Návrh webu");
    await user.selectOptions(within(dialog).getByLabelText("Assignee"), "Eva Testová");
    await user.click(within(dialog).getByRole("button", { name: "Save task" }));
    await waitFor(() => expect(api.callsTo("projects.updateTask")).toHaveLength(1));
    expect(api.callsTo("projects.updateTask")[0]).toEqual({
      id: PROJECT_ID,
      taskId: taskId(1),
      title: "Návrh webu",
      description: "**Důležité** <script>x</script>",
      assigneeId: USER_ID,
      priority: task.priority,
      startDate: null,
      dueDate: null,
      version: 3,
    });
  });

  it("shows the timeline in English: scales, week ticks in the browser's format, bar dates, undated tasks", async () => {
    api.on("projects.get", ok(aProject()));
    api.on("projects.columns", ok({ columns: aBoard().columns.map(({ tasks: _, ...column }) => column) }));
    api.on(
      "projects.tasks",
      ok({
        tasks: [
          aTask(1, TODO, { startDate: "2026-12-01", dueDate: "2026-12-05" }),
          aTask(2, TODO, { title: "Undated" }),
        ],
      }),
    );
    renderRoutes(appRoutes, `/projects/${PROJECT_ID}/timeline`);

    const timeline = await screen.findByRole("region", { name: "Timeline" }, SLOW);
    expect(screen.getByRole("button", { name: "Weeks" })).toHaveAttribute("aria-pressed", "true");
    expect(within(timeline).getByText("Week")).toBeInTheDocument();
    // ISO week 49 starts on 30 Nov 2026; day and month as the browser writes them (decision 181).
    const dayMonth = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "numeric", timeZone: "UTC" });
    expect(
      within(timeline).getByText(`W49 · ${dayMonth.format(new Date(Date.UTC(2026, 10, 30)))}`),
    ).toBeInTheDocument();
    expect(
      within(timeline).getByRole("button", { name: `Task 1: ${day("2026-12-01")} – ${day("2026-12-05")}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Without dates (1)" })).toBeInTheDocument();
  });

  it("lists my tasks across projects, linking each to its project's board", async () => {
    api.on(
      "projects.myTasks",
      ok({
        today: "2026-11-26",
        tasks: [
          {
            ...aTask(1, TODO, { title: "Připravit nabídku", dueDate: "2026-11-20" }),
            project: { id: PROJECT_ID, name: "Web Acme" },
            column: { id: TODO, name: "To do", done: false },
            overdue: true,
          },
        ],
      }),
    );
    renderRoutes(appRoutes, "/projects/my-tasks");
    const table = await screen.findByRole("table", { name: "My tasks" }, SLOW);
    expect(within(table).getByRole("link", { name: "Připravit nabídku" })).toHaveAttribute(
      "href",
      `/projects/${PROJECT_ID}/board?task=${taskId(1)}`,
    );
    expect(within(table).getByRole("link", { name: "Web Acme" })).toBeInTheDocument();
    expect(within(table).getByText("(overdue)", { exact: false })).toBeInTheDocument();
  });
});
