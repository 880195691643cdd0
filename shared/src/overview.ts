import { z } from "zod";
import { DATE_FORMAT } from "./dates";
import { DEAL_STATUSES } from "./deals";
import { INVOICE_CURRENCIES } from "./invoices";

/** Issue 25 item 7: the figures of the home page, one answer (GET /api/v1/overview). */
const amountSchema = z
  .object({ currency: z.enum(INVOICE_CURRENCIES), amount: z.number() })
  .meta({ id: "OverviewAmount" });
export type OverviewAmount = z.infer<typeof amountSchema>;

const invoiceFigureSchema = z.object({
  count: z.number().int().min(0),
  due: z.array(amountSchema).describe("What is still due, per currency"),
});

export const RECENT_KINDS = ["contact", "deal", "invoice"] as const;
export type RecentKind = (typeof RECENT_KINDS)[number];

/** How many tasks the home page lists under "My tasks". */
export const HOME_TASKS_LIMIT = 5;

const taskCountSchema = z.object({ count: z.number().int().min(0) });

export const overviewSchema = z
  .object({
    pipeline: z
      .array(
        z.object({
          status: z.enum(DEAL_STATUSES),
          count: z.number().int().min(0),
          values: z
            .array(amountSchema)
            .describe("Estimated values per currency (a won deal's actual value where it has one)"),
        }),
      )
      .describe("Every deal status in order, also those with no deal"),
    invoices: z.object({
      drafts: z.object({ count: z.number().int().min(0) }),
      unpaid: invoiceFigureSchema.describe("Issued invoices not yet due and not paid (the list's status=sent)"),
      overdue: invoiceFigureSchema.describe("Issued invoices past their due date and not paid (status=overdue)"),
    }),
    revenue: z.object({
      currency: z.literal("CZK"),
      months: z
        .array(z.object({ month: z.string().describe("YYYY-MM"), amount: z.number(), count: z.number().int() }))
        .describe(
          "The last 12 months, oldest first: paid invoices by their issue date, in CZK (foreign ones at their exchange rate)",
        ),
    }),
    recent: z
      .array(
        z.object({
          kind: z.enum(RECENT_KINDS),
          id: z.uuid(),
          title: z.string(),
          action: z.enum(["created", "updated"]),
          at: z.iso.datetime(),
        }),
      )
      .describe("The most recently created or changed records, newest first (at most 10)"),
    tasks: z
      .object({
        mine: taskCountSchema.describe(
          "Your open tasks: not in a done column, projects not archived (/projects/my-tasks)",
        ),
        mineOverdue: taskCountSchema.describe("Those of them due before today (/projects/my-tasks?scope=overdue)"),
        overdue: taskCountSchema.describe("Everyone's open tasks due before today (/projects/my-tasks?view=overdue)"),
        next: z
          .array(
            z.object({
              id: z.uuid(),
              title: z.string(),
              project: z.object({ id: z.uuid(), name: z.string() }),
              dueDate: z.string().meta(DATE_FORMAT).nullable().describe("YYYY-MM-DD"),
              overdue: z.boolean(),
            }),
          )
          .describe(
            `Your open tasks soonest due first (at most ${HOME_TASKS_LIMIT}), as /projects/my-tasks lists them`,
          ),
      })
      .describe("Tasks across projects (issue 26 item 4)"),
  })
  .meta({ id: "Overview" });
export type Overview = z.infer<typeof overviewSchema>;
