import { Monitor, Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/i18n";
import { nextTheme, type Theme } from "./theme";
import { useTheme } from "./use-theme";

const THEME_LABELS = { light: "theme.light", dark: "theme.dark", system: "theme.system" } as const satisfies Record<
  Theme,
  string
>;
const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

/** One button cycling light → dark → system (spec §4); its label names the current and the next theme. */
export function ThemeToggle() {
  const t = useT();
  const { theme, toggleTheme } = useTheme();
  const Icon = THEME_ICONS[theme];
  const label = t("theme.toggle", { current: t(THEME_LABELS[theme]), next: t(THEME_LABELS[nextTheme(theme)]) });
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={toggleTheme}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
