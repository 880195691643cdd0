/**
 * Benchmark 11, in its own process: ISDOC documents generated per second on one core by the product's engine
 * (server/src/isdoc/isdoc-xml.ts) — a 10-line EUR invoice with two VAT rates and the CZK recapitulation, the
 * heaviest common shape (every amount in two currencies). Also: the same documents written through the bulk
 * export's zip stream (server/src/zip/). Prints one JSON line.
 *
 *   node --import tsx bench/isdoc.ts [--seconds S] [--rounds N]
 *
 * Alone it pins itself to one core (taskset); under `npm run bench` it inherits the runner's pinning to core 1.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { buildIsdocXml, isdocFileName } from "../server/src/isdoc/isdoc-xml";
import { createZipStream, type ZipEntry } from "../server/src/zip/zip-stream";
import { manyLinesInvoice } from "../server/test/isdoc-samples";
import { isdocSchemaPath } from "../server/test/xml-schema";
import { median, pinSelf } from "./lib";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const SECONDS = option("seconds", 2);
const ROUNDS = option("rounds", 5);
const LINES = 10;

const pinned = pinSelf(1);

const document = manyLinesInvoice(LINES);
const sample = buildIsdocXml(document);

/** The benchmark's document must be a valid one (xmllint against the official schema), or the figure means nothing. */
function schemaCheck(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kancl-bench-isdoc-"));
  try {
    const file = path.join(dir, "bench.isdoc");
    writeFileSync(file, sample);
    const result = spawnSync("xmllint", ["--noout", "--nonet", "--schema", isdocSchemaPath(), file], {
      encoding: "utf8",
    });
    if (result.error) return "not checked (no xmllint)";
    if (result.status !== 0) throw new Error(`benchmark document is not valid ISDOC:\n${result.stderr}`);
    return "valid";
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Documents per second over `seconds`: build one document after another, a new input object each time. */
function generateRate(seconds: number): number {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let documents = 0;
  let bytes = 0;
  while (performance.now() < until) {
    for (let i = 0; i < 50; i++) {
      bytes += buildIsdocXml({ ...document, number: `2026-${documents}` }).length;
      documents++;
    }
  }
  if (bytes === 0) throw new Error("nothing generated");
  return documents / ((performance.now() - started) / 1000);
}

/** Documents per second through the bulk export: generated and deflated into one zip stream, read to the end. */
async function zipRate(count: number): Promise<number> {
  function* entries(): Iterable<ZipEntry> {
    for (let i = 0; i < count; i++) {
      const numbered = { ...document, number: `2026-${i}` };
      yield { name: isdocFileName(numbered), content: () => buildIsdocXml(numbered) };
    }
  }
  const started = performance.now();
  let bytes = 0;
  await pipeline(
    createZipStream(entries()),
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback();
      },
    }),
  );
  if (bytes === 0) throw new Error("empty zip");
  return count / ((performance.now() - started) / 1000);
}

const schema = schemaCheck();
generateRate(1); // warm-up (JIT)
const rates: number[] = [];
for (let round = 0; round < ROUNDS; round++) rates.push(generateRate(SECONDS));
await zipRate(200);
const zipRates: number[] = [];
for (let round = 0; round < 3; round++) zipRates.push(await zipRate(1000));

console.log(
  JSON.stringify({
    documentsPerSecond: median(rates),
    rounds: rates.map((rate) => Math.round(rate)),
    zippedDocumentsPerSecond: median(zipRates),
    lines: LINES,
    bytesPerDocument: Buffer.byteLength(sample),
    schema,
    seconds: SECONDS,
    pinned,
  }),
);
