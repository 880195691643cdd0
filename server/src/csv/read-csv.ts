import { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";

/** The encodings a CSV file is read in: UTF-8 (with or without a BOM) and Windows-1250 (Czech Excel's "CSV"). */
export const CSV_ENCODINGS = ["utf-8", "windows-1250"] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];
export const CSV_DELIMITERS = [";", ",", "\t"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** A problem with the file itself (not one of its rows): answered 400 with this message. */
export class CsvFileError extends Error {}

/** How many bytes are looked at to tell the encoding and the delimiter. */
const SNIFF_BYTES = 64 * 1024;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

const startsWithBom = (bytes: Uint8Array) => UTF8_BOM.every((byte, index) => bytes[index] === byte);

/** UTF-8 when the bytes decode as UTF-8 (a sequence cut at the end of the sample is fine), else Windows-1250. */
export function detectEncoding(sample: Uint8Array): CsvEncoding {
  if (startsWithBom(sample)) return "utf-8";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(sample, { stream: true });
    return "utf-8";
  } catch {
    return "windows-1250";
  }
}

/** The delimiter that occurs most often outside quotes on the first line (`;` on a tie: Czech Excel's). */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>(CSV_DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvDelimiter = ";";
  for (const delimiter of CSV_DELIMITERS) {
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  }
  return best;
}

export interface CsvReadOptions {
  /** Read in this encoding instead of detecting it. */
  encoding?: CsvEncoding;
  delimiter?: CsvDelimiter;
  /** A file larger than this is refused. */
  maxBytes: number;
}

export interface CsvReading {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** Every record (the header first) as an array of cells, parsed as the bytes arrive. */
  records: AsyncIterable<string[]>;
}

/**
 * Reads a CSV file from a byte stream (a request body, a file) with csv-parse, record by record: only the first
 * 64 KB are held to tell the encoding and the delimiter, then the bytes are decoded and parsed as they come, so memory
 * stays flat whatever the file's size (decision 121).
 */
export async function readCsv(input: AsyncIterable<Uint8Array>, options: CsvReadOptions): Promise<CsvReading> {
  const iterator = input[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let done = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.byteLength;
  }
  const sample = Buffer.concat(head);
  const encoding = options.encoding ?? detectEncoding(sample);
  const preview = new TextDecoder(encoding).decode(sample.subarray(0, 4096));
  const delimiter = options.delimiter ?? detectDelimiter(preview.replace(/^\uFEFF/, ""));

  async function* text(): AsyncGenerator<string> {
    const decoder = new TextDecoder(encoding, { fatal: true });
    let total = 0;
    const decode = (bytes: Uint8Array) => {
      total += bytes.byteLength;
      if (total > options.maxBytes) {
        throw new CsvFileError(`The file is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB`);
      }
      try {
        return decoder.decode(bytes, { stream: true });
      } catch {
        throw new CsvFileError(
          `The file is not valid ${encoding === "utf-8" ? "UTF-8" : encoding} near byte ${total}: choose its encoding`,
        );
      }
    };
    for (const chunk of head) yield decode(chunk);
    while (!done) {
      const next = await iterator.next();
      if (next.done) break;
      yield decode(next.value);
    }
    yield decoder.decode();
  }

  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: 64 * 1024,
  });
  async function* records(): AsyncGenerator<string[]> {
    const source = Readable.from(text(), { objectMode: false });
    source.on("error", (error) => parser.destroy(error));
    source.pipe(parser);
    try {
      for await (const record of parser) yield record as string[];
    } catch (error) {
      if (error instanceof CsvError) throw new CsvFileError(`The file is not valid CSV: ${error.message}`);
      throw error;
    } finally {
      source.destroy();
    }
  }
  return { encoding, delimiter, records: records() };
}
