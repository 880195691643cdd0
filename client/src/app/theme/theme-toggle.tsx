import { Monitor, Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { nextTheme, type Theme } from "./theme";
import { useTheme } from "./use-theme";

const THEME_LABELS: Record<Theme, string> = { light: "light", dark: "dark", system: "system" };
const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

/** One button cycling light → dark → system (spec §4); its label names the current and the next theme. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const Icon = THEME_ICONS[theme];
  const label = `Theme: ${THEME_LABELS[theme]}. Switch to ${THEME_LABELS[nextTheme(theme)]}`;
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={toggleTheme}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
