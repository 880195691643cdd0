import { defineProject, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

// Reuses the app's Vite config (React plugin, the `@` alias) so components are compiled as in the build.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: "client",
      environment: "jsdom",
      // A fixed origin, so msw handlers can name the exact URLs the tRPC link requests (http://localhost/api/trpc/…).
      environmentOptions: { jsdom: { url: "http://localhost/" } },
      include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
      setupFiles: ["./src/test/setup.ts"],
    },
  }),
);
