import { canCloseDeal, type Deal } from "@kancl/shared";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TextLink } from "@/components/ui/text-link";
import { CanWrite } from "@/features/auth/use-can";
import { BillingContactName } from "./billing-contact-name";
import { ActionLabel, DeleteDealButton, MarkLostButton } from "./deal-actions";
import { formatDealAmount } from "./deal-format";
import { DealStatusBadge } from "./deal-status-badge";
import { MarkWonDialog } from "./mark-won-dialog";

/** The deals list's table (spec §2): Title, Status, Billing Contact, Est. Value, Currency, Actions. */
export function DealsTable({ deals, busy }: { deals: readonly Deal[]; busy?: boolean }) {
  return (
    <Table aria-label="Deals" aria-busy={busy || undefined}>
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Billing Contact</TableHead>
          <TableHead className="text-right">Est. Value</TableHead>
          <TableHead>Currency</TableHead>
          <TableHead>Actions</TableHead>
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
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link to={`/crm/deals/${deal.id}`}>
          <ActionLabel label="View" deal={deal} />
        </Link>
      </Button>
      <CanWrite>
        <Button asChild variant="ghost" size="sm">
          <Link to={`/crm/deals/${deal.id}/edit`}>
            <ActionLabel label="Edit" deal={deal} />
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
