import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { BoardColumn, Task } from "@kancl/shared";
import { type ReactNode, useEffect, useRef } from "react";
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
  onShowMore?: (loaded: number) => void;
  /** The column's header (name, WIP limit, menu), rendered by the board. */
  header: ReactNode;
  /** The quick add form at the column's foot. */
  footer?: ReactNode;
}

/**
 * One column: a drop target (so an empty column takes cards) holding its tasks as a sortable list. A long column
 * renders only the cards near its scroll position; the others keep their places in the sortable list.
 */
export function BoardColumnView({ column, today, onOpenTask, onShowMore, header, footer }: BoardColumnViewProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.id, data: { type: "column" } });
  const full = column.wipLimit !== null && column.taskCount > column.wipLimit;
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
            <WindowedTaskList
              tasks={column.tasks}
              total={Math.max(column.taskCount, column.tasks.length)}
              today={today}
              onOpenTask={onOpenTask}
              onShowMore={onShowMore}
            />
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

/**
 * Cards rendered beyond each edge of a windowed column's view: two rows (192 px) cover a wheel step or a keyboard
 * move, and a column renders 9 cards instead of 11 (benchmark 20: every card is a sortable with its own layout).
 */
const WINDOWED_OVERSCAN = 2;

/** A windowed column's height, in percent of the viewport's (its first render works it out before layout). */
const WINDOWED_LIST_VH = 65;
const windowedListHeight = () =>
  typeof window === "undefined" ? 720 : Math.round((window.innerHeight * WINDOWED_LIST_VH) / 100);

function WindowedTaskList({
  tasks,
  total,
  today,
  onOpenTask,
  onShowMore,
}: {
  tasks: Task[];
  /** The column's task count: the list is as tall as all of them, the ones not loaded yet as space until they come. */
  total: number;
  today: string;
  onOpenTask: (taskId: string) => void;
  onShowMore?: (loaded: number) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { start, end } = useWindow(scrollRef, total, WINDOWED_ROW_HEIGHT, WINDOWED_OVERSCAN, windowedListHeight());
  const loaded = tasks.length;
  // Near the end of what the column holds (and it has more): ask for the next page before the placeholders show.
  const wantsMore = loaded < total && end > loaded - SHOW_MORE_AHEAD;
  useEffect(() => {
    if (wantsMore) onShowMore?.(loaded);
  }, [wantsMore, loaded, onShowMore]);
  const shownEnd = Math.min(end, loaded);
  return (
    <div ref={scrollRef} className="overflow-y-auto p-2" style={{ height: `${WINDOWED_LIST_VH}vh` }}>
      <ul
        className="flex flex-col"
        aria-busy={wantsMore || undefined}
        style={{
          paddingTop: Math.min(start, loaded) * WINDOWED_ROW_HEIGHT,
          paddingBottom: (total - Math.max(shownEnd, Math.min(start, loaded))) * WINDOWED_ROW_HEIGHT,
        }}
      >
        {tasks.slice(Math.min(start, loaded), shownEnd).map((task, offset) => (
          <li
            key={task.id}
            aria-posinset={Math.min(start, loaded) + offset + 1}
            aria-setsize={total}
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

/** How many rows before the end of the loaded tasks a windowed column asks for the next page. */
const SHOW_MORE_AHEAD = 10;
