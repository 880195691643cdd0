import { ArrowLeft, ArrowRight, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import type { ColumnWithTasks } from "./board-column";

interface ColumnHeaderProps {
  column: ColumnWithTasks;
  index: number;
  columnCount: number;
  onEdit: () => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

/**
 * A column's name, its task count against the WIP limit ("4 / 5"; past the limit it turns red) and its menu:
 * edit (name, WIP limit, done), move left or right, delete.
 */
export function ColumnHeader({ column, index, columnCount, onEdit, onMove, onDelete }: ColumnHeaderProps) {
  const count = column.tasks.length;
  const limit = column.wipLimit;
  const atLimit = limit !== null && count >= limit;
  const overLimit = limit !== null && count > limit;
  return (
    <header className="flex items-center justify-between gap-2 border-b px-3 py-2">
      <div className="min-w-0">
        <h3 className="truncate text-sm font-semibold">{column.name}</h3>
        <p className={cn("text-xs text-muted-foreground", atLimit && "text-warning", overLimit && "text-destructive")}>
          {limit === null ? (
            <>
              {count} {count === 1 ? "task" : "tasks"}
            </>
          ) : (
            <>
              {count} / {limit}
              <span className="sr-only"> tasks, WIP limit {limit}</span>
              {overLimit ? " · over the WIP limit" : atLimit ? " · at the WIP limit" : ""}
            </>
          )}
        </p>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label={`Column ${column.name} actions`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden="true" />
            Edit column
          </DropdownMenuItem>
          <DropdownMenuItem disabled={index === 0} onSelect={() => onMove(-1)}>
            <ArrowLeft aria-hidden="true" />
            Move left
          </DropdownMenuItem>
          <DropdownMenuItem disabled={index === columnCount - 1} onSelect={() => onMove(1)}>
            <ArrowRight aria-hidden="true" />
            Move right
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-destructive" disabled={columnCount <= 1} onSelect={onDelete}>
            <Trash2 aria-hidden="true" />
            Delete column
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  );
}
