import { t } from "@/i18n/screens";

/** A line on screens whose route exists but whose content arrives with a later issue. */
export function StubNotice({ children = t("components.stubNotice") }: { children?: string }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
