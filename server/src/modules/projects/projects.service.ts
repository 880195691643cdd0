import {
  BOARD_TASKS_PER_COLUMN,
  type Board,
  businessDate,
  type Colleague,
  type CreateProjectInput,
  DEFAULT_COLUMNS,
  type Invoice,
  type ListProjectsInput,
  PROJECT_MESSAGES,
  type Project,
  type SearchResult,
  type TaskOverview,
  type UpdateProjectInput,
} from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { isUniqueViolation, isUuid } from "../../db/errors";
import { keysetPaging, readTimestampKey } from "../../db/keyset-paging";
import { lookUpById } from "../../db/look-up-by-id";
import { searchTerms } from "../../db/search-match";
import { AppError } from "../../errors/app-error";
import type { ContactsService } from "../contacts/contacts.service";
import type { DealsService } from "../deals/deals.service";
import type { OrganizationsService } from "../organizations/organizations.service";
import { type Actor, createBoardService, projectNotFound } from "./board.service";
import { toColumn, toOverviewItem, toProject, toTask } from "./project-mapper";
import {
  colleaguesRepository,
  type ProjectRow,
  type ProjectSortKey,
  type ProjectValues,
  projectsRepository,
} from "./projects.repository";
import { columnsRepository, tasksRepository } from "./tasks.repository";

export type { Actor } from "./board.service";

const findOrThrow = lookUpById(projectsRepository, projectNotFound);

type ListedProject = ProjectRow & { sortKey: string };
const textKey = (value: unknown) => (typeof value === "string" && value.length <= 1000 ? value : undefined);
/** A calendar date as `YYYY-MM-DD` that exists (no 31 February), years 1–9999. */
const dateKey = (value: unknown) =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  value >= "0001-01-01" &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
    ? value
    : undefined;
/**
 * Keyset paging per sort (as deals' PAGING): the cursor carries the sort key as the repository wrote it
 * (`PROJECT_SORT_KEYS[sort].cursorText`: times to the microsecond, dates as `YYYY-MM-DD`), and each sort reads its own
 * key back, so a cursor with a key its sort cannot hold is a 400, never a failed cast.
 */
const PAGING = {
  createdAt: keysetPaging<ListedProject, string>({ write: (row) => row.sortKey, read: readTimestampKey }),
  updatedAt: keysetPaging<ListedProject, string>({ write: (row) => row.sortKey, read: readTimestampKey }),
  name: keysetPaging<ListedProject, string>({ write: (row) => row.sortKey, read: textKey }),
  dueDate: keysetPaging<ListedProject, string>({ write: (row) => row.sortKey, read: dateKey }),
} satisfies Record<ProjectSortKey, unknown>;

/** What projects ask of invoices: a deal's invoices (decision 062: through the invoices service). */
export interface ProjectInvoices {
  list(orgId: string, filter: { dealId?: string }): Promise<Invoice[]>;
}

export interface ProjectsServiceDeps {
  db: Database;
  contacts: Pick<ContactsService, "find">;
  deals: Pick<DealsService, "find">;
  invoices: ProjectInvoices;
  /** The organization's language names a new board's columns. */
  organizations: Pick<OrganizationsService, "language">;
}

const OVERVIEW_LIMIT = 500;

/** Spec §1 Projects (issue 26): projects of a client, their boards and tasks, My tasks and Overdue. */
export function createProjectsService({ db, contacts, deals, invoices, organizations }: ProjectsServiceDeps) {
  const board = createBoardService({ db });

  /** The client must be a live organization, the deal (if any) the client's, the owner a user of the organization. */
  async function valuesOf(
    executor: Executor,
    orgId: string,
    input: Omit<ProjectValues, "ownerId"> & { ownerId: string },
    currentDealId: string | null,
  ): Promise<ProjectValues> {
    const client = await contacts.find(orgId, input.clientId, executor);
    if (!client) throw new AppError("BAD_REQUEST", PROJECT_MESSAGES.clientUnknown);
    if (client.type !== "organization") throw new AppError("BAD_REQUEST", PROJECT_MESSAGES.clientMustBeOrganization);
    if (input.dealId) {
      const deal = await deals.find(orgId, input.dealId, executor);
      if (!deal) throw new AppError("BAD_REQUEST", PROJECT_MESSAGES.dealUnknown);
      if (deal.billingContactId && deal.billingContactId !== input.clientId) {
        throw new AppError("BAD_REQUEST", PROJECT_MESSAGES.dealOfAnotherClient);
      }
      if (input.dealId !== currentDealId && (await projectsRepository.findIdByDeal(executor, orgId, input.dealId))) {
        throw new AppError("CONFLICT", PROJECT_MESSAGES.dealHasProject);
      }
    }
    const [owner] = await colleaguesRepository.findByIds(executor, orgId, [input.ownerId]);
    if (!owner) throw new AppError("BAD_REQUEST", PROJECT_MESSAGES.ownerUnknown);
    if (input.startDate && input.dueDate && input.dueDate < input.startDate) {
      throw new AppError("BAD_REQUEST", PROJECT_MESSAGES.dueBeforeStart);
    }
    return input;
  }

  /** Two requests naming the same deal at once: the unique index answers the later one. */
  const dealTaken = (error: unknown) =>
    isUniqueViolation(error) ? new AppError("CONFLICT", PROJECT_MESSAGES.dealHasProject) : error;

  return {
    ...board,

    async create(actor: Actor, input: CreateProjectInput): Promise<Project> {
      const { orgId } = actor;
      const { language } = await organizations.language(orgId);
      try {
        return await db.transaction().execute(async (trx) => {
          const values = await valuesOf(
            trx,
            orgId,
            {
              name: input.name,
              status: input.status ?? "active",
              clientId: input.clientId,
              dealId: input.dealId ?? null,
              ownerId: input.ownerId ?? actor.userId,
              startDate: input.startDate ?? null,
              dueDate: input.dueDate ?? null,
              description: input.description ?? "",
            },
            null,
          );
          const id = await projectsRepository.insert(trx, orgId, values);
          await board.createColumns(trx, orgId, id, DEFAULT_COLUMNS[language]);
          return toProject(await findOrThrow(trx, orgId, id));
        });
      } catch (error) {
        throw dealTaken(error);
      }
    },

    async list(orgId: string, query: ListProjectsInput): Promise<{ projects: Project[]; nextCursor?: string | null }> {
      const sort = query.sort ?? "createdAt";
      const paging = PAGING[sort];
      const rows = await projectsRepository.findMany(db, orgId, {
        q: query.q || undefined,
        status: query.status,
        clientId: query.clientId,
        dealId: query.dealId,
        ownerId: query.ownerId,
        sort,
        order: query.order,
        updatedSince: query.updatedSince,
        after: paging.after(query.cursor),
        limit: paging.fetchLimit(query.limit),
      });
      const { rows: page, ...next } = paging.page(rows, query.limit);
      return { projects: page.map(toProject), ...next };
    },

    /** The search operation's projects (decision 100): by rank, then name; the client beside. */
    async search(orgId: string, q: string, limit: number): Promise<SearchResult[]> {
      const terms = searchTerms(q);
      if (!terms) return [];
      const rows = await projectsRepository.search(db, orgId, terms, limit);
      return rows.map((row) => ({
        type: "project" as const,
        id: row.id,
        title: row.name,
        subtitle: row.clientName,
        link: `/projects/${row.id}`,
        rank: Number(row.searchRank),
      }));
    },

    /** The search operation's tasks (decision 100): by rank, then title; the project beside. */
    async searchTasks(orgId: string, q: string, limit: number): Promise<SearchResult[]> {
      const terms = searchTerms(q);
      if (!terms) return [];
      const rows = await projectsRepository.searchTasks(db, orgId, terms, limit);
      return rows.map((row) => ({
        type: "task" as const,
        id: row.id,
        title: row.title,
        subtitle: row.projectName,
        link: `/projects/${row.projectId}/tasks?task=${row.id}`,
        rank: Number(row.searchRank),
      }));
    },

    async get(orgId: string, id: string): Promise<Project> {
      return toProject(await findOrThrow(db, orgId, id));
    },

    /** A partial update: fields not sent stay. `version` makes a stale edit answer 409. */
    async update(actor: Actor, id: string, input: UpdateProjectInput): Promise<Project> {
      const { orgId } = actor;
      try {
        return await db.transaction().execute(async (trx) => {
          const current = await findOrThrow(trx, orgId, id);
          const values = await valuesOf(
            trx,
            orgId,
            {
              name: input.name ?? current.name,
              status: input.status ?? current.status,
              clientId: input.clientId ?? current.clientId,
              dealId: input.dealId === undefined ? current.dealId : input.dealId,
              ownerId: input.ownerId ?? current.ownerId,
              startDate: input.startDate === undefined ? current.startDate : input.startDate,
              dueDate: input.dueDate === undefined ? current.dueDate : input.dueDate,
              description: input.description ?? current.description,
            },
            current.dealId,
          );
          if (!(await projectsRepository.update(trx, orgId, id, values, input.version))) {
            throw new AppError("CONFLICT", PROJECT_MESSAGES.stale);
          }
          return toProject(await findOrThrow(trx, orgId, id));
        });
      } catch (error) {
        throw dealTaken(error);
      }
    },

    /** Deletes the project with its columns, tasks and comments. */
    async delete(orgId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await findOrThrow(trx, orgId, id);
        if (!(await projectsRepository.delete(trx, orgId, id))) throw projectNotFound();
      });
    },

    /**
     * The board: the project, its columns in order, each with its first `tasksPerColumn` tasks in order and its
     * `taskCount` (a board of thousands of tasks is not sent whole; decision 171, amended).
     */
    async board(orgId: string, id: string, tasksPerColumn = BOARD_TASKS_PER_COLUMN): Promise<Board> {
      // One snapshot: read in a repeatable-read transaction so the version matches the columns and tasks.
      return db
        .transaction()
        .setIsolationLevel("repeatable read")
        .execute(async (trx) => {
          const project = toProject(await findOrThrow(trx, orgId, id));
          const [columns, tasks] = [
            await columnsRepository.findByProject(trx, orgId, id),
            await tasksRepository.findBoardPage(trx, orgId, id, tasksPerColumn),
          ];
          return {
            project,
            version: project.boardVersion,
            columns: columns.map((column) => ({
              ...toColumn(column),
              tasks: tasks.filter((task) => task.columnId === column.id).map(toTask),
            })),
          };
        });
    },

    /** The cheap question a board asks every few seconds: has anything changed since the version I have? */
    async boardVersion(orgId: string, id: string): Promise<{ version: number; updatedAt: string }> {
      const row = isUuid(id) ? await projectsRepository.boardVersion(db, orgId, id) : undefined;
      if (!row) throw projectNotFound();
      return { version: Number(row.version), updatedAt: row.updatedAt.toISOString() };
    },

    /** The invoices of the project's deal (none without a deal), through the invoices service. */
    async invoices(orgId: string, id: string) {
      const project = await findOrThrow(db, orgId, id);
      if (!project.dealId) return [];
      return (await invoices.list(orgId, { dealId: project.dealId })).map((invoice) => ({
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        status: invoice.status,
        total: invoice.total,
        currency: invoice.currency,
        dueDate: invoice.dueDate,
        billedTo: invoice.billingSnapshot.name,
      }));
    },

    async colleagues(orgId: string): Promise<Colleague[]> {
      return colleaguesRepository.findMany(db, orgId);
    },

    /**
     * The caller's open tasks across projects (not in a done column, projects not archived): all of them, those due
     * today or earlier, or only the overdue ones.
     */
    async myTasks(actor: Actor, scope: "open" | "dueToday" | "overdue" = "open"): Promise<TaskOverview> {
      const today = businessDate();
      const rows = await tasksRepository.findOpen(db, actor.orgId, {
        assigneeId: actor.userId,
        dueOnOrBefore: scope === "dueToday" ? today : undefined,
        dueBefore: scope === "overdue" ? today : undefined,
        limit: OVERVIEW_LIMIT,
      });
      return { today, tasks: rows.map((row) => toOverviewItem(row, today)) };
    },

    /** Every overdue task of the organization (or of one assignee). */
    async overdueTasks(orgId: string, filter: { assigneeId?: string } = {}): Promise<TaskOverview> {
      const today = businessDate();
      const rows = await tasksRepository.findOpen(db, orgId, {
        assigneeId: filter.assigneeId,
        dueBefore: today,
        limit: OVERVIEW_LIMIT,
      });
      return { today, tasks: rows.map((row) => toOverviewItem(row, today)) };
    },

    /** The assistant's look-up of a task by its title: tasks of projects not archived (the newest 5,000). */
    async taskIndex(orgId: string) {
      return tasksRepository.findSummaries(db, orgId, 5_000);
    },

    /** For other modules and the assistant: the organization's project, or undefined. */
    async find(orgId: string, id: string, executor: Executor = db): Promise<Project | undefined> {
      const row = isUuid(id) ? await projectsRepository.findById(executor, orgId, id) : undefined;
      return row && toProject(row);
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
