import { deflateSync } from "node:zlib";
import { COMPANY_MESSAGES } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { checkLogo } from "./logo-image";

const base64 = (text: string | Buffer) => Buffer.from(text).toString("base64");
const svgOf = async (svg: string) => (await checkLogo("image/svg+xml", base64(svg))).toString("utf8");
const wrap = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${inner}</svg>`;

describe("checkLogo: SVG", () => {
  it.each([
    ["a script element", wrap("<script>alert(1)</script>"), /script|alert/],
    ["an event handler", wrap('<rect onclick="alert(1)" onmouseover="alert(2)"/>'), /onclick|onmouseover|alert/],
    ["a javascript: link", wrap('<a xlink:href="javascript:alert(1)"><text>x</text></a>'), /javascript|<a/],
    [
      "an animation that sets href",
      wrap('<a><animate attributeName="href" to="javascript:alert(1)"/></a>'),
      /animate|javascript/,
    ],
    ["a set element", wrap('<set attributeName="onmouseover" to="alert(1)"/>'), /<set|alert/],
    [
      "a foreign object",
      wrap("<foreignObject><iframe src='https://evil.example'/></foreignObject>"),
      /foreignObject|iframe|evil/,
    ],
    ["an external image", wrap('<image href="https://evil.example/x.png"/>'), /evil|<image/],
    ["an external use", wrap('<use href="https://evil.example/s.svg#a"/>'), /evil|<use/],
    ["a stylesheet import", wrap("<style>@import url(https://evil.example/x.css)</style>"), /evil|style/],
    ["a style attribute with url()", wrap('<rect style="fill:url(https://evil.example/f)"/>'), /evil|style/],
    [
      "a presentation attribute with url()",
      wrap('<rect fill="url(https://evil.example/f#g)" filter="url( evil)"/>'),
      /evil/,
    ],
    [
      "an external entity",
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${wrap("<text>&x;</text>")}`,
      /passwd|ENTITY/,
    ],
  ])("removes %s", async (_name, svg, forbidden) => {
    const clean = await svgOf(svg);
    expect(clean).not.toMatch(forbidden);
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it("keeps the drawing: shapes, text, gradients and internal url(#id) references", async () => {
    const clean = await svgOf(
      wrap(
        '<defs><linearGradient id="g"><stop offset="1" stop-color="#00f"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><text x="1" y="9">Kancl &amp; spol.</text>',
      ),
    );
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain("<linearGradient");
    expect(clean).toContain("Kancl &amp; spol.");
  });

  it("refuses what is no SVG image", async () => {
    for (const text of ["<html><body>hello</body></html>", "", "<svg", "\u0000<svg></svg>"]) {
      await expect(svgOf(text)).rejects.toThrow(`logo: ${COMPANY_MESSAGES.logoBrokenSvg}`);
    }
  });
});

function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, "ascii"), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("checkLogo: PNG", () => {
  it("keeps a PNG byte for byte and refuses one too large in pixels or bytes, or no PNG at all", async () => {
    const image = png(2000, 2000);
    expect((await checkLogo("image/png", base64(image))).equals(image)).toBe(true);
    await expect(checkLogo("image/png", base64(png(2001, 1)))).rejects.toThrow(COMPANY_MESSAGES.logoDimensions);
    await expect(checkLogo("image/png", base64(png(1, 2001)))).rejects.toThrow(COMPANY_MESSAGES.logoDimensions);
    const gif = Buffer.from("GIF89a\u0001\u0000\u0001\u0000");
    await expect(checkLogo("image/png", base64(gif))).rejects.toThrow(COMPANY_MESSAGES.logoBrokenPng);
    const jpegWithPngName = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(40)]);
    await expect(checkLogo("image/png", base64(jpegWithPngName))).rejects.toThrow(COMPANY_MESSAGES.logoBrokenPng);
    const padded = Buffer.concat([png(1, 1), Buffer.alloc(200 * 1024)]);
    await expect(checkLogo("image/png", base64(padded))).rejects.toThrow(COMPANY_MESSAGES.logoTooLarge);
  });
});
