import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/i18n/i18n";

// Keep both lists true as features land (spec §2 Overview; issue 26 item 8). Last checked against main on
// 2026-11-26 14:40 UTC: Czech covers every screen; webhooks, sync and the scale-out test have landed (issue 27).
// The texts are the catalogue's (overviewWork.planned.*, overviewWork.done.*).
const PLANNED_WORK = ["email", "workspace", "assistant"] as const;

const FINISHED_WORK = [
  "setup",
  "signIn",
  "roles",
  "health",
  "search",
  "history",
  "languages",
  "themes",
  "contacts",
  "deals",
  "invoices",
  "trash",
  "home",
  "projects",
  "assistant",
  "api",
  "integrations",
  "mail",
] as const;

function WorkListCard({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1.5 pl-5 text-sm">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function RoadmapCard() {
  const t = useT();
  return (
    <WorkListCard title={t("overview.roadmap")} items={PLANNED_WORK.map((item) => t(`overviewWork.planned.${item}`))} />
  );
}

export function DoneCard() {
  const t = useT();
  return (
    <WorkListCard title={t("overview.done")} items={FINISHED_WORK.map((item) => t(`overviewWork.done.${item}`))} />
  );
}
