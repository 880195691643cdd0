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

/** A fresh, never-used context and page, set up for rendering (JavaScript off, network blocked). */
interface PreparedPage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * One Chromium per process, reused; at most 2 renders at once and a bounded queue (429 past it); each render in a
 * fresh page with JavaScript off and every network request blocked, so nothing in an invoice can reach out. The
 * browser is replaced every 100 renders (memory) and whenever it crashes.
 *
 * Opening a context and a page costs more than rendering the invoice (docs/benchmarks.md), so after each render
 * the next fresh page is prepared in the background: a request finds it ready and pays only for the render.
 * Still one fresh page per PDF, never reused.
 */
export function createPdfRenderer(options: { executablePath?: string; limits?: Partial<PdfLimits> } = {}): PdfRenderer {
  const limits = { ...PDF_LIMITS, ...options.limits };
  let browser: Promise<Browser> | undefined;
  let rendersOnBrowser = 0;
  let running = 0;
  const waiting: (() => void)[] = [];
  let closed = false;
  const spares: Promise<PreparedPage | undefined>[] = [];

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
      // Only the caller is rendering: safe to recycle the browser now.
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

  async function preparePage(instance: Browser): Promise<PreparedPage> {
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

  /** Keeps up to one prepared page per render slot, on the current browser (none when it is due for recycling). */
  function prepareSpare() {
    if (closed || !browser || spares.length >= limits.concurrentRenders) return;
    if (rendersOnBrowser >= limits.rendersPerBrowser) return;
    spares.push(browser.then(preparePage).catch(() => undefined));
  }

  /** A prepared page of the current, connected browser if one is ready; otherwise a new one. */
  async function takePage(): Promise<PreparedPage> {
    const current = await currentBrowser();
    const spare = await spares.shift();
    if (spare?.browser === current && current.connected && !spare.page.isClosed()) return spare;
    if (spare) void spare.context.close().catch(() => {});
    return preparePage(current);
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
    const { context, page } = await takePage();
    rendersOnBrowser++;
    try {
      await page.setContent(html, { waitUntil: "load", timeout: limits.timeoutMs });
      const pdf = await page.pdf({
        format: "A4",
        printBackground: true,
        preferCSSPageSize: true,
        timeout: limits.timeoutMs,
      });
      return Buffer.from(pdf);
    } finally {
      void context.close().catch(() => {});
    }
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
        prepareSpare();
      }
    },
    async close() {
      closed = true;
      spares.length = 0;
      const current = browser;
      browser = undefined;
      if (current) await current.then((b) => b.close()).catch(() => {});
    },
  };
}
