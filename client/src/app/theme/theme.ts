/** Spec §4: the three theme choices; "system" follows the operating system's light/dark setting. */
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, "system">;

export const DEFAULT_THEME: Theme = "dark";

/** The browser-storage key; product-specific so it does not collide with other apps on the same origin. */
export const THEME_STORAGE_KEY = "kancl-theme";

const NEXT_THEME: Record<Theme, Theme> = { light: "dark", dark: "system", system: "light" };

/** The toggle's cycle: light → dark → system → light. */
export function nextTheme(theme: Theme): Theme {
  return NEXT_THEME[theme];
}

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** The saved choice, or the default when nothing (or something unknown) is stored or storage is blocked. */
export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be blocked (private mode, policy): the choice then lasts for this page only.
  }
}

const DARK_QUERY = "(prefers-color-scheme: dark)";

/** The OS preference; where it cannot be read, the product default (dark). */
export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" ? window.matchMedia(DARK_QUERY).matches : true;
}

export function watchSystemTheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  if (theme === "system") return prefersDark ? "dark" : "light";
  return theme;
}
