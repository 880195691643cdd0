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
    update();
    if (!box) return;
    box.addEventListener("scroll", update, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
    observer?.observe(box);
    return () => {
      box.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, [scrollRef, compute]);
  return range;
}
