import { tool, zodSchema } from "ai";
import { z } from "zod";
import type { DealsService } from "../../deals/deals.service";
import type { InvoicesService } from "../../invoices/invoices.service";
import type { ProjectsService } from "../../projects/projects.service";

/**
 * "Na co se mám dnes zaměřit?" (issue 43 item 2): the caller's day in one answer — their tasks due today or overdue,
 * the invoices past their due date (what remains of them), and the deals in negotiation, the biggest first. The same
 * definitions as the home page: an overdue invoice is issued, unpaid and past its due date.
 */
export const AGENDA_TOOL_INPUTS = { agenda: z.object({}) };
const SCHEMA = zodSchema(AGENDA_TOOL_INPUTS.agenda);

export interface AgendaToolScope {
  services: {
    invoices: Pick<InvoicesService, "list">;
    deals: Pick<DealsService, "list">;
    projects: Pick<ProjectsService, "myTasks">;
  };
  orgId: string;
  userId: string;
}

const ITEMS = 5;

export function createAgendaTool({ services, orgId, userId }: AgendaToolScope) {
  return {
    agenda: tool({
      description:
        "The caller's agenda for today: their tasks due today or overdue, overdue invoices with what remains due, and deals in negotiation (biggest first).",
      inputSchema: SCHEMA,
      execute: async () => {
        const [invoices, tasks, { deals }] = await Promise.all([
          services.invoices.list(orgId),
          services.projects.myTasks({ orgId, userId }, "dueToday"),
          services.deals.list(orgId, { status: "negotiation" }),
        ]);
        const overdue = invoices
          .filter((i) => i.kind === "invoice" && i.status === "overdue")
          .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
        const remaining = new Map<string, number>();
        for (const i of overdue)
          remaining.set(i.currency, Math.round(((remaining.get(i.currency) ?? 0) + i.amountDue) * 100) / 100);
        return {
          today: tasks.today,
          tasks: {
            total: tasks.tasks.length,
            items: tasks.tasks.slice(0, ITEMS * 2).map((t) => ({
              title: t.title,
              project: t.project.name,
              dueDate: t.dueDate,
              overdue: t.overdue,
            })),
          },
          overdueInvoices: {
            total: overdue.length,
            remaining: [...remaining].map(([currency, amount]) => ({ currency, amount })),
            items: overdue.slice(0, ITEMS).map((i) => ({
              invoiceNumber: i.invoiceNumber,
              client: i.billingSnapshot.name,
              amountDue: i.amountDue,
              currency: i.currency,
              dueDate: i.dueDate,
            })),
          },
          negotiation: {
            total: deals.length,
            items: [...deals]
              .sort((a, b) => (b.estimatedValue ?? 0) - (a.estimatedValue ?? 0))
              .slice(0, 3)
              .map((d) => ({ title: d.title, estimatedValue: d.estimatedValue, currency: d.currency })),
          },
        };
      },
    }),
  };
}
