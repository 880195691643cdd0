import type { Browser, BrowserContext, CDPSession, Protocol } from "puppeteer-core";
import { pdfAsset } from "./pdf-assets";

/** Cacheable for the page's life; fonts are loaded in CORS mode, and the document's origin is opaque. */
const ASSET_HEADERS: Protocol.Fetch.HeaderEntry[] = [
  { name: "cache-control", value: "max-age=31536000, immutable" },
  { name: "access-control-allow-origin", value: "*" },
];

/**
 * A4 in inches with no margins of its own, as the DevTools protocol takes them (Puppeteer's `format: "A4"`); a
 * document's own `@page` rule is preferred.
 */
const A4 = {
  paperWidth: 8.27,
  paperHeight: 11.7,
  marginTop: 0,
  marginBottom: 0,
  marginLeft: 0,
  marginRight: 0,
} as const;

/**
 * One evaluation per render: it puts the given HTML in the page's document, then waits for every font face the
 * document declares and every image it holds. Printing waits for neither, and a page that produces no frames
 * (begin-frame control) has laid nothing out yet that would have asked for the fonts. A face or image that cannot
 * load (a URL the page refuses) falls back as in any browser. The page's scripts stay off: only this evaluation,
 * from the DevTools protocol, runs. The HTML goes in as a JSON string, which is a JavaScript string literal whatever
 * it holds.
 *
 * The HTML is parsed apart (`DOMParser`: an inert document, nothing in it loads or runs). When everything but its
 * body is what the page already shows (the same `<head>` markup and document mode: invoice after invoice from one
 * template), only the body is swapped in and the `<html>` element takes the new attributes. The head's style sheets
 * and font faces then stay as they are, loaded, and the document never goes through a load of its own: a full
 * rewrite (`document.open`, `write`, `close`, which is what `Page.setDocumentContent` runs too) makes the renderer
 * report ten loading steps to the browser process per PDF, work done in three threads of two processes beside the
 * render itself (docs/benchmarks.md, benchmark 6). Any other HTML is written in full, as on a page's first render.
 * Either way the page then holds exactly the given document: the parts kept are equal to the new ones node for node.
 *
 * The document is complete when the evaluation's synchronous part returns (its only subresources, fonts and images,
 * do not hold the load event back), so there is no load event to wait for: a render is two protocol round trips,
 * this and the print.
 */
const PUT_DOCUMENT = `(html) => {
  const next = new DOMParser().parseFromString(html, "text/html");
  if (sameAroundBody(document, next)) {
    const root = document.documentElement;
    for (const { name } of [...root.attributes]) root.removeAttribute(name);
    for (const { name, value } of next.documentElement.attributes) root.setAttribute(name, value);
    document.body.replaceWith(document.adoptNode(next.body));
  } else {
    document.open();
    document.write(html);
    document.close();
  }
  return Promise.allSettled([
    ...[...document.fonts].map((face) => face.load()),
    ...[...document.images].map((image) => image.decode()),
  ]).then(() => true);

  function sameAroundBody(live, next) {
    if (live.compatMode !== next.compatMode || !live.body || !next.body) return false;
    const sameChildren = (ours, theirs) =>
      ours.childNodes.length === theirs.childNodes.length &&
      [...ours.childNodes].every((node, i) => {
        const other = theirs.childNodes[i];
        if (node === live.body) return other === next.body;
        if (node === live.documentElement) return other === next.documentElement && sameChildren(node, other);
        return node.isEqualNode(other);
      });
    return sameChildren(live, next);
  }
}`;
const putDocument = (html: string) => `(${PUT_DOCUMENT})(${JSON.stringify(html)})`;

/** How long a failed command waits for the crash report that may explain it. */
const CRASH_REPORT_GRACE_MS = 250;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The page's renderer process went away during a render (crashed, killed): it may be retried on a new page. */
export class RendererGoneError extends Error {
  override name = "RendererGoneError";
  constructor(what = "Chromium's renderer") {
    super(`${what} went away during the render`);
  }
}

/**
 * A page that prints documents to PDF, reused render after render: its own browser context (so its own renderer
 * process, and two pages really render side by side), JavaScript off, and every request refused but the PDF assets
 * (pdf-assets.ts), which it answers itself. Each render replaces the document (its body alone when the rest is
 * unchanged: `PUT_DOCUMENT`); with no scripts, no storage and no network, nothing of one document outlives it.
 *
 * It is driven over the DevTools protocol directly rather than through Puppeteer's `Page`, which listens to every
 * domain it enables, streams the PDF back in several reads and waits through its own lifecycle machinery: a render
 * is two protocol round trips here instead of six, with no events, and every message saved is work saved in four
 * threads of two processes and in Node (docs/benchmarks.md, benchmark 6). Puppeteer still launches and supervises
 * the browser.
 */
export interface RenderPage {
  readonly browser: Browser;
  /** False once the page's renderer has gone or the page was closed: such a page is never used again. */
  usable(): boolean;
  print(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** One browser-level DevTools session per browser, to create the pages' targets. */
const browserSessions = new WeakMap<Browser, Promise<CDPSession>>();

function browserSession(browser: Browser): Promise<CDPSession> {
  let session = browserSessions.get(browser);
  if (!session) {
    session = browser.target().createCDPSession();
    browserSessions.set(browser, session);
  }
  return session;
}

/**
 * Closes the blank page Chromium starts with: it is never printed on, and its renderer process would hold memory for
 * the browser's whole life. The headless browser stays up without pages.
 */
export async function closeStartupPages(browser: Browser): Promise<Browser> {
  const root = await browserSession(browser);
  const { targetInfos } = await root.send("Target.getTargets");
  await Promise.all(
    targetInfos
      .filter((target) => target.type === "page")
      .map((target) => root.send("Target.closeTarget", { targetId: target.targetId })),
  );
  return browser;
}

export async function openRenderPage(browser: Browser): Promise<RenderPage> {
  const context = await browser.createBrowserContext();
  try {
    const root = await browserSession(browser);
    const connection = root.connection();
    if (!connection) throw new RendererGoneError("Chromium");
    const { targetId } = await root.send("Target.createTarget", { url: "about:blank", browserContextId: context.id });
    const session = await connection.createSession({ targetId } as Protocol.Target.TargetInfo);
    return await preparePage(browser, context, session);
  } catch (error) {
    await context.close().catch(() => {});
    throw error;
  }
}

async function preparePage(browser: Browser, context: BrowserContext, session: CDPSession): Promise<RenderPage> {
  let closed = false;
  let markGone: (error: Error) => void = () => {};
  /** Rejects when the page's renderer crashes or the page is detached; every wait of a render races it. */
  const gone = new Promise<never>((_, reject) => {
    markGone = (error) => {
      closed = true;
      reject(error);
    };
  });
  gone.catch(() => {});
  session.on("Inspector.targetCrashed", () => markGone(new RendererGoneError()));
  session.on("Inspector.detached", () => markGone(new RendererGoneError("The page")));

  session.on("Fetch.requestPaused", ({ requestId, request }) => {
    const asset = pdfAsset(request.url);
    const answer = asset
      ? session.send("Fetch.fulfillRequest", {
          requestId,
          responseCode: 200,
          responseHeaders: [{ name: "content-type", value: asset.contentType }, ...ASSET_HEADERS],
          body: asset.body.toString("base64"),
        })
      : // Everything else (http, ws, file …) is refused; data: URLs never leave the renderer.
        session.send("Fetch.failRequest", { requestId, errorReason: "BlockedByClient" });
    answer.catch(() => {});
  });

  await Promise.all([
    session.send("Emulation.setScriptExecutionDisabled", { value: true }),
    // Every request stops here first; unlike Puppeteer's interception this leaves the page's cache on, so a
    // document's fonts come from the cache after the first one on this page.
    session.send("Fetch.enable", { patterns: [{ urlPattern: "*" }] }),
    session.send("Inspector.enable"),
  ]);

  const untilGone = <T>(step: Promise<T>) => Promise.race([step, gone]);

  async function printOnce(html: string): Promise<Buffer> {
    const written = await untilGone(
      session.send("Runtime.evaluate", { expression: putDocument(html), awaitPromise: true, returnByValue: true }),
    );
    if (written.exceptionDetails)
      throw new Error(`The document could not be written: ${written.exceptionDetails.text}`);
    const { data } = await untilGone(
      session.send("Page.printToPDF", {
        ...A4,
        preferCSSPageSize: true,
        printBackground: true,
        // Tagged: screen readers can follow the document's structure (Puppeteer's default too).
        generateTaggedPDF: true,
        transferMode: "ReturnAsBase64",
      }),
    );
    return Buffer.from(data, "base64");
  }

  return {
    browser,
    usable: () => !closed && browser.connected && !session.detached,
    async print(html) {
      try {
        return await printOnce(html);
      } catch (error) {
        // A renderer killed mid-print first fails the command ("Printing failed"); the crash is reported a moment
        // later. Such a render may be retried; any other failure is the document's own.
        const reason = await Promise.race([gone.catch((why: Error) => why), sleep(CRASH_REPORT_GRACE_MS)]);
        throw reason instanceof RendererGoneError ? reason : error;
      }
    },
    async close() {
      markGone(new Error("The render page was closed"));
      await context.close().catch(() => {});
    },
  };
}
