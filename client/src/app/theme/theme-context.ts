import { createContext } from "react";
import type { ResolvedTheme, Theme } from "./theme";

export interface ThemeContextValue {
  /** The user's choice. */
  theme: Theme;
  /** What is shown: the choice, with "system" resolved to light or dark. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
  /** Moves to the next theme in the cycle light → dark → system. */
  toggleTheme: () => void;
}

/** null outside a ThemeProvider, which useTheme turns into an error. */
export const ThemeContext = createContext<ThemeContextValue | null>(null);
