import { formatCzechMoney } from "@kancl/shared";
import { useQuery } from "@tanstack/react-query";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TextLink } from "@/components/ui/text-link";
import { useTRPC } from "@/lib/trpc";
import { formatDay } from "./project-format";
import { LoadFailed, Loading } from "./project-load-states";
import { useProjectOutlet } from "./project-page";

/** The Invoices tab: the invoices of the project's deal (issue 26 item 5). */
export function ProjectInvoicesTab() {
  const { project } = useProjectOutlet();
  const trpc = useTRPC();
  const invoices = useQuery(trpc.projects.invoices.queryOptions({ id: project.id }));
  if (invoices.isPending) return <Loading label="Loading invoices" />;
  if (invoices.isError)
    return <LoadFailed title="Failed to load invoices" error={invoices.error} retry={invoices.refetch} />;
  if (!project.deal) {
    return (
      <p className="text-sm text-muted-foreground">
        This project has no deal, so it has no invoices. Link a deal in Edit project.
      </p>
    );
  }
  if (invoices.data.invoices.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        The deal <TextLink to={`/crm/deals/${project.deal.id}`}>{project.deal.title}</TextLink> has no invoices yet.{" "}
        <TextLink to={`/crm/invoices/new?dealId=${project.deal.id}`}>Create Invoice</TextLink>
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Invoice #</TableHead>
            <TableHead>Billed to</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Due Date</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoices.data.invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell>
                <TextLink to={`/crm/invoices/${invoice.id}`}>{invoice.invoiceNumber}</TextLink>
              </TableCell>
              <TableCell>{invoice.billedTo}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatCzechMoney(Math.round(invoice.total * 100), invoice.currency)}
              </TableCell>
              <TableCell className="capitalize">{invoice.status}</TableCell>
              <TableCell>{formatDay(invoice.dueDate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

const TIME = new Intl.DateTimeFormat("cs-CZ", { dateStyle: "medium", timeStyle: "short" });

/** The Activity tab: what happened in the project, newest first. */
export function ProjectActivityTab() {
  const { project } = useProjectOutlet();
  const trpc = useTRPC();
  const activity = useQuery(trpc.projects.activity.queryOptions({ id: project.id, limit: 100 }));
  if (activity.isPending) return <Loading label="Loading activity" />;
  if (activity.isError)
    return <LoadFailed title="Failed to load activity" error={activity.error} retry={activity.refetch} />;
  if (activity.data.activity.length === 0) return <p className="text-sm text-muted-foreground">No activity yet.</p>;
  return (
    <ol aria-label="Project activity" className="grid gap-3 border-l pl-4">
      {activity.data.activity.map((entry) => (
        <li key={entry.id} className="relative text-sm">
          <span aria-hidden="true" className="absolute top-1.5 -left-[21px] size-2 rounded-full bg-primary" />
          <p>
            <span className="font-medium">{entry.actor?.name ?? "Someone"}</span> {entry.summary}
          </p>
          <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
            {TIME.format(new Date(entry.createdAt))}
          </time>
        </li>
      ))}
    </ol>
  );
}

// The Timeline and Tasks tabs load with this module: one chunk for the project page's lighter tabs.
export { ProjectTasksTab } from "./project-tasks-tab";
export { ProjectTimelineTab } from "./timeline/project-timeline";
