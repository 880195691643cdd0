import { PageHeader } from "@/components/page-header";
import { HealthCard } from "@/features/health/health-card";
import { useT } from "@/i18n/i18n";
import { OverviewFigures } from "./overview-figures";
import { DoneCard, RoadmapCard } from "./progress-cards";

/**
 * The home page (spec §2 Overview: the heading 'Přehled' and its three cards), with the figures a staff member
 * comes for above the cards (issue 25 item 7). Loaded eagerly: it is the first screen most visits land on; the
 * revenue chart's library loads on its own.
 */
export function OverviewPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t("overview.title")} description={t("overview.description")} />
      {/* The spec's cards come with the figures, not before them: cards shown first would jump down when the
          figures arrive above them (a layout shift Lighthouse measured at 0.71 on a slow first answer). */}
      <OverviewFigures>
        <div className="grid gap-4 lg:grid-cols-3">
          <HealthCard />
          <RoadmapCard />
          <DoneCard />
        </div>
      </OverviewFigures>
    </div>
  );
}
