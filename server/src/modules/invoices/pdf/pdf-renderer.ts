import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { CHROMIUM_ARGS, findChromium } from "../../../../../scripts/find-chromium.mjs";
import { AppError } from "../../../trpc/app-error";

export interface PdfLimits {
  concurrentRenders: number;
  queueLength: number;
  timeoutMs: number;
  rendersPerBrowser: number;
}

/** Limits of the PDF service (the invoices issue). */
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

/** The browser went away during a render (crashed, OOM-killed): the render may be retried on a new one. */
class BrowserGoneError extends Error {
  override name = "BrowserGoneError";
  constructor() {
    super("Chromium disconnected during the render");
  }
}

/** A render in flight when the browser dies is retried once on a fresh browser before it fails (503). */
const ATTEMPTS_PER_RENDER = 2;

/**
 * A render page: its own browser context (so its own renderer process, and two renders really run side by side) with
 * JavaScript off and every request but data: URLs blocked. It is reused render after render; `setContent` replaces
 * the whole document each time, and with no scripts, no storage and no network nothing of one invoice outlives it.
 */
interface RenderPage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * One Chromium per process, reused; at most 2 renders at once and a bounded queue (429 past it); JavaScript off and
 * every network request blocked, so nothing in an invoice can reach out. The browser is replaced every 100 renders
 * (memory) and whenever it crashes.
 *
 * Opening a context and a page costs 3–4× more Chromium CPU than the render itself (docs/benchmarks.md, benchmark 6),
 * so each render slot keeps its page: up to one idle page per slot waits for the next render, prepared in the
 * background when there is none. A page that failed in any way is closed, never reused.
 */
export function createPdfRenderer(options: { executablePath?: string; limits?: Partial<PdfLimits> } = {}): PdfRenderer {
  const limits = { ...PDF_LIMITS, ...options.limits };
  let browser: Promise<Browser> | undefined;
  let rendersOnBrowser = 0;
  let running = 0;
  const waiting: (() => void)[] = [];
  let closed = false;
  /** Pages ready for a render (or being prepared), at most one per render slot. */
  const idle: Promise<RenderPage | undefined>[] = [];

  function launch(): Promise<Browser> {
    const executablePath = options.executablePath ?? findChromium();
    if (!executablePath) {
      return Promise.reject(new Error("No Chromium found: install it with `node scripts/find-chromium.mjs --install`"));
    }
    // Over a pipe, Chromium exits when this process dies (even by SIGKILL); over a WebSocket it would live on.
    const launched = puppeteer.launch({ executablePath, headless: true, pipe: true, args: [...CHROMIUM_ARGS] });
    launched.then(
      (b) =>
        b.on("disconnected", () => {
          if (browser === launched) browser = undefined;
        }),
      () => {
        if (browser === launched) browser = undefined;
      },
    );
    return launched;
  }

  async function currentBrowser(): Promise<Browser> {
    if (rendersOnBrowser >= limits.rendersPerBrowser && browser && running === 1) {
      // Only the caller is rendering: safe to recycle the browser now (its idle pages go with it).
      const old = browser;
      browser = undefined;
      rendersOnBrowser = 0;
      old.then((b) => b.close()).catch(() => {});
    }
    browser ??= launch();
    return browser;
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

  async function openPage(instance: Browser): Promise<RenderPage> {
    const context = await instance.createBrowserContext();
    try {
      const page = await context.newPage();
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on("request", (request) => {
        // Inlined fonts are data: URLs; everything else (http, file, ws …) is refused.
        if (request.url().startsWith("data:")) void request.continue();
        else void request.abort("blockedbyclient");
      });
      return { browser: instance, context, page };
    } catch (error) {
      await context.close().catch(() => {});
      throw error;
    }
  }

  const alive = (candidate: RenderPage): boolean => candidate.browser.connected && !candidate.page.isClosed();
  const usable = (candidate: RenderPage, current: Browser): boolean =>
    candidate.browser === current && alive(candidate);

  /** Whether another idle page may wait: a slot is free and the current browser is not due for recycling. */
  const roomForIdlePage = () =>
    !closed &&
    browser !== undefined &&
    idle.length < limits.concurrentRenders &&
    rendersOnBrowser < limits.rendersPerBrowser;

  /** Keeps a page ready for the next render, on the current browser. */
  function prepareIdlePage() {
    if (roomForIdlePage() && browser) idle.push(browser.then(openPage).catch(() => undefined));
  }

  /** An idle page of the current, connected browser if there is one; otherwise a new one. */
  async function takePage(): Promise<RenderPage> {
    const current = await currentBrowser();
    while (idle.length > 0) {
      const candidate = await idle.shift();
      if (!candidate) continue;
      if (usable(candidate, current)) return candidate;
      void candidate.context.close().catch(() => {});
    }
    return openPage(current);
  }

  /** After a successful render the page waits for the next one, unless its browser is going away. */
  function putBack(used: RenderPage) {
    if (roomForIdlePage() && alive(used)) idle.push(Promise.resolve(used));
    else void used.context.close().catch(() => {});
  }

  /**
   * Some puppeteer calls (waiting for 'load') stay pending when the browser dies under them, until the timeout:
   * a render ends as soon as its browser disconnects.
   */
  async function renderOnce(html: string): Promise<Buffer> {
    const instance = await currentBrowser();
    if (!instance.connected) throw new BrowserGoneError();
    let onDisconnected = () => {};
    const disconnected = new Promise<never>((_, reject) => {
      onDisconnected = () => reject(new BrowserGoneError());
      instance.once("disconnected", onDisconnected);
    });
    try {
      return await Promise.race([draw(html), disconnected]);
    } finally {
      instance.off("disconnected", onDisconnected);
    }
  }

  async function draw(html: string): Promise<Buffer> {
    const used = await takePage();
    rendersOnBrowser++;
    let pdf: Uint8Array;
    try {
      await used.page.setContent(html, { waitUntil: "load", timeout: limits.timeoutMs });
      pdf = await used.page.pdf({
        format: "A4",
        printBackground: true,
        preferCSSPageSize: true,
        timeout: limits.timeoutMs,
      });
    } catch (error) {
      // Whatever state the page was left in, it is not used again.
      void used.context.close().catch(() => {});
      throw error;
    }
    putBack(used);
    return Buffer.from(pdf);
  }

  return {
    async render(html) {
      if (closed) throw new Error("PDF renderer is closed");
      await acquire();
      let timer: NodeJS.Timeout | undefined;
      try {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`PDF render took longer than ${limits.timeoutMs} ms`)),
            limits.timeoutMs,
          );
        });
        for (let attempt = 1; ; attempt++) {
          try {
            return await Promise.race([renderOnce(html), timeout]);
          } catch (error) {
            if (!(error instanceof BrowserGoneError) || attempt >= ATTEMPTS_PER_RENDER || closed) throw error;
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
      const current = browser;
      browser = undefined;
      if (current) await current.then((b) => b.close()).catch(() => {});
    },
  };
}
