import type { BreadcrumbItem } from "@/components/ui/breadcrumb";
import { t } from "@/i18n/screens";

/** Spec §2: Home > CRM > Contacts > name (and, on the form, what is done to it). */
export function contactCrumbs(...last: BreadcrumbItem[]): BreadcrumbItem[] {
  return [
    { label: t("common.home"), to: "/" },
    { label: t("crm.title"), to: "/crm" },
    { label: t("crm.contacts"), to: "/crm/contacts" },
    ...last,
  ];
}
