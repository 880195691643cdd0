import { formatCentsIn, type InvoiceStatus, toCents } from "@kancl/shared";
import { useQuery } from "@tanstack/react-query";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TextLink } from "@/components/ui/text-link";
import { ActivityTimeline } from "@/features/history/activity-timeline";
import { INVOICE_STATUS_LABELS } from "@/features/invoices/invoice-format";
import { currentLocale, useT } from "@/i18n/areas";
import { useTRPC } from "@/lib/trpc";
import { formatDay } from "./project-format";
import { LoadFailed, Loading } from "./project-load-states";
import { useProjectOutlet } from "./project-page";

/** The Invoices tab: the invoices of the project's deal (issue 26 item 5). */
export function ProjectInvoicesTab() {
  const { project } = useProjectOutlet();
  const trpc = useTRPC();
  const invoices = useQuery(trpc.projects.invoices.queryOptions({ id: project.id }));
  const t = useT();
  if (invoices.isPending) return <Loading label={t("projectPage.loadingInvoices")} />;
  if (invoices.isError)
    return <LoadFailed title={t("projectPage.loadInvoicesFailed")} error={invoices.error} retry={invoices.refetch} />;
  if (!project.deal) {
    return <p className="text-sm text-muted-foreground">{t("projectPage.noDeal")}</p>;
  }
  if (invoices.data.invoices.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {t("projectPage.dealWithoutInvoicesBefore")}{" "}
        <TextLink to={`/crm/deals/${project.deal.id}`}>{project.deal.title}</TextLink>{" "}
        {t("projectPage.dealWithoutInvoicesAfter")}{" "}
        <TextLink to={`/crm/invoices/new?dealId=${project.deal.id}`}>{t("projectPage.createInvoice")}</TextLink>
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("projectPage.invoiceNumber")}</TableHead>
            <TableHead>{t("projectPage.billedTo")}</TableHead>
            <TableHead className="text-right">{t("projectPage.total")}</TableHead>
            <TableHead>{t("projectPage.status")}</TableHead>
            <TableHead>{t("projectPage.dueDate")}</TableHead>
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
                {formatCentsIn(currentLocale(), toCents(invoice.total), invoice.currency)}
              </TableCell>
              <TableCell>{INVOICE_STATUS_LABELS[invoice.status as InvoiceStatus] ?? invoice.status}</TableCell>
              <TableCell>{formatDay(invoice.dueDate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * The Activity tab: the project's notes and its audit log's events (its own, its columns', its tasks'), newest first,
 * worded from the catalogue in the language on screen — the timeline contacts and deals show (decision 112).
 */
export function ProjectActivityTab() {
  const { project } = useProjectOutlet();
  const t = useT();
  return <ActivityTimeline subject={{ type: "project", id: project.id }} title={t("projectPage.activity")} />;
}

// The Timeline and Tasks tabs load with this module: one chunk for the project page's lighter tabs.
export { ProjectTasksTab } from "./project-tasks-tab";
export { ProjectTimelineTab } from "./timeline/project-timeline";
