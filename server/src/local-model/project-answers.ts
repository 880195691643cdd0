import { count, day, type Json, list, quote, strings, text } from "./format";
import type { Language } from "./numbers-and-dates";
import { CONFIRM_QUESTION, renderError } from "./proposal-answers";

/** Answers of the project tools (issue 26): proposals end with the confirmation question; lists are short lines. */

const TASK_FORMS = { cs: ["úkol", "úkoly", "úkolů"], en: ["task", "tasks"] } as {
  cs: [string, string, string];
  en: [string, string];
};
const OPEN_TASK_FORMS = {
  cs: ["otevřený úkol", "otevřené úkoly", "otevřených úkolů"],
  en: ["open task", "open tasks"],
} as { cs: [string, string, string]; en: [string, string] };
const PROJECT_FORMS = { cs: ["projekt", "projekty", "projektů"], en: ["project", "projects"] } as {
  cs: [string, string, string];
  en: [string, string];
};
const PROJECT_STATUS: Record<Language, Record<string, string>> = {
  cs: { active: "aktivní", on_hold: "pozastavený", done: "hotový", archived: "archivovaný" },
  en: { active: "active", on_hold: "on hold", done: "done", archived: "archived" },
};

export function renderProjectResult(toolName: string, result: Json, language: Language): string {
  const cs = language === "cs";
  const ask = CONFIRM_QUESTION[language];
  switch (toolName) {
    case "projects_create_project": {
      const project = (result.project ?? {}) as Json;
      const name = quote(text(project.name) ?? "?", language);
      const client = text(project.client) ?? "?";
      const owner = text(project.owner);
      const due = text(project.dueDate);
      const details = [
        owner ? (cs ? `vlastník ${owner}` : `owner ${owner}`) : undefined,
        due ? (cs ? `termín ${day(due, language)}` : `due ${day(due, language)}`) : undefined,
        cs ? "sloupce To do, In progress, Done" : "columns To do, In progress, Done",
      ].filter(Boolean);
      return cs
        ? `Navrhuji založit projekt ${name} pro klienta ${client} (${details.join(", ")}). ${ask}`
        : `I propose creating the project ${name} for the client ${client} (${details.join(", ")}). ${ask}`;
    }
    case "projects_create_task": {
      const task = (result.task ?? {}) as Json;
      const title = quote(text(task.title) ?? "?", language);
      const project = quote(text(task.project) ?? "?", language);
      const assignee = text(task.assignee);
      const who = assignee ? (cs ? ` a přiřadit ho: ${assignee}` : ` and assign it to ${assignee}`) : "";
      // The due date the user gave is part of the proposal (issue 43: "Add a task for tomorrow" dropped it).
      const due = text(task.dueDate);
      const when = due ? (cs ? ` s termínem ${day(due, language)}` : ` due ${day(due, language)}`) : "";
      return cs
        ? `Navrhuji přidat do projektu ${project} úkol ${title}${when}${who}. ${ask}`
        : `I propose adding the task ${title} to the project ${project}${when}${who}. ${ask}`;
    }
    case "projects_assign_task": {
      const task = (result.task ?? {}) as Json;
      const title = quote(text(task.title) ?? "?", language);
      const project = quote(text(task.project) ?? "?", language);
      const assignee = text(task.assignee) ?? "?";
      return cs
        ? `Navrhuji přiřadit úkol ${title} (projekt ${project}): ${assignee}. ${ask}`
        : `I propose assigning the task ${title} (project ${project}) to ${assignee}. ${ask}`;
    }
    case "projects_my_tasks":
      return renderMyTasks(result, language);
    case "projects_list_projects":
      return renderProjects(result, language);
    default:
      return `${cs ? "Výsledek" : "Result"}: ${JSON.stringify(result)}`;
  }
}

function renderMyTasks(result: Json, language: Language): string {
  const cs = language === "cs";
  const scope = text(result.scope) ?? "open";
  const tasks = list(result.tasks);
  const total = typeof result.total === "number" ? result.total : tasks.length;
  const overdue = tasks.filter((t) => t.overdue === true).length;
  if (total === 0) {
    if (scope === "dueToday")
      return cs
        ? "Na dnešek nemáš žádné úkoly a nic není po termínu."
        : "You have no tasks due today and nothing overdue.";
    if (scope === "overdue") return cs ? "Nemáš žádné úkoly po termínu." : "You have no overdue tasks.";
    return cs ? "Nemáš žádné otevřené úkoly." : "You have no open tasks.";
  }
  const from = text(result.dueFrom);
  const to = text(result.dueTo);
  if (from || to) {
    const range =
      from === to || !to || !from ? day(from ?? to ?? "", language) : `${day(from, language)} – ${day(to, language)}`;
    if (total === 0) return cs ? `S termínem ${range} nemáš žádné úkoly.` : `You have no tasks due ${range}.`;
    const head = cs
      ? `S termínem ${range} máš ${count(total, language, TASK_FORMS)}:`
      : `You have ${count(total, language, TASK_FORMS)} due ${range}:`;
    return [head, ...taskLines(tasks, language)].join("\n");
  }
  const n = count(total, language, TASK_FORMS);
  const late = overdue ? (cs ? ` (z toho po termínu: ${overdue})` : ` (${overdue} overdue)`) : "";
  const head =
    scope === "dueToday"
      ? cs
        ? `Na dnešek máš ${n}${late}:`
        : `You have ${n} due today or earlier${late}:`
      : scope === "overdue"
        ? cs
          ? `Po termínu máš ${n}:`
          : `You have ${n} overdue:`
        : cs
          ? `Máš ${count(total, language, OPEN_TASK_FORMS)}${late}:`
          : `You have ${count(total, language, OPEN_TASK_FORMS)}${late}:`;
  const lines = taskLines(tasks, language);
  if (total > tasks.length)
    lines.push(cs ? `… a dalších ${total - tasks.length}.` : `… and ${total - tasks.length} more.`);
  return [head, ...lines].join("\n");
}

function taskLines(tasks: Json[], language: Language): string[] {
  const cs = language === "cs";
  return tasks.map((t) =>
    [
      `• ${text(t.title) ?? "?"}`,
      text(t.project),
      text(t.column),
      text(t.dueDate) ? `${cs ? "termín" : "due"} ${day(text(t.dueDate) ?? "", language)}` : undefined,
      t.overdue === true ? (cs ? "po termínu" : "overdue") : undefined,
    ]
      .filter(Boolean)
      .join(" · "),
  );
}

function renderProjects(result: Json, language: Language): string {
  const cs = language === "cs";
  const projects = list(result.projects);
  const total = typeof result.total === "number" ? result.total : projects.length;
  const client = text(result.client);
  const whose = client ? (cs ? ` klienta ${quote(client, language)}` : ` of ${quote(client, language)}`) : "";
  if (total === 0) return cs ? `Žádné projekty${whose} nejsou.` : `No projects${whose}.`;
  const lines = projects.map((p) =>
    [
      `• ${text(p.name) ?? "?"}`,
      text(p.client),
      PROJECT_STATUS[language][text(p.status) ?? ""] ?? text(p.status),
      text(p.dueDate) ? `${cs ? "termín" : "due"} ${day(text(p.dueDate) ?? "", language)}` : undefined,
      typeof p.openTasks === "number" ? `${cs ? "otevřené úkoly" : "open tasks"} ${p.openTasks}` : undefined,
    ]
      .filter(Boolean)
      .join(" · "),
  );
  const head = cs
    ? `${capitalizeFirst(`projekty${whose}`)} (${count(total, language, PROJECT_FORMS)}):`
    : `Projects${whose} (${count(total, language, PROJECT_FORMS)}):`;
  return [head, ...lines].join("\n");
}

const capitalizeFirst = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The project tools answer errors in English; here they are said in the user's language. */
export function renderProjectError(result: Json, language: Language): string {
  const cs = language === "cs";
  const error = text(result.error) ?? "";
  const options = strings(result.candidates)
    .map((c) => quote(c, language))
    .join(", ");
  const what = {
    project: cs ? ["Žádný projekt neodpovídá", "projektů"] : ["No project matches", "projects"],
    colleague: cs ? ["Žádný kolega neodpovídá", "kolegů"] : ["No colleague matches", "colleagues"],
    task: cs ? ["Žádný úkol neodpovídá", "úkolů"] : ["No task matches", "tasks"],
    organization: cs ? ["Žádná organizace neodpovídá", "organizací"] : ["No organization matches", "organizations"],
  } as const;
  const none = /^No (project|colleague|task|organization) matches "(.*)"\.$/.exec(error);
  if (none) {
    const [lead] = what[none[1] as keyof typeof what];
    const name = quote(none[2] ?? "", language);
    const hint =
      none[1] === "organization"
        ? cs
          ? " Zkontroluj název klienta, nebo nejdřív vytvoř organizaci."
          : " Check the client's name or create the organization first."
        : "";
    return `${lead} ${name}.${hint}`;
  }
  const several = /^Several (project|colleague|task|organization)s match "(.*)"\.$/.exec(error);
  if (several) {
    const [, many] = what[several[1] as keyof typeof what];
    const name = quote(several[2] ?? "", language);
    return cs
      ? `Názvu ${name} odpovídá více ${many}: ${options}. Který myslíš?`
      : `Several ${many} match ${name}: ${options}. Which one do you mean?`;
  }
  return renderError(result, language);
}
