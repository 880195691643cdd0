/**
 * Helpers of the render benchmarks (20: bench/board-render.ts, 15: bench/timeline-render.ts).
 *
 * What a renderer's main thread did, from a Chrome trace (the `devtools.timeline` category, as DevTools' Performance
 * panel records it): self time per kind of work — style (UpdateLayoutTree), Layout, Paint, script (FunctionCall,
 * EvaluateScript, …), parsing — summed over the trace's complete events on the page's main thread(s). Used by the
 * render benchmarks' `--trace FILE` (20 and 15) to say where a figure's milliseconds go, which a CPU profile's
 * `(program)` hides.
 */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

export function summarizeTrace(json: string, top = 14): { name: string; ms: number }[] {
  const parsed = JSON.parse(json) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph !== "X" || !event.dur || !mainThreads.has(key)) continue;
    const list = byThread.get(key);
    if (list) list.push(event);
    else byThread.set(key, [event]);
  }
  // Self time: an event's duration minus its direct children's (complete events nest on one thread).
  const self = new Map<string, number>();
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const stack: { event: TraceEvent; end: number; childTime: number }[] = [];
    const close = (until: number) => {
      while (stack.length && (stack.at(-1)?.end ?? 0) <= until) {
        const done = stack.pop();
        if (!done) break;
        const own = (done.event.dur ?? 0) - done.childTime;
        self.set(done.event.name, (self.get(done.event.name) ?? 0) + own);
        const parent = stack.at(-1);
        if (parent) parent.childTime += done.event.dur ?? 0;
      }
    };
    for (const event of list) {
      close(event.ts);
      stack.push({ event, end: event.ts + (event.dur ?? 0), childTime: 0 });
    }
    close(Number.POSITIVE_INFINITY);
  }
  return [...self]
    .map(([name, us]) => ({ name, ms: us / 1000 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}

export const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink"];

/** Adds a trace's main-thread self time by kind of work (summarizeTrace) to running totals over several windows. */
export function addTraceSelfTimes(totals: Map<string, number>, json: string): void {
  for (const { name, ms } of summarizeTrace(json, 40)) totals.set(name, (totals.get(name) ?? 0) + ms);
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Adds a DevTools CPU profile's self time per function (its samples' time deltas), in ms, to running totals. */
export function addProfileSelfTimes(totals: Map<string, number>, profile: CpuProfile): void {
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  for (const [at, id] of (profile.samples ?? []).entries()) self.set(id, (self.get(id) ?? 0) + (deltas[at] ?? 0));
  for (const node of profile.nodes) {
    const frame = node.callFrame;
    const name = `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop()}:${frame.lineNumber}`;
    totals.set(name, (totals.get(name) ?? 0) + (self.get(node.id) ?? 0) / 1000);
  }
}

/** The `top` largest of running totals, largest first. */
export const largest = (totals: Map<string, number>, top: number) =>
  [...totals].sort((a, b) => b[1] - a[1]).slice(0, top);

/**
 * A script for `page.evaluate` that runs `action` and resolves once `condition` holds and the page has settled (two
 * frames and 300 ms). The wait runs inside the page: Playwright's own locator polling runs on the page's main thread
 * at the same CPU slowdown and would be counted as the page's work. A string, not a function: tsx's transform would
 * add helpers (__name) the page does not have. An `action` that throws rejects it.
 */
export function settledInPage(condition: string, action = ""): string {
  return `new Promise((resolve) => {
    const done = () => Boolean(${condition});
    const finish = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)));
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      finish();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    ${action}
    if (done()) {
      observer.disconnect();
      finish();
    }
  })`;
}
