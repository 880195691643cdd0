/**
 * The QR code's SVG printed by the product's PDF engine (Chromium) at the size an invoice prints it, then the PDF
 * rasterized at 150 dpi (pdftoppm) and decoded with jsQR: what a bank app's camera gets from a printed invoice.
 * Needs Debian's Chromium and poppler-utils: `node scripts/find-chromium.mjs --install` (npm test runs it first).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSpayd } from "@kancl/shared";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import { createPdfRenderer } from "../pdf/pdf-renderer";
import { renderQrSvg } from "./qr-code";

const renderer = createPdfRenderer();
afterAll(() => renderer.close());

function decodePdf(pdf: Buffer): string | undefined {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kancl-qr-pdf-"));
  try {
    writeFileSync(path.join(dir, "page.pdf"), pdf);
    execFileSync("pdftoppm", ["-png", "-r", "150", "-singlefile", "page.pdf", "page"], { cwd: dir });
    const image = PNG.sync.read(readFileSync(path.join(dir, "page.png")));
    return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("renderQrSvg in a PDF", () => {
  it("prints a 35 mm code that decodes back to the SPAYD string", async () => {
    const spayd = buildSpayd({
      iban: "CZ6508000000192000145399",
      amountCents: 35_338_73,
      currency: "CZK",
      dueDate: "2026-12-09",
      variableSymbol: "20260003",
      message: "Faktura 2026-0003 — Kancl Software s.r.o.",
    });
    const svg = await renderQrSvg(spayd, { size: "35mm", title: "QR Platba" });
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>
      @page { size: A4; margin: 15mm; } body { font-family: sans-serif; }
    </style></head><body><h1>Faktura 2026-0003</h1><p>QR Platba</p>${svg}</body></html>`;
    const pdf = await renderer.render(html);
    expect(decodePdf(pdf)).toBe(spayd);
  });
});
