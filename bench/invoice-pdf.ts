/**
 * Benchmark 13, in its own process: an issued invoice's PDF with the QR Platba code (the product's path: the view
 * model, the QR code drawn by renderQrSvg, the page from invoice-html.ts, printed by the product's renderer) against
 * the invoice PDF as it was before issue 22 (bench/baseline-invoice-html.ts, the old page verbatim), side by side.
 * Each side has its own renderer with one render slot, so each keeps its own page and its page's unchanged head
 * (the renderer swaps in only the body, as in production, where every invoice has the same head). Renders alternate
 * between the sides, which side goes first alternating, 150 ms apart (separate users' clicks); each measurement is
 * the HTML's making plus the render. A third side, the product's page without its QR code, tells what the code
 * itself costs from what the richer page costs. Prints one JSON line.
 *
 *   node --import tsx bench/invoice-pdf.ts [--rounds N] [--renders N]
 */
import { readdirSync, readFileSync } from "node:fs";
import { renderInvoiceHtml } from "../server/src/modules/invoices/pdf/invoice-html";
import { toInvoiceView } from "../server/src/modules/invoices/pdf/invoice-view";
import { createPdfRenderer, type PdfRenderer } from "../server/src/pdf/pdf-renderer";
import { renderQrSvg } from "../server/src/qr/qr-code";
import { PRINTED_SUPPLIER, sampleInvoice } from "../server/test/invoice-samples";
import { renderBaselineInvoiceHtml } from "./baseline-invoice-html";
import { median, percentile, sleep } from "./lib";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const ROUNDS = option("rounds", 5);
const RENDERS = option("renders", 20);
const GAP_MS = 150;

/** Payer, CZK, two VAT rates, issued and unpaid, to be paid by bank transfer: the PDF carries the QR code. */
const invoice = sampleInvoice();

/** Today's product: everything the download does after reading the invoice and the supplier. */
async function productHtml(): Promise<string> {
  const view = toInvoiceView({ invoice, supplier: PRINTED_SUPPLIER });
  if (!view.payment.qr) throw new Error("the benchmark's invoice must carry a QR code");
  return renderInvoiceHtml(view, await renderQrSvg(view.payment.qr.spayd, { title: "QR Platba" }));
}

/** Before issue 22: the old page (the organization's name as the supplier, one VAT line, no QR code). */
async function baselineHtml(): Promise<string> {
  return renderBaselineInvoiceHtml({
    invoice,
    supplierName: PRINTED_SUPPLIER.legalName ?? "",
    issueDate: "2026-11-25",
  });
}

async function timed(renderer: PdfRenderer, html: () => Promise<string>): Promise<number> {
  const started = performance.now();
  await renderer.render(await html());
  return performance.now() - started;
}

/** The product's page without its QR code: what the code itself costs (drawing it and printing it). */
async function withoutQrHtml(): Promise<string> {
  return renderInvoiceHtml(toInvoiceView({ invoice, supplier: PRINTED_SUPPLIER }), null);
}

const SIDES = { product: productHtml, baseline: baselineHtml, withoutQr: withoutQrHtml } as const;
type Side = keyof typeof SIDES;
const NAMES = Object.keys(SIDES) as Side[];
const renderers = Object.fromEntries(
  // No browser replacement (every 100 renders in production) inside the measured renders.
  NAMES.map((side) => [side, createPdfRenderer({ limits: { concurrentRenders: 1, rendersPerBrowser: 10_000 } })]),
) as Record<Side, PdfRenderer>;
/** Each side's Chromium processes (its browser, found when its first render launched it, and everything below). */
const browsers = {} as Record<Side, number>;
const cpuBefore = {} as Record<Side, number>;
const times = Object.fromEntries(NAMES.map((side) => [side, [] as number[]])) as Record<Side, number[]>;
const roundRatios: number[] = [];
const cpuPerPdf = {} as Record<Side, number>;
try {
  for (const side of NAMES) {
    const before = new Set(childProcesses(process.pid));
    await timed(renderers[side], SIDES[side]);
    const launched = childProcesses(process.pid).filter((pid) => !before.has(pid));
    if (launched.length !== 1) throw new Error(`expected one browser for ${side}, found ${launched.length}`);
    browsers[side] = launched[0] as number;
  }
  for (let i = 0; i < 5; i++) for (const side of NAMES) await timed(renderers[side], SIDES[side]);
  for (const side of NAMES) cpuBefore[side] = treeCpuMs(browsers[side]);
  for (let round = 0; round < ROUNDS; round++) {
    const ours: number[] = [];
    const theirs: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      // Which side goes first rotates, so that none always follows another's render.
      const shift = (round + i) % NAMES.length;
      for (const side of [...NAMES.slice(shift), ...NAMES.slice(0, shift)]) {
        await sleep(GAP_MS);
        const ms = await timed(renderers[side], SIDES[side]);
        times[side].push(ms);
        if (side === "product") ours.push(ms);
        if (side === "baseline") theirs.push(ms);
      }
    }
    roundRatios.push(median(ours) / median(theirs));
  }
  for (const side of NAMES) cpuPerPdf[side] = (treeCpuMs(browsers[side]) - cpuBefore[side]) / times[side].length;
} finally {
  await Promise.all(NAMES.map((side) => renderers[side].close()));
}

/** Direct children of a process, from /proc. */
function childProcesses(parent: number): number[] {
  return processes()
    .filter(([, ppid]) => ppid === parent)
    .map(([pid]) => pid);
}

/** [pid, parent pid, CPU ms (user + system)] of every process. */
function processes(): [number, number, number][] {
  const ticksPerMs = 100 / 1000; // USER_HZ
  const rows: [number, number, number][] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      rows.push([Number(entry), Number(fields[1]), (Number(fields[11]) + Number(fields[12])) / ticksPerMs]);
    } catch {
      // ended meanwhile
    }
  }
  return rows;
}

/**
 * CPU time (ms) of a process and everything below it, living now. Less moved by other load on the machine than
 * wall time: what one side's PDFs cost in Chromium, whoever else runs.
 */
function treeCpuMs(root: number): number {
  const all = processes();
  const below = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of all) {
      if (below.has(ppid) && !below.has(pid)) {
        below.add(pid);
        grew = true;
      }
    }
  }
  return all.filter(([pid]) => below.has(pid)).reduce((sum, [, , ms]) => sum + ms, 0);
}

const p50 = (side: Side) => percentile(times[side], 50);
const productHtmlBytes = Buffer.byteLength(await productHtml());
const baselineHtmlBytes = Buffer.byteLength(await baselineHtml());
const pdfBytes = async (side: Side) => {
  const renderer = createPdfRenderer();
  try {
    return (await renderer.render(await SIDES[side]())).length;
  } finally {
    await renderer.close();
  }
};
const productPdfKb = (await pdfBytes("product")) / 1024;
const baselinePdfKb = (await pdfBytes("baseline")) / 1024;
console.log(
  JSON.stringify({
    productP50Ms: p50("product"),
    productP90Ms: percentile(times.product, 90),
    baselineP50Ms: p50("baseline"),
    baselineP90Ms: percentile(times.baseline, 90),
    withoutQrP50Ms: p50("withoutQr"),
    chromiumCpuMsPerPdf: Object.fromEntries(NAMES.map((side) => [side, Number(cpuPerPdf[side].toFixed(2))])),
    cpuRatio: cpuPerPdf.product / cpuPerPdf.baseline,
    ratio: p50("product") / p50("baseline"),
    qrRatio: p50("product") / p50("withoutQr"),
    roundRatios: roundRatios.map((r) => Number(r.toFixed(2))),
    rendersPerSide: times.product.length,
    productHtmlKb: productHtmlBytes / 1024,
    baselineHtmlKb: baselineHtmlBytes / 1024,
    productPdfKb,
    baselinePdfKb,
  }),
);
