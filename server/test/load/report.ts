import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The run's checks and figures: a table at the end, and the plain "N passed, M failed" line. With LOAD_REPORT_JSON
 * set, the checks are also written there as {passed, failed, failures}, which .ci/summarize.mjs adds to CI's totals.
 */
export interface CheckResult {
  phase: string;
  name: string;
  ok: boolean;
  detail: string;
}

export class Report {
  readonly checks: CheckResult[] = [];
  readonly figures: [string, string][] = [];

  check(phase: string, name: string, ok: boolean, detail: string) {
    this.checks.push({ phase, name, ok, detail });
    console.log(`  ${ok ? "PASS" : "FAIL"}  [${phase}] ${name} — ${detail}`);
  }

  figure(name: string, value: string) {
    this.figures.push([name, value]);
  }

  get failed() {
    return this.checks.filter((c) => !c.ok).length;
  }

  print() {
    const width = Math.max(...this.figures.map(([name]) => name.length), 10);
    console.log("\nFigures");
    for (const [name, value] of this.figures) console.log(`  ${name.padEnd(width)}  ${value}`);
    console.log("\nChecks");
    const phaseWidth = Math.max(...this.checks.map((c) => c.phase.length), 5);
    const nameWidth = Math.max(...this.checks.map((c) => c.name.length), 5);
    for (const c of this.checks) {
      console.log(
        `  ${c.ok ? "PASS" : "FAIL"}  ${c.phase.padEnd(phaseWidth)}  ${c.name.padEnd(nameWidth)}  ${c.detail}`,
      );
    }
    console.log(`\n${this.checks.length - this.failed} passed, ${this.failed} failed`);
    this.writeJson(process.env.LOAD_REPORT_JSON);
  }

  private writeJson(file: string | undefined) {
    if (!file) return;
    const failures = this.checks.filter((c) => !c.ok).map((c) => `[${c.phase}] ${c.name}: ${c.detail}`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ passed: this.checks.length - this.failed, failed: this.failed, failures }));
  }
}

/** Least-squares slope of y over x (units of y per unit of x). */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - meanX) * (p.y - meanY);
    den += (p.x - meanX) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
