import puppeteer, { type Browser } from "puppeteer-core";
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

/**
 * One Chromium per process, reused; at most 2 renders at once and a bounded queue (429 past it); each render in a
 * fresh page with JavaScript off and every network request blocked, so nothing in an invoice can reach out. The
 * browser is replaced every 100 renders (memory) and whenever it crashes.
 */
export function createPdfRenderer(options: { executablePath?: string; limits?: Partial<PdfLimits> } = {}): PdfRenderer {
  const limits = { ...PDF_LIMITS, ...options.limits };
  let browser: Promise<Browser> | undefined;
  let rendersOnBrowser = 0;
  let running = 0;
  const waiting: (() => void)[] = [];
  let closed = false;

  function launch(): Promise<Browser> {
    const executablePath = options.executablePath ?? findChromium();
    if (!executablePath) {
      return Promise.reject(new Error("No Chromium found: install it with `node scripts/find-chromium.mjs --install`"));
    }
    const launched = puppeteer.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
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

  async function renderOnce(html: string): Promise<Buffer> {
    const instance = await currentBrowser();
    rendersOnBrowser++;
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
      await page.setContent(html, { waitUntil: "load", timeout: limits.timeoutMs });
      const pdf = await page.pdf({
        format: "A4",
        printBackground: true,
        preferCSSPageSize: true,
        timeout: limits.timeoutMs,
      });
      return Buffer.from(pdf);
    } finally {
      await context.close().catch(() => {});
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
        return await Promise.race([renderOnce(html), timeout]);
      } finally {
        clearTimeout(timer);
        release();
      }
    },
    async close() {
      closed = true;
      const current = browser;
      browser = undefined;
      if (current) await current.then((b) => b.close()).catch(() => {});
    },
  };
}
