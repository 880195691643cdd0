import { ComingSoon } from "@/components/coming-soon";

/** Spec §1: Workspace is a placeholder; these are its planned features. */
const WORKSPACE_PLANNED_FEATURES = [
  "Folder tree, files and documents",
  "Markdown editor with versions",
  "Sharing with clients through a portal",
] as const;

export function WorkspacePage() {
  return (
    <ComingSoon
      title="Workspace"
      summary="Files and documents of your organization."
      plannedFeatures={WORKSPACE_PLANNED_FEATURES}
    />
  );
}
