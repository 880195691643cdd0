import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { Task } from "@kancl/shared";
import { CalendarDays, CheckSquare, MessageSquare, UserRound } from "lucide-react";
import { memo } from "react";
import { Badge } from "@/components/ui/badge";
import { t } from "@/i18n/areas";
import { cn } from "@/lib/utils";
import { checklistProgress, formatDay, TASK_PRIORITY_LABELS, TASK_PRIORITY_VARIANTS } from "../project-format";

interface TaskCardProps {
  task: Task;
  /** In a windowed column every card is as high as its row: the title is clamped to one line. */
  fixedHeight?: boolean;
  /** YYYY-MM-DD: a due date before it shows as overdue. */
  today: string;
  onOpen: (taskId: string) => void;
}

/**
 * A task on the board: title, assignee, due date, priority, checklist progress. The whole card is the drag handle
 * (a pointer drag starts after 5 px, so a click still opens it); from the keyboard, Enter opens the task and Space
 * picks it up (then arrows, Space to drop, Escape to cancel — dnd-kit's keyboard sensor).
 */
export const SortableTaskCard = memo(function SortableTaskCard({ task, today, onOpen, fixedHeight }: TaskCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data: { type: "task", columnId: task.columnId },
  });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(isDragging && "opacity-40", fixedHeight && "h-full")}
    >
      <TaskCardBody
        task={task}
        today={today}
        clamp={fixedHeight}
        {...attributes}
        {...listeners}
        onClick={() => onOpen(task.id)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onOpen(task.id);
            return;
          }
          listeners?.onKeyDown?.(event);
        }}
      />
    </div>
  );
});

type BodyProps = { task: Task; today: string; clamp?: boolean } & React.HTMLAttributes<HTMLDivElement>;

/** The card's face; also what follows the pointer while dragging (the drag overlay). */
export function TaskCardBody({ task, today, clamp, className, ...props }: BodyProps) {
  const progress = checklistProgress(task.checklist);
  const overdue = Boolean(task.dueDate && task.dueDate < today);
  return (
    <div
      data-task-id={task.id}
      className={cn(
        "cursor-grab touch-manipulation rounded-md border bg-card p-3 text-left text-sm shadow-xs outline-none transition-colors hover:border-primary/50 focus-visible:ring-2 focus-visible:ring-ring",
        clamp && "h-full overflow-hidden",
        className,
      )}
      {...props}
    >
      <p className={cn("font-medium break-words", clamp && "truncate")}>{task.title}</p>
      <div
        className={cn(
          "mt-2 flex items-center gap-x-3 gap-y-1 text-xs text-muted-foreground",
          clamp ? "flex-nowrap overflow-hidden whitespace-nowrap" : "flex-wrap",
        )}
      >
        <Badge variant={TASK_PRIORITY_VARIANTS[task.priority]}>{TASK_PRIORITY_LABELS[task.priority]}</Badge>
        {task.assignee ? (
          <span className="inline-flex items-center gap-1">
            <UserRound aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t("projectBoard.assignee")}</span>
            {task.assignee.name}
          </span>
        ) : null}
        {task.dueDate ? (
          <span className={cn("inline-flex items-center gap-1", overdue && "font-medium text-destructive")}>
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{overdue ? t("projectBoard.overdueDue") : t("projectBoard.due")}</span>
            {formatDay(task.dueDate)}
          </span>
        ) : null}
        {progress ? (
          <span className="inline-flex items-center gap-1">
            <CheckSquare aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t("projectBoard.checklist")}</span>
            {progress}
          </span>
        ) : null}
        {task.commentCount > 0 ? (
          <span className="inline-flex items-center gap-1">
            <MessageSquare aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t("projectBoard.comments")}</span>
            {task.commentCount}
          </span>
        ) : null}
      </div>
    </div>
  );
}
