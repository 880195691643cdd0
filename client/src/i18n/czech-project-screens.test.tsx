import { PROJECT_MESSAGES } from "@kancl/shared";
import { en } from "@kancl/shared/i18n/catalogue";
import { cs } from "@kancl/shared/i18n/cs";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appRoutes } from "@/app/routes";
import { acme, ids, listAnswer, makeOrganization, renderContactsScreen } from "@/features/contacts/contacts-test-kit";
import { contacts, renderInvoiceScreen } from "@/features/invoices/invoice-test-kit";
import {
  aBoard,
  aProject,
  aTask,
  CLIENT_ID,
  PROJECT_ID,
  TODO,
  taskId,
  USER_ID,
} from "@/features/projects/projects-test-kit";
import { signedInAs, testUser } from "@/test/auth-responses";
import { pickInCombobox } from "@/test/combobox";
import { type FakeApi, fail, installFakeApi, ok, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";
import { installCatalogues, setLanguage } from "./i18n";

// Issue 23 item 3: the projects module, the invoice list's filters and the contact's invoice language in Czech
// (decision 180), with Czech dates (decision 181). The English texts are checked by the screens' own tests.
const SLOW = { timeout: 15_000 };
const people = { people: [{ id: USER_ID, name: "Eva Testová", email: "eva@example.test" }] };
const columns = aBoard().columns.map(({ tasks: _, ...column }) => column);

describe("projects screens in Czech", { timeout: 30_000 }, () => {
  let api: FakeApi;
  beforeEach(async () => {
    installCatalogues({ cs, en });
    await setLanguage("cs");
    mockServer.use(signedInAs({ ...testUser, language: "cs", languagePreference: "cs" }));
    api = installFakeApi({
      "health.check": pending(),
      "projects.colleagues": ok(people),
      "contacts.list": ok({ contacts: [], nextCursor: null }),
    });
    api.on("projects.get", ok(aProject()));
    api.on("projects.columns", ok({ columns }));
    api.on("projects.board", ok(aBoard()));
    api.on("projects.boardVersion", ok({ version: 5, updatedAt: "2026-11-26T08:00:00.000Z" }));
  });
  afterEach(async () => {
    await setLanguage("en");
  });

  it("shows a task's dialog: details, priority, checklist, comments with a Czech time and the delete question", async () => {
    const task = aTask(1, TODO, {
      title: "Návrh webu",
      priority: "high",
      checklist: [{ id: taskId(7), text: "Logo", done: true }],
    });
    const createdAt = "2026-11-26T09:05:00.000Z";
    api.on("projects.getTask", ok(task));
    api.on(
      "projects.comments",
      ok({
        comments: [{ id: taskId(8), taskId: task.id, author: null, body: "Hotovo", mentions: [], createdAt }],
      }),
    );
    const user = userEvent.setup();
    renderRoutes(appRoutes, `/projects/${PROJECT_ID}/board?task=${task.id}`);

    const dialog = await screen.findByRole("dialog", { name: "Návrh webu" }, SLOW);
    expect(within(dialog).getByText("Podrobnosti úkolu, checklist a komentáře.")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Název" })).toHaveValue("Návrh webu");
    const assignee = within(dialog).getByRole("combobox", { name: "Řešitel" });
    expect(within(assignee).getByRole("option", { name: "Nepřiřazeno" })).toBeInTheDocument();
    const priority = within(dialog).getByRole("combobox", { name: "Priorita" });
    expect(
      within(priority)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Nízká", "Střední", "Vysoká", "Urgentní"]);
    expect(within(dialog).getByLabelText("Termín")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Náhled" })).toBeInTheDocument();

    // Checklist: its heading with the progress, an item's remove button, the new item's field.
    expect(within(dialog).getByRole("heading", { name: /^Checklist\s*1\/1$/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Odebrat „Logo“" })).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Nová položka checklistu" })).toHaveAttribute(
      "placeholder",
      "Přidat položku",
    );

    // Comments: a former user's comment at a time written as cs-CZ writes it.
    const comments = within(dialog).getByRole("region", { name: "Komentáře" });
    expect(await within(comments).findByText("Bývalý uživatel")).toBeInTheDocument();
    const czechTime = new Intl.DateTimeFormat("cs-CZ", { dateStyle: "short", timeStyle: "short" }).format(
      new Date(createdAt),
    );
    expect(within(comments).getByText(czechTime)).toHaveAttribute("datetime", createdAt);
    expect(within(comments).getByRole("textbox", { name: "Nový komentář" })).toHaveAccessibleDescription(
      "Napište @ a jméno a zmíníte kolegu. Funguje Markdown.",
    );
    expect(within(comments).getByRole("button", { name: "Přidat komentář" })).toBeDisabled();

    expect(within(dialog).getByRole("button", { name: "Uložit úkol" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Smazat úkol" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Smazat úkol „Návrh webu“?" });
    expect(
      within(confirm).getByText(
        "Smaže se i jeho checklist a komentáře. Úkol se nepřesouvá do koše: tuto akci nelze vrátit.",
      ),
    ).toBeInTheDocument();
  });

  it("says a task was not found in Czech", async () => {
    api.on("projects.getTask", fail(PROJECT_MESSAGES.taskNotFound, 404, "NOT_FOUND"));
    renderRoutes(appRoutes, `/projects/${PROJECT_ID}/board?task=${taskId(9)}`);

    expect(await screen.findByRole("dialog", { name: cs.projects.taskNotFound }, SLOW)).toBeInTheDocument();
  });

  it("shows the board's column dialog with its Czech labels and messages", async () => {
    const user = userEvent.setup();
    renderRoutes(appRoutes, `/projects/${PROJECT_ID}/board`);

    await user.click(await screen.findByRole("button", { name: "Přidat sloupec" }, SLOW));
    const dialog = await screen.findByRole("dialog", { name: "Přidat sloupec" });
    expect(within(dialog).getByRole("spinbutton", { name: "Limit WIP" })).toHaveAttribute("placeholder", "Bez limitu");
    expect(within(dialog).getByRole("checkbox", { name: "Úkoly v tomto sloupci jsou hotové" })).toBeInTheDocument();
    await user.type(within(dialog).getByRole("spinbutton", { name: "Limit WIP" }), "0");
    await user.click(within(dialog).getByRole("button", { name: "Přidat sloupec" }));
    // The first unmet rule: the server's message, in Czech.
    expect(await within(dialog).findByText(cs.projects.columnNameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Název" }), "Kontrola");
    await user.click(within(dialog).getByRole("button", { name: "Přidat sloupec" }));
    expect(await within(dialog).findByText("Limit WIP musí být celé číslo 1 nebo větší")).toBeInTheDocument();
  });

  it("opens the new-project dialog in Czech, with the deal picker's placeholders and the form's messages", async () => {
    api.on("projects.list", ok({ projects: [], nextCursor: null }));
    api.on("contacts.list", (input) =>
      ok({
        contacts: input.q === "ac" ? [makeOrganization({ id: CLIENT_ID, name: "Acme" })] : [],
        nextCursor: null,
      }),
    );
    api.on("deals.list", ok({ deals: [], nextCursor: null }));
    const user = userEvent.setup();
    renderRoutes(appRoutes, "/projects");

    // The empty list in Czech (issue 35 item 5d: it was the English message).
    expect(await screen.findByText("Žádné projekty. Vytvořte svůj první projekt!", {}, SLOW)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Nový projekt" }, SLOW));
    const dialog = await screen.findByRole("dialog", { name: "Nový projekt" });
    expect(
      within(dialog).getByText("Projekt pro klientskou organizaci, volitelně navázaný na jeden z jejích obchodů."),
    ).toBeInTheDocument();
    const deal = within(dialog).getByRole("combobox", { name: "Obchod" });
    expect(deal).toHaveAttribute("placeholder", "Nejprve vyberte klienta");
    expect(within(dialog).getByRole("option", { name: "Já" })).toBeInTheDocument();
    expect(within(dialog).getByRole("option", { name: "Aktivní" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Datum zahájení")).toBeInTheDocument();

    await user.type(within(dialog).getByRole("textbox", { name: "Název" }), "Web Acme");
    await user.click(within(dialog).getByRole("button", { name: "Vytvořit projekt" }));
    expect(await within(dialog).findByText("Klient je povinný")).toBeInTheDocument();

    await pickInCombobox(user, within(dialog).getByRole("combobox", { name: "Klient" }), "ac", "Acme");
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: "Obchod" })).toHaveAttribute(
        "placeholder",
        "Bez obchodu — hledejte v obchodech klienta…",
      ),
    );
    await user.type(within(dialog).getByLabelText("Datum zahájení"), "2026-12-20");
    await user.type(within(dialog).getByLabelText("Termín"), "2026-12-01");
    await user.click(within(dialog).getByRole("button", { name: "Vytvořit projekt" }));
    expect(await within(dialog).findByText("Termín nesmí být před datem zahájení")).toBeInTheDocument();
  });

  it("shows the timeline with Czech scales, week ticks, bar dates and the undated tasks", async () => {
    api.on(
      "projects.tasks",
      ok({
        tasks: [
          aTask(1, TODO, { startDate: "2026-12-01", dueDate: "2026-12-05" }),
          aTask(2, TODO, { title: "Bez data" }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderRoutes(appRoutes, `/projects/${PROJECT_ID}/timeline`);

    const timeline = await screen.findByRole("region", { name: "Časová osa" }, SLOW);
    expect(screen.getByRole("button", { name: "Týdny" })).toHaveAttribute("aria-pressed", "true");
    expect(within(timeline).getByText("Týden")).toBeInTheDocument();
    // The week of 30 Nov 2026 is ISO week 49.
    expect(within(timeline).getByText("T49 · 30. 11.")).toBeInTheDocument();
    expect(within(timeline).getByRole("button", { name: "Task 1: 1. 12. 2026 – 5. 12. 2026" })).toBeInTheDocument();
    const undated = screen.getByRole("region", { name: "Úkoly bez termínů" });
    expect(within(undated).getByRole("heading", { name: "Bez termínů (1)" })).toBeInTheDocument();
    expect(screen.getByText(/^Přetáhněte pruh nebo jeho okraje\./)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Měsíce" }));
    expect(within(timeline).getByText("Měsíc")).toBeInTheDocument();
    const december = new Intl.DateTimeFormat("cs-CZ", { month: "short", year: "numeric", timeZone: "UTC" }).format(
      new Date(Date.UTC(2026, 11, 1)),
    );
    expect(within(timeline).getByText(december)).toBeInTheDocument();
  });

  it("shows the tasks tab's assignee filter and its empty text", async () => {
    api.on("projects.tasks", ok({ tasks: [] }));
    renderRoutes(appRoutes, `/projects/${PROJECT_ID}/tasks`);

    expect(await screen.findByText("Zatím žádné úkoly: přidejte je na nástěnce.", {}, SLOW)).toBeInTheDocument();
    const assignee = screen.getByRole("combobox", { name: "Řešitel" });
    expect(
      within(assignee)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Všichni", "Nepřiřazené", "Eva Testová"]);
  });

  it("lists everyone's overdue tasks in Czech: views, headers, priority badge, Czech date and the overdue mark", async () => {
    api.on(
      "projects.overdueTasks",
      ok({
        today: "2026-11-26",
        tasks: [
          {
            ...aTask(1, TODO, { title: "Připravit nabídku", dueDate: "2026-11-20", priority: "high" }),
            project: { id: PROJECT_ID, name: "Web Acme" },
            column: { id: TODO, name: "To do", done: false },
            overdue: true,
          },
        ],
      }),
    );
    renderRoutes(appRoutes, "/projects/my-tasks?view=overdue");

    const table = await screen.findByRole("table", { name: "Všechny po termínu" }, SLOW);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Úkol", "Projekt", "Sloupec", "Řešitel", "Priorita", "Termín", "Checklist"]);
    const row = within(table).getByRole("link", { name: "Připravit nabídku" }).closest("tr") as HTMLElement;
    expect(within(row).getByText("Vysoká")).toBeInTheDocument();
    expect(row).toHaveTextContent("20. 11. 2026 (po termínu)");
    const views = screen.getByRole("group", { name: "Zobrazit" });
    expect(
      within(views)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Moje úkoly", "Moje po termínu", "Všechny po termínu"]);
  });

  it("shows the Activity tab from the audit log, worded in Czech (issue 35 item 5a: it was English sentences)", async () => {
    const at = "2026-11-26T09:05:00.000Z";
    const actor = { type: "user" as const, userId: USER_ID, userName: "Eva Testová", apiKeyId: null, apiKeyName: null };
    const base = { occurredAt: at, actor, requestId: null, recordId: taskId(1), recordLabel: "Návrh webu" };
    api.on(
      "history.projectTimeline",
      ok({
        entries: [
          {
            id: "3",
            occurredAt: at,
            kind: "event",
            note: null,
            event: {
              ...base,
              id: "3",
              recordType: "task",
              action: "update",
              changes: [{ field: "columnId", old: TODO, new: taskId(8) }],
            },
          },
          {
            id: "2",
            occurredAt: at,
            kind: "event",
            note: null,
            event: { ...base, id: "2", recordType: "task", action: "create", changes: [] },
          },
        ],
        nextCursor: null,
      }),
    );
    renderRoutes(appRoutes, `/projects/${PROJECT_ID}/activity`);

    const list = await screen.findByRole("list", { name: "Aktivita, od nejnovější" }, SLOW);
    expect(within(list).getByText("Úkol přesunut: Návrh webu")).toBeInTheDocument();
    expect(within(list).getByText("Úkol – vytvořeno: Návrh webu")).toBeInTheDocument();
    expect(within(list).getAllByText(/Eva Testová/)).toHaveLength(2);
  });

  it("lists projects in Czech: filters, a card's status and task progress, Load more", async () => {
    api.on("projects.list", ok({ projects: [aProject({ taskCount: 4, openTaskCount: 1 })], nextCursor: "next" }));
    renderRoutes(appRoutes, "/projects");

    const card = (await screen.findByRole("link", { name: "Web Acme" }, SLOW)).closest("article") as HTMLElement;
    expect(within(card).getByText("hotovo 3 z 4")).toBeInTheDocument();
    expect(within(card).getByText("Aktivní")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Hledat" }).closest("search")).toHaveAttribute(
      "aria-label",
      "Filtrovat projekty",
    );
    expect(screen.getByRole("button", { name: "Načíst další projekty" })).toBeInTheDocument();
  });
});

describe("the invoice list's filters and the contact's invoice language in Czech", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    installCatalogues({ cs, en });
    await setLanguage("cs");
  });
  afterEach(async () => {
    await setLanguage("en");
  });

  it("labels the invoice list's filters in Czech, with Czech document kinds and status names", async () => {
    const api = installFakeApi();
    api.on("contacts.list", () => ok({ contacts }));
    api.on("invoices.list", () => ok({ invoices: [], nextCursor: null }));
    renderInvoiceScreen("/crm/invoices?status=paid");

    const search = await screen.findByRole("searchbox", { name: "Hledat faktury" }, SLOW);
    expect(search).toHaveAttribute("placeholder", "Číslo, odběratel nebo variabilní symbol");
    // <search> has no role in jsdom yet: its label is read from the element.
    const filters = search.closest("search") as HTMLElement;
    expect(filters).toHaveAttribute("aria-label", "Filtrovat faktury");
    const document = within(filters).getByRole("combobox", { name: "Doklad" });
    expect(
      within(document)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Všechny doklady", "Faktury", "Dobropisy"]);
    expect(within(filters).getByRole("option", { name: "Všechny stavy" })).toBeInTheDocument();
    expect(within(filters).getByRole("option", { name: "Zaplaceno" })).toBeInTheDocument();
    expect(within(filters).getByRole("combobox", { name: "Odběratel" })).toHaveAttribute(
      "placeholder",
      "Všichni odběratelé",
    );
    expect(within(filters).getByLabelText("Vystaveno od")).toBeInTheDocument();
    expect(within(filters).getByRole("button", { name: "Zrušit filtry" })).toBeInTheDocument();
  });

  it("offers the invoice language on the contact form", async () => {
    const api = installFakeApi();
    api.on("contacts.list", listAnswer([acme]));
    renderContactsScreen("/crm/contacts/new");

    const language = await screen.findByRole("combobox", { name: "Jazyk faktur" }, SLOW);
    expect(
      within(language)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Podle státu", "Angličtina", "Čeština"]);
    expect(language).toHaveAccessibleDescription(/^Jazyk faktur tohoto zákazníka/);
    expect(screen.getByRole("group", { name: "Faktury" })).toBeInTheDocument();
  });

  it("shows a contact's invoice language on its page: its own, or the one its country gives", async () => {
    const api = installFakeApi();
    api.on("contacts.get", ok({ ...acme, address: { street: "Main St 1", city: "Berlin", country: "Germany" } }));
    api.on("contacts.peopleOfOrganization", ok({ people: [] }));
    api.on("contacts.children", ok({ children: [] }));
    api.on("contacts.list", listAnswer([acme]));
    renderContactsScreen(`/crm/contacts/${ids.acme}`);

    const basic = await screen.findByRole("region", { name: "Základní údaje" }, SLOW);
    expect(basic).toHaveTextContent("Jazyk fakturAngličtina (podle státu)");
  });
});
