import type { Request, Response } from "express";
import { AppError } from "../errors/app-error";

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The 413 an upload over `maxBytes` answers, naming the field and the limit. */
export const uploadTooLarge = (maxBytes: number) =>
  new AppError("PAYLOAD_TOO_LARGE", `file: The file is larger than ${megabytes(maxBytes)} MB`);

/**
 * An upload a route reads as a stream itself (issue 34 item 3), limited to `maxBytes` in two ways, so nothing past
 * the limit is stored or read:
 * - up front: a Content-Length over the limit answers 413 before a byte of the body is read;
 * - while reading: the body's bytes are counted as they arrive, and the stream fails with the same 413 when they
 *   pass the limit — a body sent in chunks (no Content-Length) or with a Content-Length that lies.
 * A 413 closes the connection (`Connection: close`), so the client stops sending the rest and the server does not
 * read it to keep the connection alive.
 */
export function limitedUpload(req: Request, res: Response, maxBytes: number): AsyncIterable<Uint8Array> {
  const refuse = () => {
    res.set("Connection", "close");
    return uploadTooLarge(maxBytes);
  };
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) throw refuse();
  return {
    async *[Symbol.asyncIterator]() {
      let received = 0;
      // Not destroyed on the way out: destroying an unfinished request would close the socket before the 413.
      for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Uint8Array>) {
        received += chunk.byteLength;
        if (received > maxBytes) {
          // Stop reading: the rest of the body is not wanted (the 413 closes the connection).
          req.pause();
          throw refuse();
        }
        yield chunk;
      }
    },
  };
}
