import { DndContext } from "@dnd-kit/core";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render-with-providers";
import { aBoard, aTask, TODO } from "../projects-test-kit";
import { BoardColumnView, type ColumnWithTasks, WINDOWED_ROW_HEIGHT } from "./board-column";

/** A long column as a board answer sends it: its first `loaded` tasks of `total`. */
function longColumn(loaded: number, total: number): ColumnWithTasks {
  const [todo] = aBoard().columns;
  const tasks = Array.from({ length: loaded }, (_, n) => aTask(n + 1, TODO, { id: crypto.randomUUID() }));
  return { ...(todo as ColumnWithTasks), tasks, taskCount: total };
}

function renderColumn(column: ColumnWithTasks, onShowMore: (loaded: number) => void) {
  renderWithProviders(
    <DndContext>
      <BoardColumnView column={column} today="2026-11-26" onOpenTask={() => {}} onShowMore={onShowMore} header={null} />
    </DndContext>,
  );
  const list = screen.getByRole("list");
  return list.parentElement as HTMLElement;
}

describe("a long board column", () => {
  it("is as tall as all its tasks and asks for the next page only when scrolled near the end of the loaded ones", () => {
    const onShowMore = vi.fn();
    const box = renderColumn(longColumn(50, 120), onShowMore);
    const list = screen.getByRole("list");
    // Room for all 120 cards, so the scroll bar tells the column's length.
    const padding = Number.parseFloat(list.style.paddingTop) + Number.parseFloat(list.style.paddingBottom);
    expect(padding + screen.getAllByRole("listitem").length * WINDOWED_ROW_HEIGHT).toBe(120 * WINDOWED_ROW_HEIGHT);
    expect(onShowMore).not.toHaveBeenCalled();

    box.scrollTop = 20 * WINDOWED_ROW_HEIGHT;
    fireEvent.scroll(box);
    expect(onShowMore).not.toHaveBeenCalled();

    box.scrollTop = 40 * WINDOWED_ROW_HEIGHT;
    fireEvent.scroll(box);
    expect(onShowMore).toHaveBeenCalledWith(50);
    expect(list).toHaveAttribute("aria-busy", "true");
  });

  it("asks for nothing when it holds all its tasks", () => {
    const onShowMore = vi.fn();
    const box = renderColumn(longColumn(60, 60), onShowMore);
    box.scrollTop = 55 * WINDOWED_ROW_HEIGHT;
    fireEvent.scroll(box);
    expect(onShowMore).not.toHaveBeenCalled();
  });
});
