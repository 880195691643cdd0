import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
// Plain Playwright: the fixtures would treat this spec's own server (another port) as a foreign host.
import { expect, test } from "@playwright/test";

// Issue 25: a newcomer's first run. The shared e2e server has organizations (the admin API makes one per test), so
// this spec starts the built app on an EMPTY database of its own, sets the company up in the browser with demo data
// and lands on the home page with its figures.
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let baseURL = "";
const logLines: string[] = [];

test.beforeAll(async () => {
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "kancl-first-run-"));
  server = spawn(path.join(rootDir, "node_modules", ".bin", "node"), ["server/dist/index.js"], {
    cwd: rootDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => logLines.push(...chunk.toString().split("\n")));
  const deadline = Date.now() + 60_000;
  while (!logLines.some((line) => line.includes("/setup to set up Kancl"))) {
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${logLines.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("set up the company with demo data in the browser and land on the home page's figures", async ({ page }) => {
  test.setTimeout(180_000);
  expect(
    logLines.some((line) => line.includes(`Open http://localhost:${new URL(baseURL).port}/setup to set up Kancl`)),
  ).toBe(true);

  await page.goto(`${baseURL}/`);
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole("heading", { name: "Set up Kancl" })).toBeVisible();
  await page.getByLabel("Organization name").fill("Kancelářské potřeby Vltava s.r.o.");
  await page.getByLabel("IČO (optional)").fill("270 82 440");
  await page.getByLabel("Full Name").fill("Jana Nováková");
  await page.getByLabel("Email").fill("jana@vltava.cz");
  await page.getByLabel("Password", { exact: true }).fill("Kancl-heslo-2026!");
  await page.getByLabel("Confirm Password").fill("Kancl-heslo-2026!");
  await expect(page.getByLabel("Fill with demo data")).toBeChecked();
  await page.getByRole("button", { name: "Set up Kancl" }).click();

  // Signed in, on the home page: the spec's heading and cards, and the figures above them.
  await expect(page.getByRole("heading", { name: "Přehled", exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("region", { name: "Signed-in user" })).toContainText("Jana Nováková");
  const pipeline = page.locator('[aria-labelledby="overview-pipeline"]');
  await expect(pipeline.getByRole("link", { name: /^Won/ })).toContainText("7");
  const invoices = page.locator('[aria-labelledby="overview-invoices"]');
  await expect(invoices.getByRole("link", { name: /^Po splatnosti/ })).toContainText("6");
  await expect(
    page
      .getByRole("img", { name: /Graf tržeb/ })
      .locator("canvas")
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Backend status" })).toBeVisible();
  await expect(page.getByText("Roadmap")).toBeVisible();

  // A figure leads to the list filtered to it.
  await invoices.getByRole("link", { name: /^Po splatnosti/ }).click();
  await expect(page).toHaveURL(/\/crm\/invoices\?status=overdue&kind=invoice$/);
  await expect(page.getByRole("row")).toHaveCount(1 + 6);

  // The set-up is closed for good.
  const status = await page.request.get(`${baseURL}/api/v1/setup`);
  expect(await status.json()).toEqual({ open: false });
});
