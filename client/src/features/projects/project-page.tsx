import type { Project } from "@kancl/shared";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Outlet, useOutletContext, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { RecordLoadState } from "@/components/record-load-state";
import { TabNav } from "@/components/tab-nav";
import { Badge } from "@/components/ui/badge";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
import { useT } from "@/i18n/areas";
import { ProjectFormDialog } from "./project-form-dialog";
import { formatDateRange, PROJECT_STATUS_LABELS, PROJECT_STATUS_VARIANTS } from "./project-format";
import { PROJECT_LOAD_TEXTS, useProject } from "./project-queries";
import { TaskDialog } from "./tasks/task-dialog";

/** What the project page's tabs get from it. */
export interface ProjectOutletContext {
  project: Project;
}

export function useProjectOutlet() {
  return useOutletContext<ProjectOutletContext>();
}

/**
 * /projects/{projectId} (issue 26 item 1): the project's header — client, deal, dates, status, owner — and its
 * tabs, each a URL of its own: Board (the index), Timeline, Tasks, Invoices, Activity. The open task (?task=)
 * shows over any of them.
 */
export function ProjectPage() {
  const { projectId = "" } = useParams();
  const project = useProject(projectId);
  const t = useT();
  if (!project.data) {
    return (
      <>
        <Breadcrumb
          items={[
            { label: t("common.home"), to: "/" },
            { label: t("projectPage.projects"), to: "/projects" },
            { label: t("projectPage.project") },
          ]}
        />
        <PageHeader title={t("projectPage.project")} />
        <RecordLoadState texts={PROJECT_LOAD_TEXTS} query={project} />
      </>
    );
  }
  return <ProjectView key={project.data.id} project={project.data} />;
}

function ProjectView({ project }: { project: Project }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const base = `/projects/${project.id}`;
  const dates = formatDateRange(project.startDate, project.dueDate);
  return (
    <div className="min-w-0">
      <Breadcrumb
        items={[
          { label: t("common.home"), to: "/" },
          { label: t("projectPage.projects"), to: "/projects" },
          { label: project.name },
        ]}
      />
      <PageHeader
        title={project.name}
        spacing="tight"
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Badge variant={PROJECT_STATUS_VARIANTS[project.status]}>{PROJECT_STATUS_LABELS[project.status]}</Badge>
            <span>
              {t("projectPage.client")}{" "}
              {project.client ? (
                <TextLink to={`/crm/contacts/${project.client.id}`}>{project.client.name}</TextLink>
              ) : (
                t("projectPage.deletedContact")
              )}
            </span>
            {project.deal ? (
              <span>
                {t("projectPage.deal")} <TextLink to={`/crm/deals/${project.deal.id}`}>{project.deal.title}</TextLink>
              </span>
            ) : null}
            {dates ? <span>{dates}</span> : null}
            <span>{t("projectPage.owner", { name: project.owner.name })}</span>
          </span>
        }
        actions={
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t("projectPage.editProject")}
          </Button>
        }
      />
      <TabNav
        label={t("projectPage.views")}
        className="mb-4 overflow-x-auto"
        tabs={[
          { to: `${base}/board`, label: t("projectPage.board") },
          { to: `${base}/timeline`, label: t("projectPage.timeline") },
          { to: `${base}/tasks`, label: t("projectPage.tasks") },
          { to: `${base}/invoices`, label: t("projectPage.invoices") },
          { to: `${base}/activity`, label: t("projectPage.activity") },
        ]}
      />
      <Outlet context={{ project } satisfies ProjectOutletContext} />
      <TaskDialog projectId={project.id} />
      <ProjectFormDialog open={editing} onOpenChange={setEditing} project={project} />
    </div>
  );
}
