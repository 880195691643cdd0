import { type RefObject, useCallback, useLayoutEffect, useState } from "react";

/**
 * Windowing for a list of rows of one fixed height inside its own scroll box: which rows are near the viewport
 * (plus `overscan` on each side). Fixed rows make it arithmetic — no measuring — which is all a long board column
 * needs (decision 170: @tanstack/react-virtual did the same for 10 KB gzip, more than the bundle budget had left).
 */
export function useWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 4,
  /** The box's height before it is laid out, in px: a right guess spares a second render right after the first. */
  expectedHeight = 720,
): { start: number; end: number } {
  const compute = useCallback(() => {
    const box = scrollRef.current;
    // Before layout (and in jsdom) a box has no height: start with the expected one.
    const height = box?.clientHeight || expectedHeight;
    const top = box?.scrollTop ?? 0;
    const start = Math.max(0, Math.floor(top / rowHeight) - overscan);
    const end = Math.min(count, Math.ceil((top + height) / rowHeight) + overscan);
    return { start, end };
  }, [scrollRef, count, rowHeight, overscan, expectedHeight]);
  const [range, setRange] = useState(compute);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    const update = () =>
      setRange((current) => {
        const next = compute();
        return next.start === current.start && next.end === current.end ? current : next;
      });
    if (!box) return update();
    // No measuring here when a ResizeObserver can: reading the box's height in a layout effect forces a layout of
    // the whole page before React has finished (benchmark 20: ~30 ms a board at 4× CPU). The observer reports the
    // box once it is laid out, before that frame is painted, when reading its height costs nothing.
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
    if (observer) observer.observe(box);
    else update();
    box.addEventListener("scroll", update, { passive: true });
    return () => {
      box.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, [scrollRef, compute]);
  return range;
}
