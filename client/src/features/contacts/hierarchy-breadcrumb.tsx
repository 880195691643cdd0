import { ChevronRight, Network } from "lucide-react";
import { TextLink } from "@/components/ui/text-link";
import { t } from "@/i18n/screens";
import { useHierarchy } from "./contact-queries";

/**
 * Spec §2: an organization with a parent shows its path from the top ancestor down to itself; each ancestor links
 * to its contact page. Rendered only when the organization has a parent.
 */
export function HierarchyBreadcrumb({ organizationId }: { organizationId: string }) {
  const hierarchy = useHierarchy(organizationId, true);
  // The path is extra context: while it loads or if it fails, the page reads fine without it.
  const path = hierarchy.data?.path ?? [];
  if (path.length < 2) return null;
  return (
    <nav aria-label={t("contactView.hierarchy")} className="mb-4 flex items-center gap-2 text-sm">
      <Network aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <ol className="flex flex-wrap items-center gap-1.5 text-muted-foreground">
        {path.map((node, index) => {
          const last = index === path.length - 1;
          return (
            <li key={node.id} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="location" className="font-medium text-foreground">
                  {node.name}
                </span>
              ) : (
                <TextLink to={`/crm/contacts/${node.id}`}>{node.name}</TextLink>
              )}
              {last ? null : <ChevronRight aria-hidden="true" className="size-3.5" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
