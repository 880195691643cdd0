import { useEffect, useRef, useState } from "react";

/**
 * Follows `active`, but turns on only once it has stayed on for `delayMs`, and once on, stays on for at least
 * `minDurationMs`. For loading indicators: fast work shows nothing, slow work shows without flicker.
 */
export function useDelayedFlag(active: boolean, delayMs: number, minDurationMs: number): boolean {
  const [shown, setShown] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (active && !shown) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setShown(true);
      }, delayMs);
      return () => clearTimeout(timer);
    }
    if (!active && shown) {
      const remaining = Math.max(0, shownAt.current + minDurationMs - Date.now());
      const timer = setTimeout(() => setShown(false), remaining);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [active, shown, delayMs, minDurationMs]);

  return shown;
}
