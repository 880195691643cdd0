import { PROJECT_MESSAGES } from "@kancl/shared";
import { ListTodo, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadMore } from "@/components/load-more";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { t, translateMessage } from "@/i18n/areas";
import { cn } from "@/lib/utils";
import { ProjectCard } from "./project-card";
import { LoadFailed, Loading } from "./project-load-states";
import { useProjectsList } from "./project-queries";
import { ProjectsListFilters } from "./projects-list-filters";
import { filterFromSearchParams, type ProjectListFilter, searchParamsOfFilter } from "./projects-list-query";

// The new-project dialog (the form library, the dialog machinery, the client and deal pickers) loads the first time
// it opens: the list's own JavaScript keeps within its line (check-bundle-size.mjs, decision 211).
const ProjectFormDialog = lazy(async () => ({ default: (await import("./project-form-dialog")).ProjectFormDialog }));

/** /projects (issue 26 item 1): the organization's projects as cards, with search, filters and sort in the URL. */
export function ProjectsListPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFromSearchParams(params);
  const list = useProjectsList(filter);
  // "New project" in the command palette comes here with ?new=1 (issue 24 item 2).
  const [creating, setCreating] = useState(() => params.get("new") === "1");
  // Mounted from its first opening on, so it closes as a dialog does (focus back to the button, its animation).
  const [dialogWanted, setDialogWanted] = useState(creating);
  const projects = list.data?.pages.flatMap((page) => page.projects) ?? [];
  const active = Boolean(filter.q || filter.status || filter.clientId || filter.ownerId);

  function change(next: Partial<ProjectListFilter>, options?: { replace?: boolean }) {
    setParams(searchParamsOfFilter({ ...filter, ...next }), { replace: options?.replace ?? false });
  }

  return (
    <div className="@container min-w-0">
      <PageHeader
        title={t("projectList.title")}
        description={t("projectList.description")}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/projects/my-tasks">
                <ListTodo aria-hidden="true" />
                {t("projectList.myTasks")}
              </Link>
            </Button>
            <Button
              onClick={() => {
                setDialogWanted(true);
                setCreating(true);
              }}
            >
              <Plus aria-hidden="true" />
              {t("projectList.newProject")}
            </Button>
          </>
        }
      />
      <ProjectsListFilters filter={filter} onChange={change} />
      {list.isError ? <LoadFailed title={t("projectList.loadFailed")} error={list.error} retry={list.refetch} /> : null}
      {list.isPending ? (
        <Loading label={t("projectList.loading")} />
      ) : list.data && projects.length === 0 ? (
        <div className="rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
          {active ? (
            <div className="flex flex-col items-center gap-3">
              <p>{t("projectList.noMatches")}</p>
              <Button variant="outline" size="sm" onClick={() => setParams(new URLSearchParams())}>
                {t("projectList.clearFilters")}
              </Button>
            </div>
          ) : (
            <p>{translateMessage(PROJECT_MESSAGES.emptyList)}</p>
          )}
        </div>
      ) : list.data ? (
        <>
          <ul
            aria-label={t("projectList.title")}
            aria-busy={list.isPlaceholderData || undefined}
            className={cn("grid gap-4 @xl:grid-cols-2 @5xl:grid-cols-3", list.isPlaceholderData && "opacity-60")}
          >
            {projects.map((project) => (
              <li key={project.id} className="min-w-0">
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
          <LoadMore
            list={list}
            label={t("projectList.loadMore")}
            loadingLabel={t("projectList.loadingMore")}
            className="mt-4"
          />
        </>
      ) : null}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ProjectFormDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </div>
  );
}
