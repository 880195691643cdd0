/**
 * Benchmark 6, in its own process: the product's PDF renderer (server/src/pdf/pdf-renderer.ts) on the
 * product's invoice HTML. Prints one JSON line.
 *
 *   tsx bench/pdf-bench.ts <invoice.json> [renders-for-memory]
 *
 * - cold: a new renderer (Chromium launch) + one render, then close — median of 5
 * - warm: one renderer, p50 of 30 renders after 3 warm-up renders, 300 ms apart (separate users' clicks); the p50 of
 *   30 back-to-back renders is reported too
 * - parallel: 40 renders one at a time versus 40 with 2 in flight, interleaved over 9 rounds (medians), each round on
 *   a fresh renderer so that no window holds a browser replacement, with how many of the machine's cores were busy
 *   meanwhile (/proc/stat): one render is several Chromium processes at work, so one render at a time already keeps
 *   more than one core busy
 * - memory: PSS of the renderer's Chromium processes after 50 and after N (500) renders on one renderer, with the
 *   product's limits (the browser is replaced every 100 renders)
 */
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import type { Invoice } from "@kancl/shared";
import { renderInvoiceHtml } from "../server/src/modules/invoices/pdf/invoice-html";
import { toInvoiceView } from "../server/src/modules/invoices/pdf/invoice-view";
import { createPdfRenderer, type PdfRenderer } from "../server/src/pdf/pdf-renderer";
import { PRINTED_SUPPLIER } from "../server/test/invoice-samples";
import { median, percentile, sleep } from "./lib";

const invoice = JSON.parse(readFileSync(String(process.argv[2]), "utf8")) as Invoice;
const memoryRenders = Number(process.argv[3] ?? 500);
const html = renderInvoiceHtml(toInvoiceView({ invoice, supplier: PRINTED_SUPPLIER }));

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Proportional set size (kB → MB) of every Chromium process below this one: shared pages are counted once. */
function chromiumMemoryMb(): { mb: number; processes: number } {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      names.set(Number(entry), stat.slice(stat.indexOf("(") + 1, close));
      parents.set(Number(entry), Number(stat.slice(close + 2).split(" ")[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const isBelowUs = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) if (p === process.pid) return true;
    return false;
  };
  let kb = 0;
  let processes = 0;
  for (const [pid, name] of names) {
    if (!/chrom/i.test(name) || !isBelowUs(pid)) continue;
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
      kb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      processes++;
    } catch {
      // gone
    }
  }
  return { mb: kb / 1024, processes };
}

async function cold(): Promise<number> {
  const renderer = createPdfRenderer();
  try {
    return await timed(() => renderer.render(html));
  } finally {
    await renderer.close();
  }
}

/** Busy and total jiffies of the whole machine, summed over its cores. */
function cpuTimes(): { busy: number; total: number } {
  const fields = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

async function throughput(
  renderer: PdfRenderer,
  count: number,
  inFlight: number,
): Promise<{ rps: number; busyCores: number }> {
  let left = count;
  const before = cpuTimes();
  const ms = await timed(() =>
    Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (left-- > 0) await renderer.render(html);
      }),
    ),
  );
  const after = cpuTimes();
  const busyCores = ((after.busy - before.busy) / (after.total - before.total)) * os.cpus().length;
  return { rps: count / (ms / 1000), busyCores };
}

const colds: number[] = [];
for (let i = 0; i < 5; i++) colds.push(await cold());

const renderer = createPdfRenderer();
for (let i = 0; i < 3; i++) await renderer.render(html);
const warms: number[] = [];
for (let i = 0; i < 30; i++) {
  await sleep(300);
  warms.push(await timed(() => renderer.render(html)));
}
const backToBack: number[] = [];
for (let i = 0; i < 30; i++) backToBack.push(await timed(() => renderer.render(html)));

await renderer.close();

// Parallelism, within one browser's life: each round on a fresh renderer, 10 warm-up renders with 2 in flight (so
// both slots' pages are warm), then 40 + 40 measured. No window holds the browser's replacement (every 100 renders:
// a launch that stalls every slot, ~0.6 s), which would land in one side's windows and not the other's. Which side
// goes first alternates.
const one: { rps: number; busyCores: number }[] = [];
const two: { rps: number; busyCores: number }[] = [];
/** Short windows on a 2-core machine swing ±10 % with the scheduler: 9 rounds, not 5, for a steadier median. */
const PARALLEL_ROUNDS = 9;
for (let round = 0; round < PARALLEL_ROUNDS; round++) {
  const roundRenderer = createPdfRenderer();
  await throughput(roundRenderer, 10, 2);
  if (round % 2 === 0) {
    one.push(await throughput(roundRenderer, 40, 1));
    two.push(await throughput(roundRenderer, 40, 2));
  } else {
    two.push(await throughput(roundRenderer, 40, 2));
    one.push(await throughput(roundRenderer, 40, 1));
  }
  await roundRenderer.close();
}

// Memory on a fresh renderer, as the product runs it.
const fresh = createPdfRenderer();
let done = 0;
let at50 = { mb: 0, processes: 0 };
const trace: string[] = [];
while (done < memoryRenders) {
  await fresh.render(html);
  done++;
  if (done === 50) {
    await sleep(500);
    at50 = chromiumMemoryMb();
  }
  if (done % 100 === 0) trace.push(`${done}: ${chromiumMemoryMb().mb.toFixed(0)} MB`);
}
await sleep(500);
const atEnd = chromiumMemoryMb();
await fresh.close();

console.log(
  JSON.stringify({
    coldMs: median(colds),
    colds,
    warmP50Ms: percentile(warms, 50),
    warmP90Ms: percentile(warms, 90),
    backToBackP50Ms: percentile(backToBack, 50),
    oneRps: median(one.map((r) => r.rps)),
    twoRps: median(two.map((r) => r.rps)),
    oneBusyCores: median(one.map((r) => r.busyCores)),
    twoBusyCores: median(two.map((r) => r.busyCores)),
    parallelRounds: PARALLEL_ROUNDS,
    cores: os.cpus().length,
    memory50Mb: at50.mb,
    memoryEndMb: atEnd.mb,
    memoryEndRenders: memoryRenders,
    processes: [at50.processes, atEnd.processes],
    memoryTrace: trace.join(", "),
  }),
);
