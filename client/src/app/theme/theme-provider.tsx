import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from "react";
import {
  nextTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  systemPrefersDark,
  type Theme,
  watchSystemTheme,
} from "./theme";
import { ThemeContext, type ThemeContextValue } from "./theme-context";

/**
 * Holds the theme choice (spec §4), saves it in localStorage and puts the `dark` class on <html>, which the
 * Tailwind `dark:` variant and the CSS variables in index.css follow.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);

  useEffect(() => watchSystemTheme(() => setPrefersDark(systemPrefersDark())), []);

  const resolvedTheme = resolveTheme(theme, prefersDark);

  // A layout effect runs before the browser paints, so a light-theme user never sees a dark frame.
  useLayoutEffect(() => {
    document.documentElement.classList.toggle("dark", resolvedTheme === "dark");
  }, [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  const toggleTheme = useCallback(() => setTheme(nextTheme(theme)), [setTheme, theme]);

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, resolvedTheme, setTheme, toggleTheme }),
    [theme, resolvedTheme, setTheme, toggleTheme],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}
