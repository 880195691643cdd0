// Prints per-suite test counts from Vitest's and Playwright's JSON reports (and the load run's checks), then one last line
// "<N> passed, <M> failed[, <K> skipped]". Plain ESM without dependencies (runs on Node 20 and 24).
//
//   node .ci/summarize.mjs "<label>=<report.json>" ...
//
// Something that broke without failing a test still counts: a missing or unreadable report, a Vitest file that
// failed to load, a Playwright error outside the tests (the web server did not start) each count as one failure,
// so the last line never reads "0 failed" when a suite did not really run. Exits 1 when anything failed.
import { readFileSync } from "node:fs";

const MAX_LISTED = 15;

function vitestCounts(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") failures.push(`${test.fullName} (${file.name})`);
    }
    // A file that fails to load or whose hooks throw has no failed test of its own.
    const hasFailedTest = (file.assertionResults ?? []).some((test) => test.status === "failed");
    if (file.status === "failed" && !hasFailedTest) {
      failures.push(`${file.name}: ${(file.message || "failed").split("\n")[0]}`);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: failures.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    flaky: 0,
    failures,
  };
}

function playwrightCounts(report) {
  const failures = (report.errors ?? []).map((error) => `error: ${(error.message ?? "").split("\n")[0]}`);
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "unexpected") failures.push(`${[...titles, spec.title].join(" › ")} (${spec.file})`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, child.title ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  // `unexpected` counts failed tests; the errors outside tests are added on top.
  const outsideTests = (report.errors ?? []).length;
  return { passed: expected + flaky, failed: unexpected + outsideTests, skipped, flaky, failures };
}

function summarize(file) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const reason = error.code === "ENOENT" ? "no report (the step did not run or crashed)" : error.message;
    return { passed: 0, failed: 1, skipped: 0, flaky: 0, failures: [`${file}: ${reason}`] };
  }
  if ("stats" in report) return playwrightCounts(report);
  if ("testResults" in report) return vitestCounts(report);
  // The load and fault run's own report (server/test/load/report.ts): checks, not tests.
  return {
    passed: report.passed ?? 0,
    failed: report.failed ?? 1,
    skipped: 0,
    flaky: 0,
    failures: report.failures ?? [],
  };
}

function format({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`;
}

const suites = process.argv.slice(2).map((argument) => {
  const at = argument.indexOf("=");
  if (at < 1) throw new Error(`expected "<label>=<report.json>", got "${argument}"`);
  const label = argument.slice(0, at);
  return { label, ...summarize(argument.slice(at + 1)) };
});

const width = Math.max(0, ...suites.map((suite) => suite.label.length));
console.log("\nTest results");
for (const suite of suites) {
  const flaky = suite.flaky > 0 ? ` (${suite.flaky} flaky: passed on retry)` : "";
  console.log(`  ${suite.label.padEnd(width)}  ${format(suite)}${flaky}`);
  for (const failure of suite.failures.slice(0, MAX_LISTED)) console.log(`    ✗ ${failure}`);
  if (suite.failures.length > MAX_LISTED) console.log(`    … and ${suite.failures.length - MAX_LISTED} more`);
}

const total = { passed: 0, failed: 0, skipped: 0 };
for (const suite of suites) {
  total.passed += suite.passed;
  total.failed += suite.failed;
  total.skipped += suite.skipped;
}
console.log(format(total));
process.exitCode = total.failed > 0 ? 1 : 0;
