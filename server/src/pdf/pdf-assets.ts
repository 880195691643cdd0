import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/**
 * Where PDF documents load the fixed files they share (fonts). The `.invalid` top-level domain never resolves; the
 * PDF renderer answers these URLs itself, from memory, and refuses every other request (pdf-renderer.ts).
 */
export const PDF_ASSET_ORIGIN = "https://pdf-assets.kancl.invalid";

export interface PdfAsset {
  contentType: string;
  body: Buffer;
}

/** Noto Sans (Latin + Latin Extended for Czech diacritics): the documents need no system font. */
const FONT_FACES = [
  { subset: "latin", weight: 400 },
  { subset: "latin-ext", weight: 400 },
  { subset: "latin", weight: 700 },
  { subset: "latin-ext", weight: 700 },
] as const;

const UNICODE_RANGES = {
  latin: "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2212",
  "latin-ext": "U+0100-02AF,U+0304,U+0308,U+0329,U+1E00-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+A720-A7FF",
} as const;

type FontFace = (typeof FONT_FACES)[number];
const fontFileName = (face: FontFace) => `noto-sans-${face.subset}-${face.weight}-normal.woff2`;
const fontUrl = (face: FontFace) => `${PDF_ASSET_ORIGIN}/fonts/${fontFileName(face)}`;

let assets: Map<string, PdfAsset> | undefined;

/** Every asset by its full URL, read once. */
function loadAssets(): Map<string, PdfAsset> {
  if (!assets) {
    const dir = path.join(path.dirname(require.resolve("@fontsource/noto-sans/package.json")), "files");
    assets = new Map(
      FONT_FACES.map((face) => [
        fontUrl(face),
        { contentType: "font/woff2", body: readFileSync(path.join(dir, fontFileName(face))) },
      ]),
    );
  }
  return assets;
}

/** The asset at exactly this URL, or undefined: nothing else is ever answered. */
export function pdfAsset(url: string): PdfAsset | undefined {
  return loadAssets().get(url);
}

/**
 * The `@font-face` rules of the documents' "Kancl Sans". The fonts are loaded by URL, not inlined as data: URLs: a
 * render page then parses each font once and takes it from its cache in every later document, and the ~190 KB of
 * base64 no longer travels through the DevTools protocol (and its request events) with every render. About a tenth
 * less CPU per PDF (docs/benchmarks.md, benchmark 6).
 */
export function pdfFontFaces(): string {
  return FONT_FACES.map(
    (face) =>
      `@font-face{font-family:"Kancl Sans";font-weight:${face.weight};font-style:normal;` +
      `src:url(${fontUrl(face)}) format("woff2");unicode-range:${UNICODE_RANGES[face.subset]};}`,
  ).join("");
}
