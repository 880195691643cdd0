import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import type { Task } from "@kancl/shared";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { t } from "@/i18n/areas";
import { BoardColumnView, type ColumnWithTasks } from "./board-column";
import { applyMove, findTask, moveBetween, neighboursOf, type TaskMove } from "./board-moves";
import { TaskCardBody } from "./task-card";

interface BoardViewProps {
  columns: ColumnWithTasks[];
  today: string;
  onMoveTask: (move: TaskMove) => void;
  onOpenTask: (taskId: string) => void;
  /** A long column was scrolled near the end of the tasks it holds (it has more: taskCount). */
  onShowMore?: (loaded: number) => void;
  renderHeader: (column: ColumnWithTasks, index: number) => ReactNode;
  renderFooter?: (column: ColumnWithTasks) => ReactNode;
  /** After the last column: the add-column form. */
  trailing?: ReactNode;
  /** A card was picked up (true) or dropped or let go (false): the board holds a colleague's changes meanwhile. */
  onDragActiveChange?: (active: boolean) => void;
}

// The sensors' options, made once: new objects each render would hand dnd-kit new sensors on every render of the
// board (each poll answer, each step of a drag), and every card would render again with them.
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
const KEYBOARD_OPTIONS = {
  coordinateGetter: sortableKeyboardCoordinates,
  // Enter opens the task; Space picks it up and drops it.
  keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space"] },
};

/**
 * The Kanban board (issue 26 item 3): columns side by side, scrolling sideways inside their own area (never the
 * page), cards dragged with the pointer or the keyboard (@dnd-kit, decision 170). While a card is dragged the board
 * shows where it would land, over the board as it was when the card was picked up: a colleague's change arriving
 * meanwhile neither moves the cards under the drag nor changes what the drop means. On drop the one move — measured
 * against that board, with the neighbours the card was dropped between — is handed to `onMoveTask`, which sends it
 * and shows it at once.
 */
export function BoardView({
  columns,
  today,
  onMoveTask,
  onOpenTask,
  onShowMore,
  renderHeader,
  renderFooter,
  trailing,
  onDragActiveChange,
}: BoardViewProps) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  // The board while a card is dragged: the board as it was at the pick-up, with the card where it is hovering.
  const [preview, setPreview] = useState<ColumnWithTasks[] | null>(null);
  // The board at the pick-up: the drop's move is measured against it, not against a board reloaded meanwhile (its
  // indexes may have shifted: a card dropped two places up looked like no move at all once two cards above it left).
  const dragBase = useRef<ColumnWithTasks[] | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const shown = preview ?? columns;
  const activeTask = activeId ? findTask<Task, ColumnWithTasks>(shown, activeId)?.task : undefined;

  const announcements = useMemo(() => boardAnnouncements(() => preview ?? columns), [preview, columns]);

  function targetOf(current: ColumnWithTasks[], overId: string): { columnId: string; index: number } | null {
    const overColumn = current.find((column) => column.id === overId);
    if (overColumn) return { columnId: overColumn.id, index: overColumn.tasks.length };
    const overTask = findTask<Task, ColumnWithTasks>(current, overId);
    return overTask ? { columnId: overTask.column.id, index: overTask.index } : null;
  }

  function handleDragStart(event: DragStartEvent) {
    dragBase.current = columns;
    setActiveId(String(event.active.id));
    setPreview(columns);
    onDragActiveChange?.(true);
  }

  function endDrag() {
    dragBase.current = null;
    setPreview(null);
    setActiveId(null);
    onDragActiveChange?.(false);
  }

  function handleDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    setPreview((current) => {
      const board = current ?? columns;
      const from = findTask<Task, ColumnWithTasks>(board, String(active.id));
      const target = targetOf(board, String(over.id));
      // Within a column the sortable strategy shows the order; only a change of column moves the card here.
      if (!from || !target || from.column.id === target.columnId) return board;
      return applyMove<Task, ColumnWithTasks>(board, {
        taskId: String(active.id),
        toColumnId: target.columnId,
        toIndex: target.index,
      });
    });
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    const base = dragBase.current ?? columns;
    const board = preview ?? base;
    endDrag();
    if (!over) return;
    const taskId = String(active.id);
    const target = targetOf(board, String(over.id));
    const final = target
      ? applyMove<Task, ColumnWithTasks>(board, { taskId, toColumnId: target.columnId, toIndex: target.index })
      : board;
    const move = moveBetween<Task, ColumnWithTasks>(base, final, taskId);
    if (move) onMoveTask({ ...move, neighbours: neighboursOf<Task, ColumnWithTasks>(final, taskId) });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={handleDragStart}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={endDrag}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("projectBoard.instructions") } }}
    >
      {/* The board scrolls sideways inside this region; the page itself never does. Positioned, so the cards'
          visually hidden texts (absolutely positioned) are clipped with it instead of widening the page. */}
      <section
        aria-label={t("projectBoard.board")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard
        tabIndex={0}
        className="relative flex max-w-full items-start gap-3 overflow-x-auto pb-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {shown.map((column, index) => (
          <BoardColumnView
            key={column.id}
            column={column}
            today={today}
            onOpenTask={onOpenTask}
            onShowMore={onShowMore}
            header={renderHeader(column, index)}
            footer={renderFooter?.(column)}
          />
        ))}
        {trailing}
      </section>
      <DragOverlay>
        {activeTask ? <TaskCardBody task={activeTask} today={today} className="shadow-lg" /> : null}
      </DragOverlay>
    </DndContext>
  );
}

/** What a screen reader hears while a card moves: the task's title and the column and place it is over. */
function boardAnnouncements(board: () => ColumnWithTasks[]): Announcements {
  const describe = (id: string | number) => {
    const found = findTask<Task, ColumnWithTasks>(board(), String(id));
    return found
      ? { title: found.task.title, column: found.column.name, position: found.index + 1, of: found.column.taskCount }
      : null;
  };
  const place = (overId: string | number | undefined) => {
    if (overId === undefined) return t("projectBoard.outside");
    const column = board().find((candidate) => candidate.id === overId);
    if (column) return t("projectBoard.inColumn", { name: column.name });
    const over = describe(overId);
    return over
      ? t("projectBoard.atPosition", { column: over.column, position: over.position, of: over.of })
      : t("projectBoard.theBoard");
  };
  return {
    onDragStart: ({ active }) => t("projectBoard.pickedUp", { title: describe(active.id)?.title ?? "" }),
    onDragOver: ({ active, over }) =>
      t("projectBoard.isOver", { title: describe(active.id)?.title ?? "", place: place(over?.id) }),
    onDragEnd: ({ active, over }) =>
      t("projectBoard.dropped", { title: describe(active.id)?.title ?? "", place: place(over?.id) }),
    onDragCancel: ({ active }) => t("projectBoard.cancelled", { title: describe(active.id)?.title ?? "" }),
  };
}
