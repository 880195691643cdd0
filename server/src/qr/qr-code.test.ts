import { buildSpayd } from "@kancl/shared";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { QrCodeError, qrModules, renderQrPng, renderQrSvg } from "./qr-code";

const SPAYD = buildSpayd({
  iban: "CZ6508000000192000145399",
  amountCents: 1_234_56,
  currency: "CZK",
  dueDate: "2026-12-09",
  variableSymbol: "20260003",
  message: "Faktura 2026-0003 * Kancl s.r.o. (100 %)",
});

/** Decodes a PNG with jsQR, as a bank app's scanner would read the printed code. */
function decodePng(png: Buffer) {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
}

/**
 * Rasterizes qrcode's SVG (one path of horizontal 1-module strokes: `M x y.5 h n m dx dy …`) into RGBA pixels, so the
 * SVG itself is decoded rather than trusted.
 */
function rasterizeSvg(svg: string, scale = 6) {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const d = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? "";
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([MmHhVv])([^MmHhVv]*)/g)) {
    const numbers = (args ?? "")
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command === "M" || command === "m") {
      x = (command === "M" ? 0 : x) + (numbers[0] ?? 0);
      y = (command === "M" ? 0 : y) + (numbers[1] ?? 0);
    } else if (command === "h") {
      const row = Math.floor(y);
      for (let column = x; column < x + (numbers[0] ?? 0); column++) {
        for (let py = row * scale; py < (row + 1) * scale; py++) {
          for (let px = column * scale; px < (column + 1) * scale; px++)
            data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
        }
      }
      x += numbers[0] ?? 0;
    } else {
      throw new Error(`unexpected path command ${command}`);
    }
  }
  return { data, width };
}

describe("renderQrPng", () => {
  it("draws a code that a scanner decodes back to the SPAYD string, in the compact alphanumeric and numeric modes", async () => {
    const png = await renderQrPng(SPAYD);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    const decoded = decodePng(png);
    expect(decoded?.data).toBe(SPAYD);
    // qrcode segments optimally: alphanumeric runs, numeric runs for long digit strings — never byte mode.
    const modes = new Set(decoded?.chunks.map((chunk) => chunk.type));
    expect([...modes].sort()).toEqual(["alphanumeric", "numeric"]);
  });

  it("uses error correction level M unless told otherwise", async () => {
    const ours = await renderQrPng(SPAYD, { scale: 2 });
    const levelM = await QRCode.toBuffer(SPAYD, { type: "png", errorCorrectionLevel: "M", margin: 4, scale: 2 });
    const levelL = await QRCode.toBuffer(SPAYD, { type: "png", errorCorrectionLevel: "L", margin: 4, scale: 2 });
    expect(PNG.sync.read(ours).data.equals(PNG.sync.read(levelM).data)).toBe(true);
    expect(PNG.sync.read(ours).data.equals(PNG.sync.read(levelL).data)).toBe(false);
    // Level H needs a larger code for the same text.
    expect(qrModules(SPAYD, { errorCorrection: "H" }).version).toBeGreaterThan(qrModules(SPAYD).version);
  });

  it("still decodes with a smudge over part of the code (level M recovers ~15 %)", async () => {
    const png = PNG.sync.read(await renderQrPng(SPAYD, { scale: 8 }));
    const { modules } = qrModules(SPAYD);
    const module = 8;
    const margin = 4 * module;
    // Paint over a 4 × 4-module block in the data area (away from the finder patterns).
    const from = margin + Math.floor(modules / 2) * module;
    for (let y = from; y < from + 4 * module; y++) {
      for (let x = from; x < from + 4 * module; x++)
        png.data.fill(0, (y * png.width + x) * 4, (y * png.width + x) * 4 + 3);
    }
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(SPAYD);
  });

  it("decodes any text, including UTF-8", async () => {
    const text = "Kancl – příliš žluťoučký kůň";
    expect(decodePng(await renderQrPng(text))?.data).toBe(text);
  });

  it("refuses a text too long for a QR code", async () => {
    await expect(renderQrPng("A".repeat(5000))).rejects.toBeInstanceOf(QrCodeError);
    expect(() => qrModules("A".repeat(5000))).toThrow(QrCodeError);
  });
});

describe("renderQrSvg", () => {
  it("draws an SVG whose modules decode back to the SPAYD string", async () => {
    const svg = await renderQrSvg(SPAYD);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    const { data, width } = rasterizeSvg(svg);
    expect(jsQR(data, width, width)?.data).toBe(SPAYD);
  });

  it("has the same modules as the PNG", async () => {
    const { modules } = qrModules(SPAYD);
    const svg = await renderQrSvg(SPAYD);
    expect(svg).toContain(`viewBox="0 0 ${modules + 8} ${modules + 8}"`);
  });

  it("takes a size and an accessible name, escaped", async () => {
    const svg = await renderQrSvg(SPAYD, { size: "35mm", title: 'QR Platba <"A&B">' });
    expect(svg).toMatch(
      /^<svg [^>]*width="35mm" height="35mm" role="img" aria-label="QR Platba &#60;&#34;A&#38;B&#34;&#62;">/,
    );
    expect(svg).toContain("<title>QR Platba &#60;&#34;A&#38;B&#34;&#62;</title>");
    expect(await renderQrSvg(SPAYD, { size: 140 })).toMatch(/^<svg [^>]*width="140" height="140">/);
  });
});
