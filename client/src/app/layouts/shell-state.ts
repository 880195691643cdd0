import { useCallback, useSyncExternalStore } from "react";

/**
 * The responsive shell's breakpoints (issue 23): from 1280 px the spec's desktop geometry (sidebar 240 px, assistant
 * panel 320 px, both beside the page); below it the assistant is an overlay sheet; below 1024 px the sidebar is a
 * drawer too. Tailwind's `xl` and `lg` are the same widths.
 */
export const WIDE_QUERY = "(min-width: 1280px)";
export const LAPTOP_QUERY = "(min-width: 1024px)";

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    if (typeof window.matchMedia !== "function") return () => {};
    const list = window.matchMedia(query);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  };
}

const subscriptions = new Map<string, (onChange: () => void) => () => void>();

/** Whether the media query matches now, re-rendering when it changes. Read synchronously: no first-paint flash. */
export function useMediaQuery(query: string, fallback = true): boolean {
  let subscribe = subscriptions.get(query);
  if (!subscribe) {
    subscribe = subscribeTo(query);
    subscriptions.set(query, subscribe);
  }
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === "function" ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/**
 * The panels the user opened or closed, remembered in this browser (localStorage): on a wide screen whether the
 * sidebar and the assistant stay beside the page; below it whether the assistant's sheet is open.
 */
export interface ShellPreferences {
  sidebarCollapsed: boolean;
  assistantCollapsed: boolean;
  assistantSheetOpen: boolean;
}

const STORAGE_KEY = "kancl.shell";
const DEFAULTS: ShellPreferences = { sidebarCollapsed: false, assistantCollapsed: false, assistantSheetOpen: false };

function read(): ShellPreferences {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "{}") as Partial<ShellPreferences>;
    return {
      sidebarCollapsed: stored.sidebarCollapsed === true,
      assistantCollapsed: stored.assistantCollapsed === true,
      assistantSheetOpen: stored.assistantSheetOpen === true,
    };
  } catch {
    return DEFAULTS;
  }
}

let current: ShellPreferences | undefined;
const listeners = new Set<() => void>();

function snapshot(): ShellPreferences {
  current ??= read();
  return current;
}

export function setShellPreferences(change: Partial<ShellPreferences>): void {
  current = { ...snapshot(), ...change };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage full or refused (private mode): the choice lasts until the reload.
  }
  for (const listener of listeners) listener();
}

/** Forgets the cached preferences (tests start from localStorage as they left it). */
export function resetShellPreferencesCache(): void {
  current = undefined;
}

function subscribePreferences(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useShellPreferences(): ShellPreferences {
  return useSyncExternalStore(subscribePreferences, snapshot, () => DEFAULTS);
}

/** Where the assistant is now: beside the page, in its open sheet, or out of sight. */
export type AssistantPlacement = "docked" | "sheet" | "hidden";

export interface AssistantState {
  placement: AssistantPlacement;
  /** Opens or closes it where it is: collapses or restores the docked panel, or opens or closes the sheet. */
  toggle: () => void;
  close: () => void;
}

export function useAssistant(): AssistantState {
  const wide = useMediaQuery(WIDE_QUERY);
  const { assistantCollapsed, assistantSheetOpen } = useShellPreferences();
  const placement: AssistantPlacement = wide
    ? assistantCollapsed
      ? "hidden"
      : "docked"
    : assistantSheetOpen
      ? "sheet"
      : "hidden";
  const toggle = useCallback(() => {
    if (wide) setShellPreferences({ assistantCollapsed: !snapshot().assistantCollapsed });
    else setShellPreferences({ assistantSheetOpen: !snapshot().assistantSheetOpen });
  }, [wide]);
  const close = useCallback(() => {
    setShellPreferences(wide ? { assistantCollapsed: true } : { assistantSheetOpen: false });
  }, [wide]);
  return { placement, toggle, close };
}

/** Whether a docked assistant panel is on screen now (the app frame publishes it; public pages have none). */
let dockedOnScreen = false;
const dockedListeners = new Set<() => void>();

export function publishDockedAssistant(docked: boolean): void {
  if (dockedOnScreen === docked) return;
  dockedOnScreen = docked;
  for (const listener of dockedListeners) listener();
}

export function useDockedAssistantOnScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      dockedListeners.add(onChange);
      return () => dockedListeners.delete(onChange);
    },
    () => dockedOnScreen,
    () => false,
  );
}
