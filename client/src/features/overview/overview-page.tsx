import { PageHeader } from "@/components/page-header";
import { HealthCard } from "@/features/health/health-card";
import { DoneCard, RoadmapCard } from "./progress-cards";

/** The home page (spec §2 Overview). Loaded eagerly: it is the first screen most visits land on. */
export function OverviewPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Přehled" description="Stav systému a postup vývoje Kanclu." />
      <div className="grid gap-4 lg:grid-cols-3">
        <HealthCard />
        <RoadmapCard />
        <DoneCard />
      </div>
    </div>
  );
}
