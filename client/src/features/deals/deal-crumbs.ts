import type { BreadcrumbItem } from "@/components/ui/breadcrumb";
import { t } from "@/i18n/screens";

/** The trail of the deal screens (spec §2): Home > CRM > Deals > name. */
export function dealCrumbs(...trail: BreadcrumbItem[]): BreadcrumbItem[] {
  return [
    { label: t("common.home"), to: "/" },
    { label: t("crm.title"), to: "/crm" },
    { label: t("crm.deals"), to: "/crm/deals" },
    ...trail,
  ];
}
