import { ArrowLeft, ArrowRight, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { t } from "@/i18n/areas";
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
 * A column's name, its task count against the WIP limit ("4 / 5"; at the limit it warns, past it it turns red) and
 * its actions behind a disclosure button (edit: name, WIP limit, done; move left or right; delete). A disclosure
 * rather than a popup menu: plain buttons, no positioning library in the board's chunk.
 */
export function ColumnHeader({ column, index, columnCount, onEdit, onMove, onDelete }: ColumnHeaderProps) {
  const actionsId = useId();
  const [open, setOpen] = useState(false);
  const count = column.taskCount;
  const limit = column.wipLimit;
  const atLimit = limit !== null && count >= limit;
  const overLimit = limit !== null && count > limit;
  const act = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <header className="border-b">
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <div className="min-w-0">
          <h2 className="truncate text-sm font-semibold">{column.name}</h2>
          <p
            className={cn("text-xs text-muted-foreground", atLimit && "text-warning", overLimit && "text-destructive")}
          >
            {limit === null ? (
              count === 1 ? (
                t("projectBoard.oneTask")
              ) : (
                t("projectBoard.taskCount", { count })
              )
            ) : (
              <>
                {count} / {limit}
                <span className="sr-only">{t("projectBoard.wipLimit", { limit })}</span>
                {overLimit ? t("projectBoard.overLimit") : atLimit ? t("projectBoard.atLimit") : ""}
              </>
            )}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t("projectBoard.columnActions", { name: column.name })}
          aria-expanded={open}
          aria-controls={actionsId}
          onClick={() => setOpen((value) => !value)}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </div>
      <div id={actionsId} hidden={!open} className="grid gap-1 px-2 pb-2">
        <Button variant="ghost" size="sm" className="justify-start" onClick={act(onEdit)}>
          <Pencil aria-hidden="true" />
          {t("projectBoard.editColumn")}
        </Button>
        <div className="grid grid-cols-2 gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="justify-start"
            disabled={index === 0}
            onClick={act(() => onMove(-1))}
          >
            <ArrowLeft aria-hidden="true" />
            {t("projectBoard.moveLeft")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="justify-start"
            disabled={index === columnCount - 1}
            onClick={act(() => onMove(1))}
          >
            <ArrowRight aria-hidden="true" />
            {t("projectBoard.moveRight")}
          </Button>
        </div>
        <Button
          variant="ghostDestructive"
          size="sm"
          className="justify-start"
          disabled={columnCount <= 1}
          onClick={act(onDelete)}
        >
          <Trash2 aria-hidden="true" />
          {t("projectBoard.deleteColumn")}
        </Button>
      </div>
    </header>
  );
}
