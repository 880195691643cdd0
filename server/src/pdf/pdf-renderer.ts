import puppeteer, { type Browser } from "puppeteer-core";
import { AppError } from "../errors/app-error";
import { CHROMIUM_ARGS, type ChromiumSettings, findChromium, findHeadlessShell } from "./find-chromium";
import { closeStartupPages, openRenderPage, RendererGoneError, type RenderPage } from "./render-page";
import { RENDERER_MESSAGES } from "./renderer-availability";

export interface PdfLimits {
  concurrentRenders: number;
  queueLength: number;
  timeoutMs: number;
  rendersPerBrowser: number;
}

/** Limits of the PDF service. */
export const PDF_LIMITS: PdfLimits = {
  concurrentRenders: 2,
  queueLength: 20,
  timeoutMs: 30_000,
  rendersPerBrowser: 100,
};

export interface PdfRenderer {
  render(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * The browser to launch: a given executable as a full Chromium, else Chromium's headless shell when installed, else
 * the full Chromium in its headless mode. The shell is the same Chromium without the browser's UI layers; it renders
 * a PDF with well under half the CPU (its browser process does ~3 ms of work per PDF instead of ~13 ms), launches in
 * ~0.25 s instead of ~0.6 s and needs ~250 instead of ~400 MB (docs/benchmarks.md, benchmark 6).
 */
export function browserExecutable(given?: string, chromium: ChromiumSettings = {}): BrowserExecutable | undefined {
  if (given) return { executablePath: given, headless: true, args: [] };
  const shell = findHeadlessShell(chromium);
  if (shell) return { executablePath: shell, headless: "shell", args: HEADLESS_SHELL_ARGS };
  const full = findChromium(chromium);
  return full ? { executablePath: full, headless: true, args: [] } : undefined;
}

interface BrowserExecutable {
  executablePath: string;
  headless: true | "shell";
  /** Flags for this kind of browser, after CHROMIUM_ARGS. */
  args: readonly string[];
}

/**
 * The headless shell's pages produce no frames unless asked to (nobody asks: printing paints on its own), so its
 * compositor, raster and GPU process do not work for pages that are only printed: ~30 % more PDFs per second on the
 * same cores (docs/benchmarks.md, benchmark 6). A headless-shell switch; the full Chromium does not take it.
 */
const HEADLESS_SHELL_ARGS = ["--enable-begin-frame-control"] as const;

/**
 * A render in flight when the browser or the page's renderer dies is retried once, on a fresh browser or page,
 * before it fails (503).
 */
const ATTEMPTS_PER_RENDER = 2;

/** A launched (or launching) browser and the renders it has taken. */
interface BrowserEntry {
  launched: Promise<Browser>;
  /** Set once launched. */
  browser?: Browser;
  /** Renders started on it. */
  renders: number;
  /** Renders running on it now. */
  inFlight: number;
  /** No new renders go to it; it is closed when inFlight reaches 0. */
  replaced: boolean;
}

/**
 * One Chromium per process, reused; at most 2 renders at once and a bounded queue (429 past it); JavaScript off and
 * every network request blocked, so nothing in a document can reach out. The browser is replaced every 100 renders
 * (memory) and whenever it crashes.
 *
 * Opening a context and a page costs 3–4× more Chromium CPU than the render itself (docs/benchmarks.md, benchmark 6),
 * so each render slot keeps its page (render-page.ts): there are at most as many pages as slots, the idle ones
 * waiting for the next render (the most recently used first: its renderer's memory is still warm), prepared in the
 * background when there is none. A page that failed in any way is closed, never reused.
 */
export function createPdfRenderer(
  options: {
    /** This executable, launched as a full Chromium; otherwise the browser is looked for where `chromium` says. */
    executablePath?: string;
    chromium?: ChromiumSettings;
    limits?: Partial<PdfLimits>;
    /** Why there is no browser to launch (installing, or what to install): the 503 a render answers then. */
    missingMessage?: () => string;
  } = {},
): PdfRenderer {
  const limits = { ...PDF_LIMITS, ...options.limits };
  /** The browser new renders go to; replaced once it has taken its share of renders. */
  let current: BrowserEntry | undefined;
  /** Replaced browsers still finishing renders: each is closed when its last one ends. */
  const draining = new Set<BrowserEntry>();
  let running = 0;
  const waiting: (() => void)[] = [];
  let closed = false;
  /** Pages ready for a render (or being prepared); with the pages of running renders, no more than the slots. */
  const idle: Promise<RenderPage | undefined>[] = [];

  function launch(): BrowserEntry {
    const executable = browserExecutable(options.executablePath, options.chromium);
    const launched = executable
      ? // Over a pipe, Chromium exits when this process dies (even by SIGKILL); over a WebSocket it would live on.
        puppeteer
          .launch({
            executablePath: executable.executablePath,
            headless: executable.headless,
            pipe: true,
            args: [...CHROMIUM_ARGS, ...executable.args],
          })
          .then(closeStartupPages)
      : Promise.reject(
          new AppError(
            "SERVICE_UNAVAILABLE",
            options.missingMessage?.() ??
              RENDERER_MESSAGES.refused({ status: "missing", message: RENDERER_MESSAGES.missing }),
          ),
        );
    const entry: BrowserEntry = { launched, renders: 0, inFlight: 0, replaced: false };
    const forget = () => {
      if (current === entry) current = undefined;
      draining.delete(entry);
    };
    launched.then((b) => {
      entry.browser = b;
      b.on("disconnected", forget);
    }, forget);
    return entry;
  }

  /**
   * The browser for a new render. Once the current one has taken its share of renders, new renders go to a fresh
   * browser at once, and the old one finishes what it has and is closed then: a quiet moment (no render running)
   * is not needed, so a steady stream of renders cannot keep an old browser alive, growing, with no idle pages.
   */
  function browserForRender(): BrowserEntry {
    if (current && current.renders >= limits.rendersPerBrowser) {
      const old = current;
      old.replaced = true;
      if (old.inFlight === 0) void closeBrowser(old);
      else draining.add(old);
      current = undefined;
    }
    current ??= launch();
    return current;
  }

  function closeBrowser(entry: BrowserEntry): Promise<void> {
    draining.delete(entry);
    return entry.launched.then((b) => b.close()).catch(() => {});
  }

  async function acquire(): Promise<void> {
    if (running < limits.concurrentRenders) {
      running++;
      return;
    }
    if (waiting.length >= limits.queueLength) throw new AppError("TOO_MANY_REQUESTS", "PDF service is busy");
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  /**
   * Whether another page may wait idle: with the pages of the other renders running, there would still be no more
   * pages than slots; and the current browser is not due for replacing.
   */
  const roomForIdlePage = (otherRendersRunning: number) =>
    !closed &&
    current !== undefined &&
    idle.length + otherRendersRunning < limits.concurrentRenders &&
    current.renders < limits.rendersPerBrowser;

  /** Keeps a page ready for the next render, on the current browser (called when a render has ended). */
  function prepareIdlePage() {
    if (roomForIdlePage(running) && current) idle.push(current.launched.then(openRenderPage).catch(() => undefined));
  }

  /** The most recently used idle page of the given browser if there is one; otherwise a new one. */
  async function takePage(instance: Browser): Promise<RenderPage> {
    while (idle.length > 0) {
      const candidate = await idle.pop();
      if (!candidate) continue;
      if (candidate.browser === instance && candidate.usable()) return candidate;
      void candidate.close();
    }
    return openRenderPage(instance);
  }

  /** After a successful render the page waits for the next one, unless its browser is being replaced. */
  function putBack(used: RenderPage) {
    if (roomForIdlePage(running - 1) && used.usable() && used.browser === current?.browser)
      idle.push(Promise.resolve(used));
    else void used.close();
  }

  /**
   * A wait on the page (its fonts, say) could stay pending when the browser dies under it, until the timeout: a render
   * ends as soon as its browser disconnects.
   */
  async function renderOnce(html: string, deadline: AbortSignal): Promise<Buffer> {
    const entry = browserForRender();
    entry.renders++;
    entry.inFlight++;
    try {
      const instance = await entry.launched;
      if (!instance.connected) throw new RendererGoneError("Chromium");
      let onDisconnected = () => {};
      const disconnected = new Promise<never>((_, reject) => {
        onDisconnected = () => reject(new RendererGoneError("Chromium"));
        instance.once("disconnected", onDisconnected);
      });
      try {
        return await Promise.race([draw(html, instance, deadline), disconnected]);
      } finally {
        instance.off("disconnected", onDisconnected);
      }
    } finally {
      entry.inFlight--;
      if (entry.replaced && entry.inFlight === 0) void closeBrowser(entry);
    }
  }

  async function draw(html: string, instance: Browser, deadline: AbortSignal): Promise<Buffer> {
    const used = await takePage(instance);
    // A render that outlives its limit closes its page, which ends every wait of the render.
    const closeOverdue = () => void used.close();
    deadline.addEventListener("abort", closeOverdue, { once: true });
    let pdf: Buffer;
    try {
      pdf = await used.print(html);
    } catch (error) {
      // Whatever state the page was left in, it is not used again.
      void used.close();
      throw error;
    } finally {
      deadline.removeEventListener("abort", closeOverdue);
    }
    putBack(used);
    return pdf;
  }

  return {
    async render(html) {
      if (closed) throw new Error("PDF renderer is closed");
      await acquire();
      // One clock for the whole render: it fails the caller and closes the page the render is on.
      const deadline = new AbortController();
      const timer = setTimeout(
        () => deadline.abort(new Error(`PDF render took longer than ${limits.timeoutMs} ms`)),
        limits.timeoutMs,
      );
      const timeout = new Promise<never>((_, reject) => {
        deadline.signal.addEventListener("abort", () => reject(deadline.signal.reason), { once: true });
      });
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            return await Promise.race([renderOnce(html, deadline.signal), timeout]);
          } catch (error) {
            if (!(error instanceof RendererGoneError) || attempt >= ATTEMPTS_PER_RENDER || closed) throw error;
          }
        }
      } finally {
        clearTimeout(timer);
        release();
        prepareIdlePage();
      }
    },
    async close() {
      closed = true;
      idle.length = 0;
      const browsers = [...draining, ...(current ? [current] : [])];
      current = undefined;
      await Promise.all(browsers.map(closeBrowser));
    },
  };
}
