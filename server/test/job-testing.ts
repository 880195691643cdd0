import pino from "pino";
import { createJobWorker } from "../src/jobs/job-worker";
import type { TestApp } from "./test-app";

/**
 * Runs the app's job worker with every handler, as index.ts starts it (the test app runs none by default), until a job
 * of the given kind has succeeded or the time is up; answers the states of that kind's jobs when it stopped.
 */
export async function runAppJobsUntilSucceeded(app: TestApp, kind: string, timeoutMs = 15_000): Promise<string[]> {
  const worker = createJobWorker({
    db: app.database.db,
    logger: pino({ level: "silent" }),
    handlers: app.services.jobHandlers,
    pollIntervalMs: 50,
  });
  worker.start();
  try {
    const deadline = Date.now() + timeoutMs;
    let states: string[] = [];
    while (Date.now() < deadline) {
      states = (await app.database.db.selectFrom("jobs").select("state").where("kind", "=", kind).execute()).map(
        (row) => row.state,
      );
      if (states.includes("succeeded")) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return states;
  } finally {
    await worker.stop();
  }
}
