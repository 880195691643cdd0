import { defineConfig } from "vitest/config";

// One `vitest run` runs every workspace's tests: shared unit tests, server integration tests over HTTP,
// client component tests in jsdom. Each workspace has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ["shared", "server", "client"],
  },
});
