import { freshInvoice, renderPdf } from "./invoice-flows";
import { type Report, seconds } from "./report";
import { isAlive, type ServerProcess } from "./server-process";
import type { LoadUser } from "./workload";

/** Phase 3: SIGKILL the browser while PDFs render; the renders in flight and the next PDF must succeed. */
export async function chromiumKillPhase(report: Report, server: ServerProcess, users: LoadUser[]) {
  const phase = "chromium kill";
  console.log(`\n[${phase}] SIGKILL the browser while PDFs render`);
  const user = users[0] as LoadUser;
  // Enough renders that most are still running or queued when the first has answered (one takes ~20 ms in the
  // headless shell; 2 run at once and 20 may wait).
  const invoices = await Promise.all(Array.from({ length: 12 }, () => freshInvoice(server, user)));
  // The browser is normally up from the load; make sure of it.
  if (!server.chromiumPids().length) await renderPdf(server, user, await freshInvoice(server, user));
  const browserPid = server.chromiumPids()[0];
  if (browserPid === undefined) throw new Error("no Chromium process under the server");

  let answered = 0;
  const renders = invoices.map((id) =>
    renderPdf(server, user, id).finally(() => {
      answered++;
    }),
  );
  // Killed once the renders are under way: when the first has answered, the others are running or queued.
  await Promise.race(renders);
  process.kill(browserPid, "SIGKILL");
  const killedAt = Date.now();
  const inFlightAtKill = renders.length - answered;
  const results = await Promise.all(renders);
  const settledIn = Date.now() - killedAt;
  const statuses = results.map((r) => r.status);
  report.figure(
    "chromium kill: renders in flight",
    `${inFlightAtKill} of ${renders.length} not yet answered at the kill; answered ${statuses.join(", ")} within ${seconds(settledIn)}`,
  );
  report.check(phase, "renders were in flight when the browser was killed", inFlightAtKill > 0, `${inFlightAtKill}`);
  report.check(
    phase,
    "renders in flight answer 200 or 503 {error}, no hang",
    results.every((r) => r.status === 200 || (r.status === 503 && typeof r.error === "string")) && settledIn < 35_000,
    `statuses ${statuses.join(", ")} within ${seconds(settledIn)}`,
  );

  const next = await renderPdf(server, user, await freshInvoice(server, user));
  const isPdf = next.pdf?.subarray(0, 5).toString("latin1") === "%PDF-";
  report.check(
    phase,
    "the next PDF renders",
    next.status === 200 && isPdf,
    `${next.status}, ${next.pdf?.length ?? 0} bytes${isPdf ? " of PDF" : ""} in ${next.ms} ms`,
  );
  const newBrowser = server.chromiumPids()[0];
  report.check(
    phase,
    "a new browser replaced the killed one",
    newBrowser !== undefined && newBrowser !== browserPid && !isAlive(browserPid),
    `killed ${browserPid}, now ${newBrowser ?? "none"}`,
  );
  report.check(phase, "server still running", !server.hasExited(), `pid ${server.pid}`);
}
