import {
  CONNECTIONS,
  EXTERNAL_SLOPE_LIMIT_MB_PER_MIN,
  GC_SAMPLE_MS,
  HEAP_SLOPE_LIMIT_MB_PER_MIN,
  LOAD_SECONDS,
  PDF_EVERY,
  RSS_SLOPE_LIMIT_MB_PER_MIN,
  WARMUP_SECONDS,
} from "./config";
import { connectInspector } from "./inspector";
import { mb, type Report, slope } from "./report";
import { rssOf, type ServerProcess } from "./server-process";
import { LoadRecorder, type LoadUser, startLoad } from "./workload";

/** Phase 1: warm-up, then the measured load — statuses, errors, latency, PDFs and the memory trend. */
export async function loadPhase(report: Report, server: ServerProcess, users: LoadUser[]) {
  const phase = "load";
  console.log(`[${phase}] ${users.length} users: ${WARMUP_SECONDS} s of warm-up, then ${LOAD_SECONDS} s measured`);
  const warmupRecorder = new LoadRecorder();
  const warmup = await startLoad({
    baseUrl: server.baseUrl,
    users,
    durationSeconds: WARMUP_SECONDS,
    connections: CONNECTIONS,
    recorder: warmupRecorder,
    pdfEvery: PDF_EVERY,
  }).done;
  report.check(
    phase,
    `warm-up (${WARMUP_SECONDS} s) all 2xx, no errors`,
    warmup.non2xx === 0 && warmup.errors === 0,
    `${warmup.requests.total} requests, ${warmup.non2xx} non-2xx, ${warmup.errors} errors`,
  );

  const recorder = new LoadRecorder();
  const inspector = server.inspectorUrl ? await connectInspector(server.inspectorUrl) : undefined;
  const rss: { x: number; y: number }[] = [];
  const afterGc: { x: number; rss: number; heap: number; external: number }[] = [];
  const t0 = Date.now();
  const sampleAfterGc = async () => {
    if (!inspector) return;
    await inspector.collectGarbage();
    const usage = await inspector.memoryUsage();
    const bytes = rssOf(server.pid);
    if (bytes !== undefined)
      afterGc.push({ x: (Date.now() - t0) / 1000, rss: bytes, heap: usage.heapUsed, external: usage.external });
  };
  await sampleAfterGc();
  const sampler = setInterval(() => {
    const bytes = rssOf(server.pid);
    if (bytes !== undefined) rss.push({ x: (Date.now() - t0) / 1000, y: bytes });
  }, 1000);
  let gcBusy = false;
  const gcSampler = setInterval(() => {
    if (gcBusy) return;
    gcBusy = true;
    sampleAfterGc()
      .catch(() => {})
      .finally(() => {
        gcBusy = false;
      });
  }, GC_SAMPLE_MS);
  const run = startLoad({
    baseUrl: server.baseUrl,
    users,
    durationSeconds: LOAD_SECONDS,
    connections: CONNECTIONS,
    recorder,
    pdfEvery: PDF_EVERY,
  });
  const result = await run.done;
  clearInterval(sampler);
  clearInterval(gcSampler);
  await sampleAfterGc();
  inspector?.close();

  const pdfs = recorder.statusesByStep.get("invoices.pdf");
  const downloads = recorder.statusesByStep.get("invoices.download");
  const fiveXx = result["5xx"];
  report.figure("load: requests", `${result.requests.total} in ${result.duration.toFixed(1)} s`);
  report.figure("load: throughput", `${(result.requests.total / result.duration).toFixed(0)} req/s`);
  report.figure(
    "load: latency",
    `p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  report.figure("load: writes acknowledged", String(recorder.writes.length));
  report.figure("load: PDFs rendered", String(pdfs?.get(200) ?? 0));
  for (const line of recorder.describeSteps()) console.log(`    ${line}`);

  report.check(phase, "no 5xx", fiveXx === 0, `${fiveXx} of ${result.requests.total}`);
  report.check(
    phase,
    "no errors or timeouts",
    result.errors === 0 && result.timeouts === 0,
    `${result.errors} errors, ${result.timeouts} timeouts${recorder.errors[0] ? ` (first: ${recorder.errors[0].message})` : ""}`,
  );
  report.check(phase, "every answer 2xx", result.non2xx === 0, `${result.non2xx} non-2xx (4xx: ${result["4xx"]})`);
  const pdfAnswers = [...(pdfs?.values() ?? [])].reduce((a, b) => a + b, 0);
  const downloadAnswers = [...(downloads?.values() ?? [])].reduce((a, b) => a + b, 0);
  report.check(
    phase,
    "PDFs rendered and downloaded now and then",
    pdfAnswers > 0 && pdfs?.get(200) === pdfAnswers && downloads?.get(200) === downloadAnswers,
    `${pdfs?.get(200) ?? 0} of ${pdfAnswers} renders and ${downloads?.get(200) ?? 0} of ${downloadAnswers} downloads answered 200`,
  );

  // Memory over the measured load (after the warm-up): no upward trend.
  const toMb = (bytes: number) => bytes / 1024 / 1024;
  const rssSlope = slope(rss.map((p) => ({ x: p.x / 60, y: toMb(p.y) })));
  const gcRssSlope = slope(afterGc.map((p) => ({ x: p.x / 60, y: toMb(p.rss) })));
  const gcHeapSlope = slope(afterGc.map((p) => ({ x: p.x / 60, y: toMb(p.heap) })));
  const gcExternalSlope = slope(afterGc.map((p) => ({ x: p.x / 60, y: toMb(p.external) })));
  report.figure(
    "load: server RSS (every 1 s)",
    `start ${mb(rss[0]?.y ?? 0)}, end ${mb(rss.at(-1)?.y ?? 0)}, max ${mb(Math.max(...rss.map((p) => p.y)))}; slope ${rssSlope.toFixed(1)} MB/min`,
  );
  report.figure(
    `load: after a full GC (every ${GC_SAMPLE_MS / 1000} s)`,
    `RSS ${afterGc.map((p) => toMb(p.rss).toFixed(0)).join(" ")} MB; live heap ${afterGc.map((p) => toMb(p.heap).toFixed(0)).join(" ")} MB; external ${afterGc.map((p) => toMb(p.external).toFixed(1)).join(" ")} MB; slopes: RSS ${gcRssSlope.toFixed(1)} MB/min, heap ${gcHeapSlope.toFixed(1)} MB/min, external ${gcExternalSlope.toFixed(1)} MB/min`,
  );
  report.check(
    phase,
    "memory stable (RSS trend)",
    inspector !== undefined && afterGc.length >= 5 && gcRssSlope < RSS_SLOPE_LIMIT_MB_PER_MIN,
    `RSS slope ${gcRssSlope.toFixed(1)} MB/min after full GCs (limit ${RSS_SLOPE_LIMIT_MB_PER_MIN}) over ${afterGc.length} samples`,
  );
  report.check(
    phase,
    "live heap stable (trend)",
    inspector !== undefined && afterGc.length >= 5 && gcHeapSlope < HEAP_SLOPE_LIMIT_MB_PER_MIN,
    `heap slope ${gcHeapSlope.toFixed(1)} MB/min after full GCs (limit ${HEAP_SLOPE_LIMIT_MB_PER_MIN})`,
  );
  report.check(
    phase,
    "external memory stable (trend)",
    inspector !== undefined && afterGc.length >= 5 && gcExternalSlope < EXTERNAL_SLOPE_LIMIT_MB_PER_MIN,
    `Buffers and other external memory: slope ${gcExternalSlope.toFixed(1)} MB/min after full GCs (limit ${EXTERNAL_SLOPE_LIMIT_MB_PER_MIN})`,
  );
  report.check(phase, "server still running", !server.hasExited(), `pid ${server.pid}`);
}
