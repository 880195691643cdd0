import { useEffect, useState } from "react";

/**
 * False on the first render, true a moment after the component's first frame has been painted (the next animation
 * frame, then a task). For what the first screen does not show: loading it later keeps its download and evaluation
 * out of the way of the first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
