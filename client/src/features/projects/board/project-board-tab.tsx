import { RecordLoadState } from "@/components/record-load-state";
import { t } from "@/i18n/areas";
import { useProjectOutlet } from "../project-page";
import { PROJECT_LOAD_TEXTS } from "../project-queries";
import { ProjectBoard } from "./project-board";
import { useBoard } from "./use-board";

/** The Board tab: its own chunk, so the drag-and-drop library loads only with the board. */
export function ProjectBoardTab() {
  const { project } = useProjectOutlet();
  const { board, input, showMore } = useBoard(project.id);
  if (!board.data) {
    return <RecordLoadState texts={{ ...PROJECT_LOAD_TEXTS, loading: t("projectBoard.loadingBoard") }} query={board} />;
  }
  return <ProjectBoard board={board.data} input={input} onShowMore={showMore} />;
}
