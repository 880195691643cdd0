/**
 * The QR engine: draws a text (a QR Platba SPAYD string, see shared/src/spayd.ts) as an SVG for HTML pages that
 * Chromium prints to PDF, or as a PNG. It knows no feature. Drawing is done by `qrcode` (decision 080), with error
 * correction level M by default — what the QR Platba standard recommends for print (15 % of the code may be lost).
 * `qrcode` picks the smallest version and the best mode itself; a SPAYD string from our builder is all in the
 * alphanumeric set, so it is encoded in the compact alphanumeric mode.
 */
import QRCode from "qrcode";

export type QrErrorCorrection = "L" | "M" | "Q" | "H";

export interface QrOptions {
  /** Error correction level; "M" unless said otherwise. */
  errorCorrection?: QrErrorCorrection;
  /** Quiet zone around the code, in modules. The QR standard asks for 4. */
  margin?: number;
}

export interface QrSvgOptions extends QrOptions {
  /** Width and height attributes of the <svg>, e.g. "35mm" or 140 (pixels). Without it, it fills its box. */
  size?: string | number;
  /** Accessible name (a <title> and aria-label), e.g. "QR Platba". */
  title?: string;
}

export interface QrPngOptions extends QrOptions {
  /** Pixels per module (default 8: a version 7 code of 45 modules + margins is 424 px). */
  scale?: number;
}

/** A text that does not fit a QR code at the chosen level (qrcode's own message says why). */
export class QrCodeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "QrCodeError";
  }
}

const DEFAULT_MARGIN = 4;

function qrOptions(options: QrOptions) {
  return { errorCorrectionLevel: options.errorCorrection ?? "M", margin: options.margin ?? DEFAULT_MARGIN };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Rendering: the QR code's geometry (version and size in modules), for callers that size the image. */
export function qrModules(text: string, options: QrOptions = {}): { version: number; modules: number } {
  try {
    const code = QRCode.create(text, qrOptions(options));
    return { version: code.version, modules: code.modules.size };
  } catch (error) {
    throw new QrCodeError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/**
 * The QR code as an SVG document fragment (`<svg …>…</svg>`) to inline in HTML: black modules on white, crisp
 * edges, scaled by its viewBox to whatever box it is given.
 */
export async function renderQrSvg(text: string, options: QrSvgOptions = {}): Promise<string> {
  let svg: string;
  try {
    svg = await QRCode.toString(text, {
      type: "svg",
      ...qrOptions(options),
      color: { dark: "#000000", light: "#ffffff" },
    });
  } catch (error) {
    throw new QrCodeError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  const attributes: string[] = [];
  if (options.size !== undefined) {
    const size = typeof options.size === "number" ? `${options.size}` : escapeXml(options.size);
    attributes.push(`width="${size}"`, `height="${size}"`);
  }
  let title = "";
  if (options.title) {
    attributes.push(`role="img"`, `aria-label="${escapeXml(options.title)}"`);
    title = `<title>${escapeXml(options.title)}</title>`;
  }
  // qrcode writes `<svg xmlns=… viewBox=… shape-rendering="crispEdges">`; add ours after its own attributes.
  return svg
    .trim()
    .replace(/^<svg([^>]*)>/, (_, own: string) => `<svg${own}${attributes.map((a) => ` ${a}`).join("")}>${title}`);
}

/** The QR code as a PNG image (8-bit greyscale-looking RGBA as `qrcode` writes it). */
export async function renderQrPng(text: string, options: QrPngOptions = {}): Promise<Buffer> {
  try {
    return await QRCode.toBuffer(text, {
      type: "png",
      ...qrOptions(options),
      scale: options.scale ?? 8,
      color: { dark: "#000000ff", light: "#ffffffff" },
    });
  } catch (error) {
    throw new QrCodeError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}
