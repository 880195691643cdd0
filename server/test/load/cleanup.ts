/**
 * What a load or scale run started (servers, Chromium, clusters, files), undone in reverse order once: at the end,
 * on exit, or on Ctrl+C/SIGTERM. Each step runs even when an earlier one failed.
 */
export function createCleanup() {
  const steps: (() => void)[] = [];
  let done = false;
  function cleanup() {
    if (done) return;
    done = true;
    for (const step of steps.reverse()) {
      try {
        step();
      } catch (error) {
        console.error("cleanup step failed:", error instanceof Error ? error.message : error);
      }
    }
  }
  process.on("exit", cleanup);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: cleaning up`);
      cleanup();
      process.exit(130);
    });
  }
  return { cleanups: steps, cleanup };
}
