import type { BreadcrumbItem } from "@/components/ui/breadcrumb";

/** Spec §2: Home > CRM > Contacts > name (and, on the form, what is done to it). */
export function contactCrumbs(...last: BreadcrumbItem[]): BreadcrumbItem[] {
  return [
    { label: "Home", to: "/" },
    { label: "CRM", to: "/crm" },
    { label: "Contacts", to: "/crm/contacts" },
    ...last,
  ];
}
