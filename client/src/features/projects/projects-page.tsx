import { ComingSoon } from "@/components/coming-soon";

/** Spec §1: Projects is a placeholder; these are its planned features. */
const PROJECTS_PLANNED_FEATURES = [
  "Kanban, timeline and task overview",
  "Operations projects.create_project, projects.create_task, projects.assign_task",
  "Links to CRM and Workspace",
] as const;

export function ProjectsPage() {
  return (
    <ComingSoon
      title="Projects"
      summary="Projects and tasks for your team and clients."
      plannedFeatures={PROJECTS_PLANNED_FEATURES}
    />
  );
}
