/**
 * Reading a rendered PDF back in tests, as a reader (or a bank app's camera) gets it — never by pixels: its text with
 * the boxes poppler lays it out in (`pdftotext -bbox-layout`), its text page by page, its QR code (`pdftoppm` to a
 * PNG, decoded with jsQR) and PNG renders for a person to look at. Needs poppler-utils
 * (`node scripts/find-chromium.mjs --install`).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import { PNG } from "pngjs";

/** Words of one line that are close together (a space apart, not a table column's padding): "1 234,56 Kč". */
export interface Phrase {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

export interface LaidOutPage {
  width: number;
  height: number;
  phrases: Phrase[];
  /**
   * The page's text row by row as it looks (phrases whose middles are within 3 pt of each other form a row, read left
   * to right; rows top to bottom, one a line): a table row, or a label and its value, reads as one line.
   */
  text: string;
}

/** Words further apart than this (PDF points) start a new phrase; a space is ~2.3 pt at 9 pt. */
const PHRASE_GAP = 4;

function withPdfFile<T>(pdf: Buffer, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kancl-pdf-read-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(#\d+|[a-z]+);/g, (whole, name: string) =>
    name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? whole),
  );
/** Non-breaking and thin spaces (Czech amounts and dates) read as plain spaces. */
export const plainSpaces = (text: string) =>
  text
    .replace(/[\u00a0\u202f\u2009]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const attribute = (tag: string, name: string) => Number(new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1]);

/** Every page's phrases with their boxes (PDF points, origin top left). */
export function pdfLayout(pdf: Buffer): LaidOutPage[] {
  const xhtml = withPdfFile(pdf, (file) =>
    execFileSync("pdftotext", ["-bbox-layout", file, "-"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }),
  );
  return xhtml
    .split(/<page /)
    .slice(1)
    .map((pageXml) => {
      const phrases: Phrase[] = [];
      for (const [, lineXml = ""] of pageXml.matchAll(/<line [^>]*>([\s\S]*?)<\/line>/g)) {
        let current: Phrase | undefined;
        for (const [, tag = "", text = ""] of lineXml.matchAll(/<word ([^>]*)>([^<]*)<\/word>/g)) {
          const word = {
            text: decodeEntities(text),
            xMin: attribute(tag, "xMin"),
            xMax: attribute(tag, "xMax"),
            yMin: attribute(tag, "yMin"),
            yMax: attribute(tag, "yMax"),
          };
          if (current && word.xMin - current.xMax < PHRASE_GAP && Math.abs(word.yMin - current.yMin) < 2) {
            current.text += ` ${word.text}`;
            current.xMax = word.xMax;
            current.yMax = Math.max(current.yMax, word.yMax);
          } else {
            current = { ...word };
            phrases.push(current);
          }
        }
      }
      for (const phrase of phrases) phrase.text = plainSpaces(phrase.text);
      return {
        width: attribute(pageXml, "width"),
        height: attribute(pageXml, "height"),
        phrases,
        text: rowsOf(phrases)
          .map((row) => row.map((phrase) => phrase.text).join(" "))
          .join("\n"),
      };
    });
}

const middle = (phrase: Phrase) => (phrase.yMin + phrase.yMax) / 2;

function rowsOf(phrases: Phrase[]): Phrase[][] {
  const rows: Phrase[][] = [];
  for (const phrase of [...phrases].sort((a, b) => middle(a) - middle(b))) {
    const row = rows.at(-1);
    if (row && Math.abs(middle(row[0] as Phrase) - middle(phrase)) < 3) row.push(phrase);
    else rows.push([phrase]);
  }
  return rows.map((row) => row.sort((a, b) => a.xMin - b.xMin));
}

/** The phrases of a page that read exactly `text` (spaces of any kind alike). */
export const phrasesReading = (page: LaidOutPage, text: string) =>
  page.phrases.filter((phrase) => phrase.text === plainSpaces(text));

/**
 * Each page's text in content-stream order (`pdftotext -raw`), which keeps rotated text such as a watermark that the
 * layout modes leave out.
 */
export function pdfRawPages(pdf: Buffer): string[] {
  return withPdfFile(pdf, (file) =>
    execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).split("\f").slice(0, -1).map(plainSpaces),
  );
}

/** The QR code on a page, rasterized at 150 dpi (a phone camera sees no more of a printed page), or undefined. */
export function decodeQrCode(pdf: Buffer, page = 1): string | undefined {
  return withPdfFile(pdf, (file, dir) => {
    execFileSync(
      "pdftoppm",
      ["-png", "-r", "150", "-f", String(page), "-l", String(page), "-singlefile", file, "page"],
      {
        cwd: dir,
      },
    );
    const image = PNG.sync.read(readFileSync(path.join(dir, "page.png")));
    return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
  });
}

/** How many raster images the PDF holds (a PNG logo is one; the QR code is vector paths). */
export function pdfImageCount(pdf: Buffer): number {
  return withPdfFile(
    pdf,
    (file) => execFileSync("pdfimages", ["-list", file], { encoding: "utf8" }).trim().split("\n").slice(2).length,
  );
}

/** Where the renders for a person to look at go (`pdftoppm -r 80`): <dir>/<name>-<page>.png. */
export const RENDERS_DIR = path.join(os.tmpdir(), "pdf-renders");

export function savePageRenders(pdf: Buffer, name: string): string[] {
  mkdirSync(RENDERS_DIR, { recursive: true });
  const pageFile = (file: string) => file.startsWith(`${name}-`) && /^\d+\.png$/.test(file.slice(name.length + 1));
  for (const old of readdirSync(RENDERS_DIR)) if (pageFile(old)) rmSync(path.join(RENDERS_DIR, old));
  writeFileSync(path.join(RENDERS_DIR, `${name}.pdf`), pdf);
  execFileSync("pdftoppm", ["-png", "-r", "80", `${name}.pdf`, name], { cwd: RENDERS_DIR });
  return readdirSync(RENDERS_DIR)
    .filter(pageFile)
    .map((file) => path.join(RENDERS_DIR, file));
}
