import { useState } from "react";
import { RecordLoadState } from "@/components/record-load-state";
import { t } from "@/i18n/areas";
import { useProjectOutlet } from "../project-page";
import { PROJECT_LOAD_TEXTS } from "../project-queries";
import { ProjectBoard } from "./project-board";
import { useBoard } from "./use-board";

/** The Board tab: its own chunk, so the drag-and-drop library loads only with the board. */
export function ProjectBoardTab() {
  const { project } = useProjectOutlet();
  // While a card is dragged, a colleague's changes wait for the drop (issue 34 item 13).
  const [dragging, setDragging] = useState(false);
  const { board, input, showMore } = useBoard(project.id, { hold: dragging });
  if (!board.data) {
    return <RecordLoadState texts={{ ...PROJECT_LOAD_TEXTS, loading: t("projectBoard.loadingBoard") }} query={board} />;
  }
  return <ProjectBoard board={board.data} input={input} onShowMore={showMore} onDragActiveChange={setDragging} />;
}
