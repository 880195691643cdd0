import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Each file starts its own app and database (PGlite takes a few seconds to initialise).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
