import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TableHead } from "@/components/ui/table";
import type { ListSort } from "@/lib/list-sort";

interface SortableHeadProps<Column extends string> {
  column: Column;
  label: string;
  /** The list's sort; without it (or without onSort) the header is plain text. */
  current?: ListSort<Column>;
  onSort?: (column: Column) => void;
  className?: string;
}

/**
 * A column header that sorts its list (issues 22 and 23; the lists of invoices and deals): a button naming the
 * column, an arrow for the direction, and aria-sort on the header cell for screen readers.
 */
export function SortableHead<Column extends string>({
  column,
  label,
  current,
  onSort,
  className,
}: SortableHeadProps<Column>) {
  if (!onSort || !current) {
    return (
      <TableHead scope="col" className={className}>
        {label}
      </TableHead>
    );
  }
  const active = current.sort === column;
  const Icon = !active ? ArrowUpDown : current.order === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead
      scope="col"
      className={className}
      aria-sort={active ? (current.order === "asc" ? "ascending" : "descending") : undefined}
    >
      <Button
        variant="ghost"
        size="sm"
        className="-mx-2 h-8 px-2 font-medium text-muted-foreground"
        onClick={() => onSort(column)}
      >
        {label}
        <Icon aria-hidden="true" className={active ? "" : "opacity-50"} />
      </Button>
    </TableHead>
  );
}
