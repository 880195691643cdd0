/**
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
    byThread.set(key, [...(byThread.get(key) ?? []), event]);
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
