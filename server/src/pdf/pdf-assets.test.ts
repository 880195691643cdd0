import { describe, expect, it } from "vitest";
import { PDF_ASSET_ORIGIN, pdfAsset, pdfFontFaces } from "./pdf-assets";

describe("PDF assets", () => {
  const urls = [...pdfFontFaces().matchAll(/url\(([^)]+)\)/g)].map((match) => match[1] ?? "");

  it("gives the documents four Noto Sans faces by URL, each answered with its WOFF2 file", () => {
    expect(urls).toHaveLength(4);
    for (const url of urls) {
      expect(url.startsWith(`${PDF_ASSET_ORIGIN}/fonts/noto-sans-`)).toBe(true);
      const asset = pdfAsset(url);
      expect(asset?.contentType).toBe("font/woff2");
      expect(asset?.body.subarray(0, 4).toString("latin1")).toBe("wOF2");
    }
  });

  it("answers exactly those URLs and nothing else", () => {
    const font = urls[0] ?? "";
    for (const other of [
      `${font}?x=1`,
      `${font}#x`,
      font.replace("https:", "http:"),
      `${PDF_ASSET_ORIGIN}/fonts/`,
      `${PDF_ASSET_ORIGIN}/fonts/../../etc/passwd`,
      `${PDF_ASSET_ORIGIN}/`,
      "https://example.com/fonts/noto-sans-latin-400-normal.woff2",
      "data:font/woff2;base64,AAAA",
    ]) {
      expect(pdfAsset(other), other).toBeUndefined();
    }
  });
});
