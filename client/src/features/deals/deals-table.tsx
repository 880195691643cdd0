import { canCloseDeal, type Deal, type DealSort } from "@kancl/shared";
import { Link } from "react-router";
import { SortableHead } from "@/components/sortable-head";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TextLink } from "@/components/ui/text-link";
import { CanWrite } from "@/features/auth/use-can";
import { useT } from "@/i18n/screens";
import type { ListSort } from "@/lib/list-sort";
import { BillingContactName } from "./billing-contact-name";
import { ActionLabel, DeleteDealButton, MarkLostButton } from "./deal-actions";
import { formatDealAmount } from "./deal-format";
import { DealStatusBadge } from "./deal-status-badge";
import { MarkWonDialog } from "./mark-won-dialog";

interface DealsTableProps {
  deals: readonly Deal[];
  busy?: boolean;
  /** The list's sort and the handler of a header click (issue 23); without them the headers are plain text. */
  sort?: ListSort<DealSort>;
  onSort?: (column: DealSort) => void;
}

/** The deals list's table (spec §2): Title, Status, Billing Contact, Est. Value, Currency, Actions. */
export function DealsTable({ deals, busy, sort, onSort }: DealsTableProps) {
  const t = useT();
  const sortable = { current: sort, onSort };
  return (
    <Table aria-label={t("dealScreens.title")} aria-busy={busy || undefined}>
      <TableHeader>
        <TableRow>
          <SortableHead column="title" label={t("dealScreens.dealTitle")} {...sortable} />
          <SortableHead column="status" label={t("dealScreens.status")} {...sortable} />
          <TableHead>{t("dealScreens.billingContact")}</TableHead>
          <SortableHead
            column="estimatedValue"
            label={t("dealScreens.estimatedValue")}
            className="text-right"
            {...sortable}
          />
          <TableHead>{t("dealScreens.currency")}</TableHead>
          <TableHead>{t("common.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deals.map((deal) => (
          <TableRow key={deal.id}>
            <TableCell className="max-w-72">
              <TextLink to={`/crm/deals/${deal.id}`} className="break-words">
                {deal.title}
              </TextLink>
            </TableCell>
            <TableCell>
              <DealStatusBadge status={deal.status} />
            </TableCell>
            <TableCell>
              <BillingContactName deal={deal} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatDealAmount(deal.estimatedValue, deal.currency)}
            </TableCell>
            <TableCell>{deal.currency}</TableCell>
            <TableCell>
              <DealRowActions deal={deal} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** View, Edit and Delete for every deal; Mark as Won and Mark as Lost only in negotiation (spec §2, §4). */
function DealRowActions({ deal }: { deal: Deal }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link to={`/crm/deals/${deal.id}`}>
          <ActionLabel label={t("common.view")} deal={deal} />
        </Link>
      </Button>
      <CanWrite>
        <Button asChild variant="ghost" size="sm">
          <Link to={`/crm/deals/${deal.id}/edit`}>
            <ActionLabel label={t("common.edit")} deal={deal} />
          </Link>
        </Button>
        {canCloseDeal(deal.status) ? (
          <>
            <MarkWonDialog deal={deal} />
            <MarkLostButton deal={deal} />
          </>
        ) : null}
        <DeleteDealButton deal={deal} />
      </CanWrite>
    </div>
  );
}
