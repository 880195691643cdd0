import type { CSSProperties } from "react";
import { Toaster } from "sonner";
import { useDockedAssistantOnScreen } from "@/app/layouts/shell-state";
import { useTheme } from "@/app/theme/use-theme";

/**
 * Spec §9 toast constants. sonner 2 takes duration, visible count and gap as props and the width through the
 * `--width` style variable. The swipe-dismiss threshold (45 px) and the removal delay (200 ms) are fixed inside
 * sonner (SWIPE_THRESHOLD, TIME_BEFORE_UNMOUNT) with exactly the spec's values; it offers no prop for them.
 */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_COUNT = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;

const toasterStyle = { "--width": `${TOAST_WIDTH_PX}px` } as CSSProperties;

/** sonner's own distance from the window's edges on wide screens. */
const EDGE_OFFSET_PX = 24;
/** Beside the docked assistant panel (320 px), toasts stay top right of the page, never over the panel's header. */
const BESIDE_PANEL_OFFSET = { top: EDGE_OFFSET_PX, right: 320 + EDGE_OFFSET_PX };

export function AppToaster() {
  const { resolvedTheme } = useTheme();
  const besidePanel = useDockedAssistantOnScreen();
  return (
    <Toaster
      position="top-right"
      offset={besidePanel ? BESIDE_PANEL_OFFSET : undefined}
      theme={resolvedTheme}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_COUNT}
      gap={TOAST_GAP_PX}
      style={toasterStyle}
      closeButton
    />
  );
}
