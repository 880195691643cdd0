// Types for find-chromium.mjs, so TypeScript files (the Playwright config, the PDF renderer) can import it.

/** Flags for a headless Chromium on machines without a sandbox, a GPU or an internet connection. */
export declare const CHROMIUM_ARGS: readonly string[];

/** The first executable called `name` on PATH, or null. */
export declare function which(name: string, env?: NodeJS.ProcessEnv): string | null;

/**
 * The Chromium executable to use, or null: PUPPETEER_EXECUTABLE_PATH, then CHROMIUM_PATH, then /usr/bin/chromium,
 * then chromium, chromium-browser or google-chrome(-stable) on PATH.
 */
export declare function findChromium(env?: NodeJS.ProcessEnv): string | null;

/**
 * Chromium's headless shell (the PDF renderer's first choice), or null: CHROMIUM_HEADLESS_SHELL_PATH, then
 * /usr/lib/chromium/chromium-headless-shell (or Debian's /usr/bin wrapper), then chromium-headless-shell on PATH.
 */
export declare function findHeadlessShell(env?: NodeJS.ProcessEnv): string | null;
