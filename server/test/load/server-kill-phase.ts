import { api, sleep } from "./api";
import { CONNECTIONS, FAULTS } from "./config";
import { checkInvoiceInvariants, verifyWrites } from "./database-checks";
import { freshInvoice, renderPdf } from "./invoice-flows";
import { type Report, seconds } from "./report";
import { isAlive, type ServerProcess } from "./server-process";
import type { TempPostgres } from "./temp-postgres";
import { LoadRecorder, type LoadUser, startLoad } from "./workload";

/** Phase 4: SIGKILL the server under load; no partial invoice, no lost write, and it starts again. */
export async function serverKillPhase(
  report: Report,

  server: ServerProcess,
  users: LoadUser[],
  postgres: TempPostgres,
  restart: () => Promise<ServerProcess>,
  /** Records the Chromium processes of a server, so the run can remove any left behind. */
  trackChromium: (server: ServerProcess) => void,
): Promise<ServerProcess> {
  const phase = "server kill";
  console.log(`\n[${phase}] SIGKILL the server after ${seconds(FAULTS.beforeKillMs)} of load, then start it again`);
  const recorder = new LoadRecorder();
  const run = startLoad({
    baseUrl: server.baseUrl,
    users,
    durationSeconds: Math.ceil(FAULTS.beforeKillMs / 1000) + 5,
    connections: CONNECTIONS,
    recorder,
    pdfEvery: 4,
  });
  await sleep(FAULTS.beforeKillMs);
  trackChromium(server);
  const browsers = server.chromiumPids();
  server.kill("SIGKILL");
  const exit = await server.exited;
  run.instance.stop();
  await run.done;
  report.check(phase, "server killed mid-load", exit.signal === "SIGKILL", `exit signal ${exit.signal}`);

  const invariants = await checkInvoiceInvariants(postgres.url);
  report.figure("server kill: invoices checked", `${invariants.invoices} invoices, ${invariants.items} items`);
  report.check(
    phase,
    "no partial invoice (items, totals, numbering)",
    invariants.violations.length === 0,
    invariants.violations.join("; ") || `${invariants.invoices} invoices consistent`,
  );
  const verdict = await verifyWrites(postgres.url, recorder.writes);
  report.check(
    phase,
    "every write answered 2xx before the kill is present",
    verdict.missing.length === 0 && verdict.stale.length === 0,
    `${verdict.checked} records, ${verdict.missing.length} missing, ${verdict.stale.length} at an older version`,
  );
  await sleep(1000);
  const orphans = browsers.filter(isAlive);
  report.figure("server kill: Chromium left behind", `${orphans.length} of ${browsers.length} processes`);

  const restarted = await restart();
  trackChromium(restarted);
  const user = users[0] as LoadUser;
  const list = await api(restarted.baseUrl, "GET", "/crm/invoices", { cookie: user.cookie });
  report.check(phase, "restarted; sessions still valid", list.status === 200, `GET /crm/invoices ${list.status}`);
  const pdf = await renderPdf(restarted, user, await freshInvoice(restarted, user));
  report.check(phase, "creates and renders after the restart", pdf.status === 200, `invoice + PDF ${pdf.status}`);
  const after = await checkInvoiceInvariants(postgres.url);
  report.check(
    phase,
    "invariants hold after the restart",
    after.violations.length === 0,
    after.violations.join("; ") || `${after.invoices} invoices consistent`,
  );
  return restarted;
}
