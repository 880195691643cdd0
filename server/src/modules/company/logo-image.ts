import { COMPANY_MESSAGES, LOGO_MAX_BYTES, LOGO_MAX_PIXELS, type LogoMediaType } from "@kancl/shared";
import type { DOMPurify } from "dompurify";
import { imageSize } from "image-size";
import { AppError } from "../../errors/app-error";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const refuse = (message: string) => new AppError("BAD_REQUEST", `logo: ${message}`);

/** A PNG by its signature and its IHDR: width and height within the limit. */
function checkPng(data: Buffer): Buffer {
  if (data.length < 24 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) throw refuse(COMPANY_MESSAGES.logoBrokenPng);
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(data);
  } catch {
    throw refuse(COMPANY_MESSAGES.logoBrokenPng);
  }
  if (size.type !== "png" || !size.width || !size.height) throw refuse(COMPANY_MESSAGES.logoBrokenPng);
  if (size.width > LOGO_MAX_PIXELS || size.height > LOGO_MAX_PIXELS) throw refuse(COMPANY_MESSAGES.logoDimensions);
  return data;
}

interface Sanitizer {
  purify: DOMPurify;
  parser: { parseFromString(text: string, type: "image/svg+xml"): Document };
}

let sanitizerReady: Promise<Sanitizer> | undefined;

/**
 * One DOMPurify on one jsdom window per process, built on the first SVG upload: jsdom is loaded only then (it is
 * large, and most processes never see an SVG).
 */
function sanitizer(): Promise<Sanitizer> {
  sanitizerReady ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
    const { window } = new JSDOM("");
    const purify = createDOMPurify(window);
    // References may only point inside the image (#id): no external image, font, stylesheet or link.
    purify.addHook("uponSanitizeAttribute", (_node, data) => {
      const value = data.attrValue.trim();
      const name = data.attrName.toLowerCase();
      if ((name === "href" || name === "xlink:href") && !value.startsWith("#")) data.keepAttr = false;
      if (/url\s*\(\s*['"]?\s*(?!#)/i.test(value)) data.keepAttr = false;
    });
    return { purify, parser: new window.DOMParser() };
  })();
  return sanitizerReady;
}

/**
 * An SVG without scripts, event handlers, <foreignObject>, styles or external references (decision 088): DOMPurify's
 * SVG profile, plus a hook that keeps only internal (#id) references. The result must still be one <svg> image.
 */
async function sanitizeSvg(data: Buffer): Promise<Buffer> {
  const text = data.toString("utf8");
  const start = text.search(/<svg[\s>]/i);
  if (text.includes("\u0000") || start < 0) throw refuse(COMPANY_MESSAGES.logoBrokenSvg);
  // What comes before <svg> (the XML declaration, a DOCTYPE with its entities, comments) is dropped, not parsed.
  const source = text.slice(start);
  const { purify, parser } = await sanitizer();
  const clean = purify.sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["style", "foreignObject", "image", "feImage", "a", "script", "use"],
    FORBID_ATTR: ["style"],
  });
  const svg = clean.trim();
  if (!/^<svg[\s>]/i.test(svg)) throw refuse(COMPANY_MESSAGES.logoBrokenSvg);
  const withNamespace = /^<svg[^>]*\sxmlns=/i.test(svg)
    ? svg
    : svg.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
  // A standalone .svg is XML: what DOMPurify wrote must parse as one.
  const parsed = parser.parseFromString(withNamespace, "image/svg+xml");
  if (parsed.getElementsByTagName("parsererror").length > 0 || parsed.documentElement?.nodeName !== "svg") {
    throw refuse(COMPANY_MESSAGES.logoBrokenSvg);
  }
  return Buffer.from(withNamespace, "utf8");
}

/** Decodes, checks and (for SVG) sanitizes an uploaded logo; 400 naming `logo` when it is not acceptable. */
export async function checkLogo(mediaType: LogoMediaType, base64: string): Promise<Buffer> {
  const data = Buffer.from(base64, "base64");
  if (data.length === 0)
    throw refuse(mediaType === "image/png" ? COMPANY_MESSAGES.logoBrokenPng : COMPANY_MESSAGES.logoBrokenSvg);
  if (data.length > LOGO_MAX_BYTES) throw new AppError("BAD_REQUEST", `logo: ${COMPANY_MESSAGES.logoTooLarge}`);
  const checked = mediaType === "image/png" ? checkPng(data) : await sanitizeSvg(data);
  if (checked.length > LOGO_MAX_BYTES) throw refuse(COMPANY_MESSAGES.logoTooLarge);
  return checked;
}
