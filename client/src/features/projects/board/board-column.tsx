import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { BoardColumn, Task } from "@kancl/shared";
import { type ReactNode, useRef } from "react";
import { useT } from "@/i18n/areas";
import { cn } from "@/lib/utils";
import { SortableTaskCard } from "./task-card";
import { useWindow } from "./use-window";

export type ColumnWithTasks = BoardColumn & { tasks: Task[] };

/** Above this many tasks a column renders only the cards in view (a 2,000-task board, benchmark 20). */
export const WINDOW_OVER = 40;
/** A card's height with its gap in a long column, where every card has the same height (its title clamped). */
export const WINDOWED_ROW_HEIGHT = 96;

interface BoardColumnViewProps {
  column: ColumnWithTasks;
  today: string;
  onOpenTask: (taskId: string) => void;
  /** The column's header (name, WIP limit, menu), rendered by the board. */
  header: ReactNode;
  /** The quick add form at the column's foot. */
  footer?: ReactNode;
}

/**
 * One column: a drop target (so an empty column takes cards) holding its tasks as a sortable list. A long column
 * renders only the cards near its scroll position; the others keep their places in the sortable list.
 */
export function BoardColumnView({ column, today, onOpenTask, header, footer }: BoardColumnViewProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.id, data: { type: "column" } });
  const full = column.wipLimit !== null && column.tasks.length > column.wipLimit;
  const t = useT();
  return (
    <section
      aria-label={t("projectBoard.column", { name: column.name })}
      className={cn(
        "flex max-h-full w-72 shrink-0 flex-col rounded-lg border bg-muted/40",
        full && "border-destructive/60",
        isOver && "ring-2 ring-primary/40",
      )}
    >
      {header}
      <SortableContext
        id={column.id}
        items={column.tasks.map((task) => task.id)}
        strategy={verticalListSortingStrategy}
      >
        <div ref={setNodeRef} className="min-h-16 flex-1 overflow-hidden">
          {column.tasks.length > WINDOW_OVER ? (
            <WindowedTaskList tasks={column.tasks} today={today} onOpenTask={onOpenTask} />
          ) : (
            <ul className="flex h-full max-h-[65vh] flex-col gap-2 overflow-y-auto p-2">
              {column.tasks.map((task) => (
                <li key={task.id}>
                  <SortableTaskCard task={task} today={today} onOpen={onOpenTask} />
                </li>
              ))}
              {column.tasks.length === 0 ? (
                <li className="rounded-md border border-dashed px-3 py-4 text-center text-xs text-muted-foreground">
                  {t("projectBoard.noTasks")}
                </li>
              ) : null}
            </ul>
          )}
        </div>
      </SortableContext>
      {footer}
    </section>
  );
}

/** A windowed column's height, in percent of the viewport's (its first render works it out before layout). */
const WINDOWED_LIST_VH = 65;
const windowedListHeight = () =>
  typeof window === "undefined" ? 720 : Math.round((window.innerHeight * WINDOWED_LIST_VH) / 100);

function WindowedTaskList({
  tasks,
  today,
  onOpenTask,
}: {
  tasks: Task[];
  today: string;
  onOpenTask: (taskId: string) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { start, end } = useWindow(scrollRef, tasks.length, WINDOWED_ROW_HEIGHT, 4, windowedListHeight());
  return (
    <div ref={scrollRef} className="overflow-y-auto p-2" style={{ height: `${WINDOWED_LIST_VH}vh` }}>
      <ul
        className="flex flex-col"
        style={{
          paddingTop: start * WINDOWED_ROW_HEIGHT,
          paddingBottom: (tasks.length - end) * WINDOWED_ROW_HEIGHT,
        }}
      >
        {tasks.slice(start, end).map((task, offset) => (
          <li
            key={task.id}
            aria-posinset={start + offset + 1}
            aria-setsize={tasks.length}
            className="pb-2"
            style={{ height: WINDOWED_ROW_HEIGHT }}
          >
            <SortableTaskCard task={task} today={today} onOpen={onOpenTask} fixedHeight />
          </li>
        ))}
      </ul>
    </div>
  );
}
