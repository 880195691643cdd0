import type { Board } from "@kancl/shared";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { t } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { todayIso } from "../project-format";
import { useOpenTask } from "../tasks/use-open-task";
import type { ColumnWithTasks } from "./board-column";
import { BoardView } from "./board-view";
import { ColumnDialog } from "./column-dialog";
import { ColumnHeader } from "./column-header";
import { QuickAddTask } from "./quick-add-task";
import { type BoardInput, useBoardMutations, useMoveTask } from "./use-board";

type ColumnEditor = { mode: "add" } | { mode: "edit"; column: ColumnWithTasks } | null;

/** The Board tab: the board with its column and task actions wired to the server. */
export function ProjectBoard({
  board,
  input,
  onShowMore,
  onDragActiveChange,
}: {
  board: Board;
  /** What the board was asked for (the cache entry a move updates at once). */
  input: BoardInput;
  /** A long column was scrolled near the end of the tasks it holds. */
  onShowMore: (loaded: number) => void;
  /** A card was picked up or let go. */
  onDragActiveChange?: (active: boolean) => void;
}) {
  const projectId = board.project.id;
  const moveTask = useMoveTask(input);
  const mutations = useBoardMutations(projectId);
  const openTask = useOpenTask();
  const [editor, setEditor] = useState<ColumnEditor>(null);
  const [deleting, setDeleting] = useState<ColumnWithTasks | null>(null);
  const columns = board.columns;
  const today = todayIso();

  function moveColumn(column: ColumnWithTasks, index: number, direction: -1 | 1) {
    // The server places a column after another one (null: first).
    const others = columns.filter((candidate) => candidate.id !== column.id);
    const target = index + direction;
    const afterColumnId = target <= 0 ? null : (others[target - 1]?.id ?? null);
    mutations.moveColumn.mutate({ id: projectId, columnId: column.id, afterColumnId });
  }

  return (
    <>
      <BoardView
        columns={columns}
        today={today}
        onMoveTask={(move) => void moveTask(move)}
        onShowMore={onShowMore}
        onOpenTask={openTask}
        onDragActiveChange={onDragActiveChange}
        renderHeader={(column, index) => (
          <ColumnHeader
            column={column}
            index={index}
            columnCount={columns.length}
            onEdit={() => setEditor({ mode: "edit", column })}
            onMove={(direction) => moveColumn(column, index, direction)}
            onDelete={() => setDeleting(column)}
          />
        )}
        renderFooter={(column) => (
          <QuickAddTask
            columnName={column.name}
            onAdd={(title) => mutations.createTask.mutateAsync({ id: projectId, columnId: column.id, title })}
          />
        )}
        trailing={
          <Button variant="outline" className="w-48 shrink-0" onClick={() => setEditor({ mode: "add" })}>
            <Plus aria-hidden="true" />
            {t("projectBoard.addColumn")}
          </Button>
        }
      />
      <ColumnDialog
        open={editor !== null}
        onOpenChange={(open) => {
          if (!open) setEditor(null);
        }}
        initial={editor?.mode === "edit" ? editor.column : undefined}
        onSubmit={async (values) => {
          try {
            if (editor?.mode === "edit") {
              await mutations.updateColumn.mutateAsync({ id: projectId, columnId: editor.column.id, ...values });
            } else {
              await mutations.addColumn.mutateAsync({ id: projectId, ...values });
            }
          } catch (error) {
            throw new Error(errorMessageOf(error, t("projectBoard.saveColumnFailed")));
          }
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t("projectBoard.deleteColumnTitle", { name: deleting?.name ?? "" })}
        description={t("projectBoard.deleteColumnDescription")}
        confirmLabel={t("projectBoard.deleteColumn")}
        onConfirm={() => {
          if (!deleting) return;
          mutations.deleteColumn.mutate(
            { id: projectId, columnId: deleting.id },
            { onSuccess: () => toast.success(t("projectBoard.columnDeleted")) },
          );
          setDeleting(null);
        }}
      />
    </>
  );
}
