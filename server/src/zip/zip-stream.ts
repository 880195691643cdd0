/**
 * Bulk exports as one zip, streamed: entries are pulled from a (sync or async) iterable one at a time and written
 * with yazl (decision 082); the next entry is pulled only when the reader has taken what was written, so a slow
 * download of thousands of documents holds about one document in memory, not all of them. Knows no feature: the
 * caller gives names and contents (e.g. ISDOC files from server/src/isdoc/).
 */
import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { ZipFile } from "yazl";

export interface ZipEntry {
  /** File name inside the archive; made safe and unique by `safeZipEntryName` and numbering. */
  name: string;
  /** The content, or a function that makes it when the entry's turn comes. Strings are written as UTF-8. */
  content: string | Uint8Array | (() => string | Uint8Array | Promise<string | Uint8Array>);
  /** Modification time shown by unzip tools; defaults to now. */
  mtime?: Date;
}

export interface ZipStreamOptions {
  /** Deflate the entries (default true: XML shrinks to a fifth or less). */
  compress?: boolean;
}

const MAX_NAME_LENGTH = 200;

/**
 * A flat, portable file name: no folders ("/" and "\" become "_"), no control characters, no leading dots (no
 * hidden files or "..") and at most 200 characters, keeping the extension; "file" when nothing is left.
 */
export function safeZipEntryName(name: string): string {
  let safe = "";
  for (const char of name.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    safe += code < 0x20 || code === 0x7f || char === "/" || char === "\\" || char === ":" ? "_" : char;
  }
  safe = safe.trim().replace(/^\.+/, "").trim();
  if (safe.length > MAX_NAME_LENGTH) {
    const dot = safe.lastIndexOf(".");
    const extension = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : "";
    safe = safe.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
  }
  return safe || "file";
}

/** "2026-0001.isdoc", then "2026-0001 (2).isdoc", … for names already taken (compared case-insensitively). */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf(".");
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * The entries as a zip archive, a Readable to pipe to a response or a file. An entry that fails (its content
 * function throws, the iterable throws) destroys the stream with that error.
 */
export function createZipStream(
  entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>,
  options: ZipStreamOptions = {},
): Readable {
  const zip = new ZipFile();
  // yazl's outputStream is a PassThrough: its writable side reports when the reader has caught up ('drain').
  const output = zip.outputStream as unknown as PassThrough;
  const compress = options.compress ?? true;
  const fail = (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error)));
  zip.on("error", fail);

  /** Adds one entry; yazl asks for its content when the entry's turn comes. Resolves once it has been read. */
  const add = (entry: ZipEntry, name: string) =>
    new Promise<void>((resolve, reject) => {
      zip.addReadStreamLazy(name, { mtime: entry.mtime ?? new Date(), compress }, (callback) => {
        // Through then(), so that a content function that throws at once rejects like one that fails later.
        Promise.resolve()
          .then(() => (typeof entry.content === "function" ? entry.content() : entry.content))
          .then((content) => {
            const stream = new PassThrough();
            stream.once("end", () => resolve());
            callback(null, stream);
            stream.end(typeof content === "string" ? Buffer.from(content, "utf8") : Buffer.from(content));
          }, reject);
      });
    });

  const pump = async () => {
    const taken = new Set<string>();
    for await (const entry of entries) {
      if (output.destroyed) return;
      await add(entry, uniqueName(safeZipEntryName(entry.name), taken));
      // Backpressure: wait until the reader has taken what is buffered before making the next entry.
      while (output.writableNeedDrain && !output.destroyed) {
        await Promise.race([once(output, "drain"), once(output, "close")]);
      }
    }
    zip.end();
  };
  pump().catch(fail);
  return output;
}
