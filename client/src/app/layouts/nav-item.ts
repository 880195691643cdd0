import type { TranslationKey } from "@kancl/shared/i18n/catalogue";

/**
 * A module's link in the sidebar (spec §2 Layout), exported by its feature beside its routes (`routes.tsx`); the
 * sidebar lists them in the spec's order, one line each. `end`: active only on the path itself (Přehled), not on
 * every path under it.
 */
export interface NavItem {
  to: string;
  label: TranslationKey;
  end: boolean;
}
