import { request } from "node:http";
import {
  CONTACT_IMPORT_LISTED_ERRORS,
  CONTACT_IMPORT_LISTED_ROWS,
  CONTACT_IMPORT_MESSAGES,
  type ContactImportEvent,
  type ContactImportResult,
} from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { icoOf } from "../../../test/csv-files";
import { createContact, organizationBody, signUpInNewOrganization } from "../../../test/factories";
import { useTestApp } from "../../../test/use-test-app";
import { IMPORT_BATCH, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "./contact-import.service";

// Issue 34 items 3 and 4: an oversized upload answers 413 before anything is stored; a big import lets other
// requests through; a dry run of many invalid rows answers a capped list with the counts.

const { app, user } = useTestApp({ organizationName: "Velký import s.r.o." });
const MAPPING = JSON.stringify({ name: 0, legalName: 1, registrationNumber: 2, city: 3 });
const TOO_LARGE = `file: The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`;

const importUrl = (dryRun: boolean) =>
  new URL(
    `/api/v1/crm/contacts/import?${new URLSearchParams({ mapping: MAPPING, dryRun: String(dryRun) })}`,
    app.baseUrl,
  );

const countContacts = async (orgId = user.user.orgId) => {
  const { count } = await app.database.db
    .selectFrom("contacts")
    .select(({ fn }) => fn.countAll<number>().as("count"))
    .where("org_id", "=", orgId)
    .executeTakeFirstOrThrow();
  return Number(count);
};

/**
 * A raw upload over node:http: `declared` as Content-Length (or chunked without one), then chunks of a valid CSV
 * row until `total` bytes are written or the server answers. Resolves with the answer and how much was written.
 */
function rawUpload(url: URL, total: number, declared?: number) {
  return new Promise<{ status: number; body: string; written: number; connection?: string }>((resolve, reject) => {
    const headers: Record<string, string | number> = {
      "content-type": "text/csv",
      cookie: user.http.cookieHeader,
      origin: app.baseUrl,
    };
    if (declared !== undefined) headers["content-length"] = declared;
    const req = request(url, { method: "POST", headers });
    let written = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body, written, connection: res.headers.connection });
        req.destroy();
      });
    });
    // The server closes the connection after a 413: writes after it fail, as they should.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    // Rows of 1 KB: the limit comes before the row cap (MAX_IMPORT_ROWS).
    const chunk = Buffer.from(`Firma;${"x".repeat(1000)};;Praha\r\n`.repeat(1000));
    const header = Buffer.from("Název;Obchodní firma;IČO;Město\r\n");
    const send = () => {
      if (answered || req.destroyed) return;
      if (written === 0) {
        written += header.length;
        req.write(header);
      }
      if (written >= total) {
        if (declared === undefined) req.end();
        return;
      }
      const piece = chunk.subarray(0, Math.min(chunk.length, total - written));
      written += piece.length;
      if (req.write(piece)) setImmediate(send);
      else req.once("drain", send);
    };
    send();
  });
}

describe("an oversized upload (issue 34 item 3)", () => {
  it("answers 413 from its Content-Length before reading the body, and stores nothing", async () => {
    for (const dryRun of [false, true]) {
      // Only 64 KB of the declared 60 MB are sent: the answer cannot have waited for the rest.
      const res = await rawUpload(importUrl(dryRun), 64 * 1024, 60 * 1024 * 1024);
      expect(res.status, res.body).toBe(413);
      expect(JSON.parse(res.body)).toEqual({ error: TOO_LARGE });
      expect(res.connection).toBe("close");
    }
    const inspect = await rawUpload(
      new URL("/api/v1/crm/contacts/import/inspect", app.baseUrl),
      1024,
      MAX_IMPORT_BYTES + 1,
    );
    expect(inspect.status).toBe(413);
    expect(await countContacts()).toBe(0);
  });

  it("answers 413 when a body without a Content-Length passes the limit, and stores nothing", async () => {
    for (const dryRun of [false, true]) {
      const res = await rawUpload(importUrl(dryRun), 60 * 1024 * 1024);
      expect(res.status, res.body).toBe(413);
      expect(JSON.parse(res.body)).toEqual({ error: TOO_LARGE });
      // Refused as soon as the limit was passed, not after the whole 60 MB.
      expect(res.written).toBeLessThan(60 * 1024 * 1024);
    }
    expect(await countContacts()).toBe(0);
  }, 120_000);

  it("refuses a file of more rows than the import takes before writing any of them", async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `Firma ${i}`);
    const res = await fetch(importUrl(false), {
      method: "POST",
      headers: { "content-type": "text/csv", cookie: user.http.cookieHeader, origin: app.baseUrl },
      body: `Název\r\n${rows.join("\r\n")}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: `file: ${CONTACT_IMPORT_MESSAGES.tooManyRows(MAX_IMPORT_ROWS)}` });
    expect(await countContacts()).toBe(0);
  }, 120_000);
});

describe("a big import (issue 34 item 3)", () => {
  it("lets other requests through while it runs, batch by batch", async () => {
    const outsider = await signUpInNewOrganization(app, "Jiná firma s.r.o.");
    await createContact(outsider.http, organizationBody({ name: "Cizí kontakt", legalName: "Cizí kontakt s.r.o." }));
    const lines = ["Název;Obchodní firma;IČO;Město"];
    for (let i = 0; i < 10_000; i++) lines.push(`Souběžná ${i};Souběžná ${i} s.r.o.;${icoOf(300_000 + i)};Brno`);
    const res = await fetch(importUrl(false), {
      method: "POST",
      headers: { "content-type": "text/csv", cookie: user.http.cookieHeader, origin: app.baseUrl },
      body: lines.join("\r\n"),
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const events: { event: ContactImportEvent; at: number }[] = [];
    let others: Promise<{ health: number; list: number; names: string[]; at: number; took: number }> | undefined;
    let buffered = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      const parts = buffered.split("\n");
      buffered = parts.pop() ?? "";
      for (const line of parts.filter(Boolean)) {
        events.push({ event: JSON.parse(line) as ContactImportEvent, at: performance.now() });
        // The first batch is committed and 39 are to come: now another tenant's list and the health check.
        const asked = performance.now();
        others ??= Promise.all([
          fetch(new URL("/api/health", app.baseUrl)),
          outsider.http.get<{ contacts: { name: string }[] }>("/api/v1/crm/contacts"),
        ]).then(([health, list]) => ({
          health: health.status,
          list: list.status,
          names: list.body.contacts.map((c) => c.name),
          at: performance.now(),
          took: Math.round(performance.now() - asked),
        }));
      }
    }
    const answered = await (others as NonNullable<typeof others>);
    expect(answered).toMatchObject({ health: 200, list: 200, names: ["Cizí kontakt"] });
    // Both were answered while the import was still writing: batches were committed after them.
    const progressAfter = events.filter(({ event, at }) => event.type === "progress" && at > answered.at);
    expect(progressAfter.length).toBeGreaterThan(0);
    const importTook = (events.at(-1)?.at ?? 0) - (events[0]?.at ?? 0);
    expect(answered.took).toBeLessThan(importTook / 2);
    console.info(
      `[import concurrency] health ${answered.health} and another organization's list ${answered.list} in ${answered.took} ms during a 10,000-row import; ${progressAfter.length} of ${10_000 / IMPORT_BATCH} batches committed after them (the import took ${Math.round(importTook)} ms)`,
    );
    expect(events.at(-1)?.event).toMatchObject({ type: "done", summary: { rows: 10_000, create: 10_000 } });
    expect(await countContacts()).toBe(10_000);
  }, 180_000);
});

describe("a dry run of many invalid rows (issue 34 item 4)", () => {
  it("lists the first rows with errors and the first other rows, with the counts of all", async () => {
    const lines = ["Název;Obchodní firma;IČO;Město"];
    // 3,000 rows without a name (an error each) and 1,500 valid ones, mixed.
    for (let i = 0; i < 4_500; i++)
      lines.push(
        i % 3 === 2 ? `Platná ${i};Platná ${i} s.r.o.;${icoOf(500_000 + i)};Ostrava` : `;${"x".repeat(500)};;`,
      );
    const res = await fetch(importUrl(true), {
      method: "POST",
      headers: { "content-type": "text/csv", cookie: user.http.cookieHeader, origin: app.baseUrl },
      body: lines.join("\r\n"),
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    const result = JSON.parse(text) as ContactImportResult;
    expect(result.summary).toEqual({ rows: 4_500, create: 1_500, update: 0, skip: 0, error: 3_000 });
    const errors = result.rows.filter((row) => row.action === "error");
    expect(errors).toHaveLength(CONTACT_IMPORT_LISTED_ERRORS);
    expect(errors.slice(0, 2).map((row) => row.row)).toEqual([2, 3]);
    expect(result.rows.filter((row) => row.action !== "error")).toHaveLength(CONTACT_IMPORT_LISTED_ROWS);
    expect(result.rowsTruncated).toBe(true);
    // Bounded: about 300 bytes a listed row, whatever the file's size.
    console.info(
      `[import dry run] ${result.summary.rows} rows, ${result.summary.error} with errors: ${result.rows.length} listed, ${text.length} bytes of JSON`,
    );
    expect(text.length).toBeLessThan(400 * (CONTACT_IMPORT_LISTED_ERRORS + CONTACT_IMPORT_LISTED_ROWS));
  }, 120_000);
});
