import { spawn } from "node:child_process";
import type { PdfRendererState } from "@kancl/shared";
import { type ChromiumSettings, findChromium, findHeadlessShell } from "./find-chromium";

/** Debian's packages that give the server what it renders PDFs with (the same as scripts/find-chromium.mjs). */
export const RENDERER_PACKAGES = ["chromium-headless-shell", "fonts-dejavu-core", "fonts-liberation"] as const;

const INSTALL_HINT = `apt-get install -y --no-install-recommends ${RENDERER_PACKAGES.join(" ")}`;

/** The sentences the health check, the Overview and a refused PDF say (issue 25 item 8). */
export const RENDERER_MESSAGES = {
  ready: (path: string) => `Invoice PDFs are rendered with ${path}`,
  installing: "Chromium's headless shell is being installed for invoice PDFs; PDFs work once it is in place",
  missing: `No Chromium for invoice PDFs: install Debian's chromium-headless-shell (as root: ${INSTALL_HINT}) or set CHROMIUM_HEADLESS_SHELL_PATH`,
  installFailed: (reason: string) =>
    `Installing Chromium for invoice PDFs failed (${reason}): install it by hand (as root: ${INSTALL_HINT}) or set CHROMIUM_HEADLESS_SHELL_PATH`,
  refused: (state: PdfRendererState) => `PDFs cannot be made on this server yet. ${state.message}.`,
} as const;

/** A program and its arguments; each step of an installation runs after the previous one succeeded. */
export type InstallStep = readonly [command: string, ...args: string[]];

// `env` sets DEBIAN_FRONTEND for apt alone (this file does not read or pass on the server's environment, decision 061).
const APT = ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "-o", "DPkg::Lock::Timeout=300"] as const;
export const APT_INSTALL_STEPS: readonly InstallStep[] = [
  [...APT, "update"],
  [...APT, "install", "-y", "--no-install-recommends", ...RENDERER_PACKAGES],
];

export interface RendererLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface RendererAvailability {
  /** Looked up at each call (a few stat calls): an installation done by hand is seen at once. */
  state(): PdfRendererState;
  /**
   * At start-up: when no Chromium is found and `install` is given (root with apt-get, see index.ts), runs the
   * installation in the background and answers at once; otherwise logs one line saying what to install.
   * Resolves when the installation has ended (at once when there is none).
   */
  start(options: { install?: readonly InstallStep[] }): Promise<void>;
}

function runStep([command, ...args]: InstallStep): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-500);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} exited with ${code}${stderr ? `: ${stderr.trim().split("\n").at(-1)}` : ""}`));
    });
  });
}

/**
 * Whether PDFs can be rendered here, and the installation of what they need when the server may install it. The
 * renderer itself looks for its browser at each launch (pdf-renderer.ts), so it uses what an installation put in
 * place without a restart.
 */
export function createRendererAvailability(
  chromium: ChromiumSettings,
  logger: RendererLogger,
  /** Where the browser is; the server's own lookup (find-chromium.ts) unless a test names its own place. */
  locate: () => string | undefined = () => findHeadlessShell(chromium) ?? findChromium(chromium),
): RendererAvailability {
  let installing = false;
  let failure: string | undefined;

  function state(): PdfRendererState {
    const found = locate();
    if (found) return { status: "ready", message: RENDERER_MESSAGES.ready(found) };
    if (installing) return { status: "installing", message: RENDERER_MESSAGES.installing };
    return { status: "missing", message: failure ?? RENDERER_MESSAGES.missing };
  }

  return {
    state,
    async start({ install }) {
      if (state().status === "ready") return;
      if (!install) {
        logger.warn(RENDERER_MESSAGES.missing);
        return;
      }
      installing = true;
      logger.info(`${RENDERER_MESSAGES.installing} (${install.map((step) => step.join(" ")).join("; ")})`);
      try {
        for (const step of install) await runStep(step);
        installing = false;
        const after = state();
        if (after.status === "ready") logger.info(after.message);
        else {
          failure = RENDERER_MESSAGES.installFailed("nothing usable was installed");
          logger.warn(failure);
        }
      } catch (error) {
        installing = false;
        failure = RENDERER_MESSAGES.installFailed(error instanceof Error ? error.message : String(error));
        logger.warn(failure);
      }
    },
  };
}
