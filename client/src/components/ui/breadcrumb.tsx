import { ChevronRight } from "lucide-react";
import { TextLink } from "@/components/ui/text-link";
import { t } from "@/i18n/screens";
import { cn } from "@/lib/utils";

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; the last crumb (the current page) has none. */
  to?: string;
}

/**
 * A trail such as Home > CRM > Deals > name: a navigation landmark named "Breadcrumb". The last item is the current
 * page (aria-current); the separators are decorative and hidden from screen readers.
 */
export function Breadcrumb({ items, className }: { items: readonly BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label={t("components.breadcrumb")} className={cn("mb-4 text-sm", className)}>
      <ol className="flex flex-wrap items-center gap-1.5 text-muted-foreground">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.to ?? ""}:${item.label}`} className="flex min-w-0 items-center gap-1.5">
              {item.to && !last ? (
                <TextLink to={item.to} className="font-normal text-muted-foreground hover:text-foreground">
                  {item.label}
                </TextLink>
              ) : (
                <span aria-current={last ? "page" : undefined} className="truncate font-medium text-foreground">
                  {item.label}
                </span>
              )}
              {last ? null : <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
