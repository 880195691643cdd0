import { foldKeepingIndexes, type Language, parseDueDates } from "./numbers-and-dates";

/** The project tools this model calls (the chat module's project tools have these names; test-support checks). */
export type ProjectToolName =
  | "projects_create_project"
  | "projects_create_task"
  | "projects_assign_task"
  | "projects_my_tasks"
  | "projects_list_projects";

/** What a project request lacks: the model asks for it instead of guessing. */
export type ProjectNeed = "client" | "taskTitle" | "project" | "assignee" | "task";

/** What the model does with a project request (a part of intents.ts's Intent, declared here to keep no cycle). */
export type ProjectIntent =
  | { kind: "tool"; toolName: ProjectToolName; input: Record<string, unknown> }
  | { kind: "reply"; reply: { type: "projectNeeds"; what: ProjectNeed } };

/** Longer messages are no command about projects: names are parsed only within this many characters. */
const MAX_LENGTH = 600;

const tool = (toolName: ProjectToolName, input: Record<string, unknown> = {}): ProjectIntent => ({
  kind: "tool",
  toolName,
  input: Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== "")),
});
const need = (what: ProjectNeed): ProjectIntent => ({ kind: "reply", reply: { type: "projectNeeds", what } });

const TASK_WORD = /\b(ukol\w*|task\w*|todo)\b/;
const PROJECT_WORD = /\b(projekt\w*|project\w*|kanban\w*)\b/;
const CREATE_WORD =
  /\b(vytvor\w*|zaloz\w*|pridej\w*|pridat|pridejte|novy|novou|nove|noveho|create\w*|add|new|zadej\w*|zapis\w*)\b/;
const ASSIGN_WORD = /\b(prirad\w*|pridel\w*|assign\w*|deleguj\w*)\b/;
const MINE_WORD = /\b(mam|moje|moji|muj|mych|mymi|my|mine|me|i)\b/;
const TODAY_WORD = /\b(dnes|dneska|dnesni|today|today's)\b/;
const OVERDUE_WORD = /\b(po\s+terminu|zpozden\w*|opozden\w*|overdue|late|prosl\w*)\b/;

/** Where the first match of `pattern` in `folded` ends (-1: none), searched from `from`. */
function endOf(folded: string, pattern: RegExp, from = 0): number {
  const flags = pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`;
  const global = new RegExp(pattern.source, flags);
  global.lastIndex = from;
  const match = global.exec(folded);
  return match ? match.index + match[0].length : -1;
}

/** Where the nearest of the stops starts after `from` (the text's end without one). */
function nextStop(folded: string, from: number, stops: RegExp[]): number {
  let nearest = folded.length;
  for (const stop of stops) {
    const global = new RegExp(stop.source, "g");
    global.lastIndex = from;
    const match = global.exec(folded);
    if (match && match.index < nearest) nearest = match.index;
  }
  return nearest;
}

/** The words as typed between two positions, without edge punctuation and quotes. */
const clean = (raw: string) => {
  const trimmed = raw
    .replace(/^[\s,.:;!?„“"”'«»-]+|[\s,:;!?„“"”'«»-]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  // A sentence's final dot goes; the dots of "s.r.o." stay.
  const last = trimmed.split(" ").at(-1) ?? "";
  return last.endsWith(".") && !last.slice(0, -1).includes(".") ? trimmed.slice(0, -1).trim() : trimmed;
};

/** The name that follows a marker up to the nearest stop, as the user typed it. */
function nameAfter(raw: string, folded: string, marker: RegExp, stops: RegExp[]): string | undefined {
  const start = endOf(folded, marker);
  if (start < 0) return undefined;
  const end = nextStop(folded, start, stops);
  const name = clean(raw.slice(start, end));
  return name || undefined;
}

const PROJECT_MARKER = /\b(?:(?:do|v|ve|k|ke|u|in|to|into|for|on)\s+(?:the\s+)?)?(?:projekt\w*|project)\s+/;
const TASK_MARKER = /\b(?:ukol\w*|task|todo)\s+/;
const ASSIGN_MARKER =
  /\b(?:prirad\w*|pridel\w*|deleguj\w*)\s+(?:(?:ho|ji|je|jej|to|mu|jim|jej)\s+)?(?:(?:na|uzivatel\w*|kolegov\w*|kolegyn\w*)\s+)?|\bassign\w*\s+(?:(?:it|this|that|them)\s+)?to\s+/;
/** A comma, question mark …, or a dot ending a sentence (not the dots of "s.r.o."). */
const PUNCT = /[,?!;]|\.\s/;
const DUE_STOP = /\s+(?:s\s+terminem|termin|do\s+\d|due|by\s+\d)/;
const AND_ASSIGN = /[\s,]+(?:a\s+|and\s+)?(?:prirad|pridel|deleguj|assign)/;

/** "… přiřaď ho Janě Novákové": one or two words; a second only when capitalized (a surname). */
function assigneeAfter(raw: string, folded: string): string | undefined {
  const start = endOf(folded, ASSIGN_MARKER);
  if (start < 0) return undefined;
  const words = raw.slice(start).split(/\s+/).filter(Boolean).slice(0, 2).map(clean).filter(Boolean);
  const [first, second] = words;
  if (!first) return undefined;
  return second && /^\p{Lu}/u.test(second) ? `${first} ${second}` : first;
}

/**
 * Requests about projects and tasks: "Vytvoř nový projekt pro klienta Acme", "Přidej do projektu Web Acme úkol
 * Připravit nabídku a přiřaď ho Janě", "Přiřaď úkol Připravit nabídku Petrovi", "Co mám dnes za úkoly?".
 */
export function projectIntent(
  text: string,
  quoted: string[],
  context: { today: string; language: Language } = { today: "", language: "cs" },
): ProjectIntent {
  let raw = text.slice(0, MAX_LENGTH);
  let folded = foldKeepingIndexes(raw);
  // Time words ("na zítra", "do pátku", "this week") are a due date, not part of a title or a project's name: read
  // them, then blank them out (same length, so positions in raw and folded still agree).
  const due = context.today ? parseDueDates(folded, context) : { spans: [] };
  for (const [start, end] of due.spans) {
    const before = /(?:^|\s)(?:na|do|by|for|on|until|till|v|ve|k|ke|s\s+terminem|due)\s+$/.exec(folded.slice(0, start));
    const from = before ? start - before[0].length + (before[0].startsWith(" ") ? 1 : 0) : start;
    const blank = " ".repeat(end - from);
    raw = raw.slice(0, from) + blank + raw.slice(end);
    folded = folded.slice(0, from) + blank + folded.slice(end);
  }
  const dueDate = due.dueBefore ?? due.dueAfter;
  const taskWord = TASK_WORD.test(folded);
  const creates = CREATE_WORD.test(folded);
  const assigns = ASSIGN_WORD.test(folded);

  if (taskWord && creates) return createTaskIntent(raw, folded, quoted, dueDate);
  if (assigns) return assignTaskIntent(raw, folded, quoted);
  if (taskWord || (due.spans.length && MINE_WORD.test(folded) && !creates)) {
    const today = due.dueAfter === context.today && due.dueBefore === context.today;
    const ranged = (due.dueAfter || due.dueBefore) && !today;
    const scope = OVERDUE_WORD.test(folded)
      ? "overdue"
      : today || TODAY_WORD.test(text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase())
        ? "dueToday"
        : "open";
    if (ranged && scope === "open") {
      return tool("projects_my_tasks", { scope, dueFrom: due.dueAfter, dueTo: due.dueBefore });
    }
    if (MINE_WORD.test(folded) || scope !== "open" || !PROJECT_WORD.test(folded)) {
      return tool("projects_my_tasks", { scope });
    }
  }
  if (creates) return createProjectIntent(raw, folded, quoted);
  const client = nameAfter(raw, folded, /\b(?:klient\w*|zakaznik\w*|pro|for|of)\s+(?:(?:klient\w*|client)\s+)?/, [
    PUNCT,
  ]);
  const status = /\b(aktivn\w*|active|bezic\w*)\b/.test(folded)
    ? "active"
    : /\b(pozastav\w*|on\s+hold|odlozen\w*)\b/.test(folded)
      ? "on_hold"
      : /\b(hotov\w*|dokoncen\w*|done|finished|completed)\b/.test(folded)
        ? "done"
        : /\b(archiv\w*)\b/.test(folded)
          ? "archived"
          : undefined;
  return tool("projects_list_projects", { client, status });
}

function createProjectIntent(raw: string, folded: string, quoted: string[]): ProjectIntent {
  const clientMarker =
    /\b(?:pro|for)\s+(?:(?:klient\w*|zakaznik\w*|the\s+client|client|customer)\s+)?|\b(?:klient\w*|client)\s+/;
  const client = quoted[1] ?? nameAfter(raw, folded, clientMarker, [PUNCT, DUE_STOP]) ?? undefined;
  // The name between "projekt" and the client: "Založ projekt Web Acme pro klienta Acme".
  const named = nameAfter(raw, folded, /\b(?:projekt\w*|project)\s+/, [clientMarker, PUNCT, DUE_STOP]);
  const name = quoted[0] ?? (named && !/^(pro|for)$/i.test(named) ? named : undefined);
  const onlyClient = quoted.length === 1 && !named ? quoted[0] : undefined;
  if (!client && !onlyClient) return need("client");
  return tool("projects_create_project", { client: client ?? onlyClient, name: onlyClient ? undefined : name });
}

function createTaskIntent(raw: string, folded: string, quoted: string[], dueDate?: string): ProjectIntent {
  let project =
    nameAfter(raw, folded, PROJECT_MARKER, [TASK_MARKER, /\s+(?:ukol\w*|task)\b/, AND_ASSIGN, PUNCT, DUE_STOP]) ??
    undefined;
  const title =
    quoted[0] ??
    nameAfter(raw, folded, TASK_MARKER, [
      /(?<=\s)(?:do|v|ve|k|ke|to|in|into)\s+(?:the\s+)?(?:projekt\w*|project)\b/,
      AND_ASSIGN,
      DUE_STOP,
      PUNCT,
    ]);
  let assignee = assigneeAfter(raw, folded);
  // "… v projektu Provoz pro Janu Novákovou": the person the task is for, after the project's name.
  const forSomeone = !assignee && project ? /^(.+?)\s+(?:pro|for)\s+(\S.*)$/iu.exec(project) : null;
  if (forSomeone) {
    project = forSomeone[1]?.trim();
    assignee = forSomeone[2]?.trim();
  }
  if (!title) return need("taskTitle");
  if (!project) return need("project");
  return tool("projects_create_task", { project, title, assignee, dueDate });
}

function assignTaskIntent(raw: string, folded: string, quoted: string[]): ProjectIntent {
  const englishProject = nameAfter(raw, folded, /\b(?:in|from|of)\s+(?:the\s+)?project\s+/, [PUNCT, /\s+to\s+/]);
  // English: "assign (the task) X to Petr".
  const english = /\bassign\w*\s+(?:(?:the\s+)?task\s+)?/.exec(folded);
  if (english) {
    const start = english.index + english[0].length;
    const to = folded.lastIndexOf(" to ");
    if (to > start) {
      const task =
        quoted[0] ?? clean(raw.slice(start, to).replace(/\s+(?:in|from|of)\s+(?:the\s+)?project\s+.*$/i, ""));
      const assignee = clean(raw.slice(to + 4));
      if (!task) return need("task");
      if (!assignee) return need("assignee");
      return tool("projects_assign_task", { task, assignee, project: englishProject });
    }
  }
  // Czech: "Přiřaď úkol X Petrovi", "Přiřaď úkol X uživateli Petr Novák", "Přiřaď „X“ v projektu Y Janě".
  const verbEnd = endOf(folded, /\b(?:prirad\w*|pridel\w*|deleguj\w*)\s+(?:(?:ukol\w*|task)\s+)?/);
  if (verbEnd < 0) return need("task");
  const rest = raw.slice(verbEnd);
  const restFolded = folded.slice(verbEnd);
  let body: string;
  let assignee: string;
  const marker = /\s+(?:uzivatel\w*|kolegov\w*|kolegyn\w*|na)\s+/.exec(restFolded);
  if (marker) {
    body = rest.slice(0, marker.index);
    assignee = clean(rest.slice(marker.index + marker[0].length));
  } else {
    // The last word (or the last two when both are capitalized) is the person; before it, the task.
    const words = rest.trim().split(/\s+/);
    const last = words.at(-1) ?? "";
    const before = words.at(-2) ?? "";
    // With a project named before the person, one word: "… v projektu Web Acme Janě" (a full name needs "uživateli").
    const two =
      words.length >= 3 &&
      /^\p{Lu}/u.test(before) &&
      /^\p{Lu}/u.test(last) &&
      !/[„“"”«»]$/.test(before) &&
      !/(?:^|\s)(?:v|ve|z)\s+projekt/.test(restFolded);
    assignee = clean(two ? `${before} ${last}` : last);
    body = words.slice(0, two ? -2 : -1).join(" ");
  }
  let project: string | undefined;
  const inProject = /(?:^|\s)(?:v|ve|z)\s+projekt\w*\s+/.exec(foldKeepingIndexes(body));
  if (inProject) {
    project = clean(body.slice(inProject.index + inProject[0].length)) || undefined;
    body = body.slice(0, inProject.index);
  }
  const task = quoted[0] ?? clean(body);
  if (!task) return need("task");
  if (!assignee) return need("assignee");
  return tool("projects_assign_task", { task, assignee, project });
}
