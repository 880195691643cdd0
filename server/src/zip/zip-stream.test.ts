import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { ISDOC_SAMPLES } from "../../test/isdoc-samples";
import { validateIsdoc } from "../../test/xml-schema";
import { buildIsdocXml, isdocFileName } from "../isdoc/isdoc-xml";
import { createZipStream, safeZipEntryName, type ZipEntry } from "./zip-stream";

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Unzips with yauzl (an independent reader): name → content, in archive order. */
async function unzip(zip: Buffer): Promise<{ name: string; content: Buffer; compressed: boolean; mtime: Date }[]> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries: { name: string; content: Buffer; compressed: boolean; mtime: Date }[] = [];
  await new Promise<void>((resolve, reject) => {
    file.on("error", reject);
    file.on("end", resolve);
    file.on("entry", (entry: yauzl.Entry) => {
      file.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        collect(stream).then((content) => {
          entries.push({
            name: entry.fileName,
            content,
            compressed: entry.compressionMethod === 8,
            mtime: entry.getLastModDate(),
          });
          file.readEntry();
        }, reject);
      });
    });
    file.readEntry();
  });
  return entries;
}

describe("createZipStream", () => {
  it("zips ISDOC documents that unzip back byte for byte, each still valid", async () => {
    const documents = Object.values(ISDOC_SAMPLES).map((sample) => sample());
    async function* source(): AsyncIterable<ZipEntry> {
      for (const document of documents) {
        await sleep(1); // as if read from the database page by page
        yield { name: isdocFileName(document), content: () => buildIsdocXml(document) };
      }
    }
    const zip = await collect(createZipStream(source()));
    const entries = await unzip(zip);
    expect(entries.map((entry) => entry.name)).toEqual([
      "2026-0003.isdoc",
      "2026-0004.isdoc",
      "2026-0005.isdoc",
      "2026-0006.isdoc",
      "D2026-0001.isdoc",
    ]);
    for (const [index, entry] of entries.entries()) {
      const xml = buildIsdocXml(documents[index] as (typeof documents)[number]);
      expect(entry.content.toString("utf8")).toBe(xml);
      expect(entry.compressed).toBe(true);
    }
    expect(validateIsdoc(entries[2]?.content.toString("utf8") ?? "").valid).toBe(true);
    // Deflated XML is a fraction of its size.
    const raw = entries.reduce((sum, entry) => sum + entry.content.length, 0);
    expect(zip.length).toBeLessThan(raw / 2);
  });

  it("takes plain iterables, strings and bytes, keeps dates, and names entries safely and uniquely", async () => {
    const mtime = new Date(2026, 10, 25, 14, 30, 0);
    const bytes = new Uint8Array([0, 1, 2, 255]);
    const zip = await collect(
      createZipStream(
        [
          { name: "Faktura č. 1.isdoc", content: "Příliš žluťoučký kůň", mtime },
          { name: "faktura č. 1.isdoc", content: "druhá" },
          { name: "Faktura č. 1.isdoc", content: "třetí" },
          { name: "../../etc/passwd", content: bytes },
          { name: "a\\b/c:d\u0000e", content: "" },
          { name: "...", content: "x" },
        ],
        { compress: false },
      ),
    );
    const entries = await unzip(zip);
    expect(entries.map((entry) => entry.name)).toEqual([
      "Faktura č. 1.isdoc",
      "faktura č. 1 (2).isdoc",
      "Faktura č. 1 (3).isdoc",
      "_.._etc_passwd",
      "a_b_c_d_e",
      "file",
    ]);
    expect(entries[0]?.content.toString("utf8")).toBe("Příliš žluťoučký kůň");
    expect(entries[0]?.mtime.getTime()).toBe(mtime.getTime());
    expect([...(entries[3]?.content ?? [])]).toEqual([0, 1, 2, 255]);
    expect(entries[4]?.content.length).toBe(0);
    expect(entries.every((entry) => !entry.compressed)).toBe(true);
  });

  it("writes an empty archive for no entries", async () => {
    expect(await unzip(await collect(createZipStream([])))).toEqual([]);
  });

  it("makes the next entry only when the reader has taken the last one (bounded memory)", async () => {
    let pulled = 0;
    let made = 0;
    function* source(): Iterable<ZipEntry> {
      for (let i = 0; i < 100; i++) {
        pulled++;
        yield {
          name: `${i}.bin`,
          content: () => {
            made++;
            return randomBytes(64 * 1024); // 6.4 MB in all, each entry 4 times the stream's buffer
          },
        };
      }
    }
    const stream = createZipStream(source(), { compress: false });
    await sleep(200);
    // Nobody reads: only the first entries were taken from the source and made, the rest wait.
    expect(pulled).toBeLessThan(5);
    expect(made).toBeLessThan(5);
    const zip = await collect(stream);
    expect(made).toBe(100);
    expect((await unzip(zip)).length).toBe(100);
  });

  it("fails the stream when an entry cannot be made", async () => {
    const stream = createZipStream([
      { name: "ok.txt", content: "ok" },
      {
        name: "bad.txt",
        content: () => {
          throw new Error("the invoice is gone");
        },
      },
    ]);
    await expect(collect(stream)).rejects.toThrow("the invoice is gone");
  });
});

describe("safeZipEntryName", () => {
  it("keeps the extension of a name cut to 200 characters", () => {
    const name = safeZipEntryName(`${"x".repeat(300)}.isdoc`);
    expect(name.length).toBe(200);
    expect(name.endsWith(".isdoc")).toBe(true);
  });
});
