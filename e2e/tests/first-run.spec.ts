import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
// Plain Playwright: the fixtures would treat this spec's own server (another port) as a foreign host.
import { expect, test } from "@playwright/test";
import { firstLink, waitForMail } from "../fixtures/mailbox";

// Issue 25's "Done when", as one walk: a newcomer's first run. The shared e2e server has organizations (the admin API
// makes one per test), so this spec starts the built app on an EMPTY database of its own — the way `npm start` runs
// it — sets the company up in the browser with demo data, lands on the home page's figures, invites a colleague (the
// mail goes through SMTP to the test SMTP server the config starts), and the colleague joins through the e-mailed
// link as a member and resets their password from the e-mailed link.
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
  // A cold start (migrations on an empty database, the PDF renderer's check) on a busy machine can take a minute.
  test.setTimeout(150_000);
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
      // The test SMTP server of playwright.config.ts (E2E_PORT + 10,000), which writes each message for the mailbox.
      SMTP_URL: `smtp://127.0.0.1:${(Number(process.env.E2E_PORT) || 3210) + 10_000}`,
      MAIL_FROM: "Kancl <kancl@kancl.test>",
      APP_URL: baseURL,
      JOBS_POLL_INTERVAL_SECONDS: "1",
      AUTH_REQUESTS_PER_IP: "100000",
      AUTH_PASSWORD_RESETS_PER_IP: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => logLines.push(...chunk.toString().split("\n")));
  const deadline = Date.now() + 140_000;
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

const ORGANIZATION = "Kancelářské potřeby Vltava s.r.o.";

test("a newcomer sets up the company with demo data, invites a colleague by e-mail, who joins as a member and resets a password", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  expect(
    logLines.some((line) => line.includes(`Open http://localhost:${new URL(baseURL).port}/setup to set up Kancl`)),
  ).toBe(true);

  await page.goto(`${baseURL}/`);
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole("heading", { name: "Set up Kancl" })).toBeVisible();
  await page.getByLabel("Organization name").fill(ORGANIZATION);
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
  await expect(invoices.getByRole("link", { name: /^Overdue/ })).toContainText("6");
  await expect(
    page
      .getByRole("img", { name: /Revenue by month chart/ })
      .locator("canvas")
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Backend status" })).toBeVisible();
  await expect(page.getByText("Roadmap")).toBeVisible();

  // A figure leads to the list filtered to it.
  await invoices.getByRole("link", { name: /^Overdue/ }).click();
  await expect(page).toHaveURL(/\/crm\/invoices\?status=overdue&kind=invoice$/);
  await expect(page.getByRole("row")).toHaveCount(1 + 6);

  // The set-up is closed for good.
  const status = await page.request.get(`${baseURL}/api/v1/setup`);
  expect(await status.json()).toEqual({ open: false });

  // She invites a colleague from Settings → Users; the invitation leaves by e-mail.
  const email = `karel-${Date.now()}@vltava.cz`;
  await page.goto(`${baseURL}/settings/users`);
  const form = page.getByRole("form", { name: "Invite someone" });
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await expect(form.getByRole("combobox", { name: "Role" })).toHaveValue("member");
  await form.getByRole("button", { name: "Invite" }).click();
  const sent = page.getByRole("dialog", { name: "Invitation sent" });
  await expect(sent).toBeVisible();
  await sent.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("table", { name: "Pending invitations" })).toContainText(email);
  const [invitation] = await waitForMail(email, `You are invited to ${ORGANIZATION} in Kancl`, 1, 60_000);
  const invitationLink = firstLink(invitation?.text ?? "");
  expect(invitationLink).toMatch(new RegExp(`^${baseURL}/invite/[\\w-]{43}$`));

  // The colleague opens the e-mailed link in a browser of their own and joins as a member.
  const colleague = await browser.newContext();
  try {
    const theirs = await colleague.newPage();
    await theirs.goto(invitationLink);
    await expect(theirs.getByRole("heading", { name: `Join ${ORGANIZATION}` })).toBeVisible();
    await expect(theirs.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await theirs.getByLabel("Full Name").fill("Karel Kolega");
    await theirs.getByLabel("Password", { exact: true }).fill("Karlovo-heslo-2026!");
    await theirs.getByLabel("Confirm Password").fill("Karlovo-heslo-2026!");
    await theirs.getByRole("button", { name: "Create account" }).click();
    await expect(theirs.getByRole("heading", { level: 1, name: "Přehled" })).toBeVisible({ timeout: 30_000 });
    const me = await colleague.request.get(`${baseURL}/api/v1/auth/me`);
    expect(await me.json()).toMatchObject({ email, role: "member", name: "Karel Kolega" });

    // Later, signed out, the colleague has forgotten the password: a reset link by e-mail, a new password.
    await colleague.clearCookies();
    await theirs.goto(`${baseURL}/login`);
    await theirs.getByRole("link", { name: "Forgot password?" }).click();
    // The sign-in form has an Email field too: fill the one of the page the link opened, once it is there.
    await expect(theirs.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
    await theirs.getByLabel("Email").fill(email);
    await theirs.getByRole("button", { name: "Send the link" }).click();
    await expect(theirs.getByRole("status")).toContainText("If an account exists for that address");
    const [reset] = await waitForMail(email, "Reset your Kancl password", 1, 60_000);
    await theirs.goto(firstLink(reset?.text ?? ""));
    await theirs.getByLabel("New password", { exact: true }).fill("Karlovo-nove-heslo-2026!");
    await theirs.getByLabel("Confirm new password").fill("Karlovo-nove-heslo-2026!");
    await theirs.getByRole("button", { name: "Set the new password" }).click();
    await expect(theirs.getByRole("status")).toHaveText(
      "Your password has been changed. Sign in with the new password.",
    );
    await theirs.goto(`${baseURL}/login`);
    await theirs.getByLabel("Email").fill(email);
    await theirs.getByLabel("Password").fill("Karlovo-nove-heslo-2026!");
    await theirs.getByRole("button", { name: "Sign in" }).click();
    await expect(theirs.getByRole("heading", { level: 1, name: "Přehled" })).toBeVisible();
  } finally {
    await colleague.close();
  }

  // The owner sees the colleague as a member.
  await page.reload();
  const members = page.getByRole("table", { name: "Members" });
  await expect(members.getByRole("row").filter({ hasText: email })).toContainText("Karel Kolega");
  await expect(members.getByRole("combobox", { name: "Role of Karel Kolega" })).toHaveValue("member");
});
