import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import { useT } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { useTRPC } from "@/lib/trpc";
import { formatDateRange, PROJECT_STATUS_LABELS, PROJECT_STATUS_VARIANTS } from "./project-format";

/**
 * The links from the CRM to Projects (issue 26 item 5): a client organization's projects on its contact page, a
 * deal's project on the deal page. Small cards with no board code, so the CRM pages stay light.
 */
export function ContactProjectsCard({ contactId }: { contactId: string }) {
  const t = useT();
  return (
    <ProjectLinksCard
      title={t("projectLinks.projects")}
      filter={{ clientId: contactId }}
      empty={t("projectLinks.noClientProjects")}
    />
  );
}

export function DealProjectCard({ dealId }: { dealId: string }) {
  const t = useT();
  return (
    <ProjectLinksCard title={t("projectLinks.project")} filter={{ dealId }} empty={t("projectLinks.noDealProject")} />
  );
}

function ProjectLinksCard({
  title,
  filter,
  empty,
}: {
  title: string;
  filter: { clientId: string } | { dealId: string };
  empty: string;
}) {
  const trpc = useTRPC();
  const projects = useQuery(trpc.projects.list.queryOptions({ ...filter, limit: 20 }));
  const t = useT();
  return (
    <Card aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {projects.isPending ? (
          <p className="text-sm text-muted-foreground">{t("projectLinks.loading")}</p>
        ) : projects.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessageOf(projects.error, t("projectLinks.loadFailed"))}
          </p>
        ) : projects.data.projects.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {empty} <TextLink to="/projects">{t("projectLinks.goToProjects")}</TextLink>
          </p>
        ) : (
          <ul className="grid gap-2">
            {projects.data.projects.map((project) => (
              <li key={project.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <TextLink to={`/projects/${project.id}/board`}>{project.name}</TextLink>
                <Badge variant={PROJECT_STATUS_VARIANTS[project.status]}>{PROJECT_STATUS_LABELS[project.status]}</Badge>
                <span className="text-muted-foreground">
                  {t("projectLinks.openOf", { open: project.openTaskCount, total: project.taskCount })}
                  {formatDateRange(project.startDate, project.dueDate)
                    ? ` · ${formatDateRange(project.startDate, project.dueDate)}`
                    : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
