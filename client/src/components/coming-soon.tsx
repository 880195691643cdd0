import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { t } from "@/i18n/screens";
import { PageHeader } from "./page-header";

interface ComingSoonProps {
  title: string;
  summary: string;
  /** The planned features (spec §1), shown so users know what the module will do. */
  plannedFeatures: readonly string[];
}

/** A module that is announced but not built yet (spec §1: Email, Projects, Workspace). */
export function ComingSoon({ title, summary, plannedFeatures }: ComingSoonProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={title}
        description={summary}
        actions={<Badge variant="secondary">{t("components.comingSoon")}</Badge>}
      />
      <Card>
        <CardHeader>
          <CardTitle>{t("components.plannedFeatures")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1.5 pl-5 text-sm">
            {plannedFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
