/**
 * Benchmark 8 (and 4's front-end half): Lighthouse, mobile preset (its default configuration: simulated slow 4G and
 * 4× CPU slowdown on a Moto G Power-sized screen), in Debian's Chromium, on the signed-in contacts list of an
 * organization with 10,000 contacts. Prints one JSON line.
 *
 *   tsx bench/lighthouse.ts <base-url> <email> <password> [report.json]
 *
 * LIGHTHOUSE_PATH audits another page of the signed-in app instead (benchmark 18: `/`, the home page).
 */
import { writeFileSync } from "node:fs";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, findChromium } from "../scripts/find-chromium.mjs";

const [base, email, password] = process.argv.slice(2) as [string, string, string];
const browser = await puppeteer.launch({
  executablePath: findChromium() ?? "/usr/bin/chromium",
  headless: true,
  args: [...CHROMIUM_ARGS],
});
try {
  const page = await browser.newPage();
  // Sign in the way the app does (HttpOnly session cookies in the browser's jar), then audit the list.
  await page.goto(`${base}/login`, { waitUntil: "load" });
  const status = await page.evaluate(
    async (credentials) =>
      (
        await fetch("/api/v1/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(credentials),
        })
      ).status,
    { email, password },
  );
  if (status !== 200) throw new Error(`sign-in answered ${status}`);

  const url = `${base}${process.env.LIGHTHOUSE_PATH || "/crm/contacts"}`;
  const result = await lighthouse(
    url,
    { output: "json", logLevel: "error", onlyCategories: ["performance"] },
    undefined,
    // Lighthouse bundles its own puppeteer-core types; the page object is the same protocol client.
    page as never,
  );
  if (!result) throw new Error("Lighthouse returned nothing");
  const { lhr } = result;
  // The whole report, for looking into a result: tsx bench/lighthouse.ts <base> <email> <password> <report.json>
  const reportFile = process.argv[5];
  if (reportFile) writeFileSync(reportFile, result.report as string);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  console.log(
    JSON.stringify({
      finalUrl: lhr.finalDisplayedUrl,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit("largest-contentful-paint"),
      cls: audit("cumulative-layout-shift"),
      tbtMs: audit("total-blocking-time"),
      fcpMs: audit("first-contentful-paint"),
      runtimeError: lhr.runtimeError?.message,
      warnings: lhr.runWarnings,
      userAgent: lhr.environment.hostUserAgent,
    }),
  );
} finally {
  await browser.close();
}
