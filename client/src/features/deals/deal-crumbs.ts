import type { BreadcrumbItem } from "@/components/ui/breadcrumb";

/** The trail of the deal screens (spec §2): Home > CRM > Deals > name. */
export function dealCrumbs(...trail: BreadcrumbItem[]): BreadcrumbItem[] {
  return [{ label: "Home", to: "/" }, { label: "CRM", to: "/crm" }, { label: "Deals", to: "/crm/deals" }, ...trail];
}
