import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { type ContactImportEvent, contactImportOptionsSchema, INTERNAL_ERROR_MESSAGE } from "@kancl/shared";
import { toHttpAnswer } from "../../errors/http-answer";
import { plainRoute } from "../../http/plain-route";
import { assertCanWrite } from "../auth/permissions";
import { MAX_IMPORT_BYTES } from "./contact-import.service";

const CSV_BODY = {
  required: true,
  description:
    "The CSV file as it is: UTF-8 (with or without a BOM) or Windows-1250, separated by `;`, `,` or tabs (detected unless given), the first row being the header. At most 50 MB (a larger body answers 413 before it is stored, by its Content-Length or as soon as its bytes pass the limit) and 100,000 rows.",
  content: { "text/csv": { schema: { type: "string" } } },
};
/** An upload over MAX_IMPORT_BYTES answers 413 before anything is stored (issue 34 item 3: upload-limit.ts). */
const CSV_UPLOAD = { mediaType: "text/csv", maxBytes: MAX_IMPORT_BYTES, wrongType: "Send the file as text/csv" };
const query = (name: string, description: string, schema: Record<string, unknown>, required = false) => ({
  name,
  in: "query" as const,
  required,
  schema,
  description,
});
const ENCODING = query("encoding", "The file's encoding; detected when omitted", {
  type: "string",
  enum: ["utf-8", "windows-1250"],
});
const DELIMITER = query("delimiter", "The file's delimiter; detected when omitted", {
  type: "string",
  enum: [";", ",", "\t"],
});
const IMPORT_ROW = {
  type: "object",
  required: ["row", "action", "name", "contactId", "errors", "note"],
  properties: {
    row: { type: "integer", description: "The row's number in the file, the header being row 1" },
    action: { type: "string", enum: ["create", "update", "skip", "error"] },
    name: { type: ["string", "null"] },
    contactId: { type: ["string", "null"] },
    errors: {
      type: "array",
      items: {
        type: "object",
        required: ["field", "message"],
        properties: { field: { type: "string" }, message: { type: "string" } },
      },
    },
    note: { type: ["string", "null"] },
  },
};
const IMPORT_RESULT = {
  type: "object",
  required: ["dryRun", "encoding", "delimiter", "summary", "rows", "rowsTruncated"],
  properties: {
    dryRun: { type: "boolean" },
    encoding: { type: "string" },
    delimiter: { type: "string" },
    summary: {
      type: "object",
      required: ["rows", "create", "update", "skip", "error"],
      properties: Object.fromEntries(
        ["rows", "create", "update", "skip", "error"].map((k) => [k, { type: "integer" }]),
      ),
    },
    rows: {
      type: "array",
      items: IMPORT_ROW,
      description:
        "The first 100 rows with errors and the first 1,000 other rows, in file order; the summary counts every row",
    },
    rowsTruncated: { type: "boolean", description: "Some rows are not listed" },
  },
};

/**
 * Issue 24 item 7 (decision 121), plain routes because the body is a CSV file read as a stream:
 * POST /crm/contacts/import/inspect — the file's encoding, delimiter, header and first rows, and its row count.
 */
export const contactImportInspectRoute = plainRoute({
  method: "post",
  path: "/crm/contacts/import/inspect",
  access: "member",
  upload: CSV_UPLOAD,
  openapi: {
    operationId: "inspectContactsCsv",
    summary: "Read a CSV file's header and first rows before an import",
    description:
      "The file's encoding and delimiter (detected unless given), its header, its first five rows and its number of rows.",
    tag: "Contacts",
    parameters: [ENCODING, DELIMITER],
    requestBody: CSV_BODY,
    responses: {
      "200": {
        description: "What the file holds",
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["encoding", "delimiter", "headers", "sample", "rowCount"],
              properties: {
                encoding: { type: "string", enum: ["utf-8", "windows-1250"] },
                delimiter: { type: "string", enum: [";", ",", "\t"] },
                headers: { type: "array", items: { type: "string" } },
                sample: { type: "array", items: { type: "array", items: { type: "string" } } },
                rowCount: { type: "integer" },
              },
            },
          },
        },
      },
      "400": "Not a CSV file, an empty file, or not in the given encoding",
      "413": "The file is larger than 50 MB",
      "415": "The body is not text/csv",
    },
  },
  async handle({ services, req, res, upload }) {
    const { encoding, delimiter } = contactImportOptionsSchema.partial().parse({ ...req.query, mapping: undefined });
    res.status(200).json(await services.contactImport.inspect(upload, { encoding, delimiter }));
  },
});

/**
 * POST /crm/contacts/import?mapping=…&dryRun=true — what each row would do, as JSON (the first rows listed);
 * POST /crm/contacts/import?mapping=…&dryRun=false — the import, answered as JSON Lines: `{"type":"progress",
 * "processed":n}` after each batch of 250 rows (each committed in its own transaction), then `{"type":"done",…}`, or
 * `{"type":"error","error":…,"created":n,"updated":n}` with what the batches before the failure kept. The upload is
 * first spooled to a temporary file and read through once (a file that is not CSV or has too many rows answers 400
 * before anything is written), so the writing lasts as long as the database work, not the upload.
 */
export const contactImportRoute = plainRoute({
  method: "post",
  path: "/crm/contacts/import",
  // A dry run only reads; the import writes (decision 130: read-only users and read keys may not), checked below.
  access: "member",
  upload: CSV_UPLOAD,
  query: contactImportOptionsSchema,
  openapi: {
    operationId: "importContactsCsv",
    summary: "Import contacts from a CSV file (dry run or real)",
    description:
      'Maps columns to contact fields (`mapping`: JSON of field → column index, `name` required). Each row is created, or updates the live contact with its IČO (else its e-mail), or is skipped (a duplicate of an earlier row, a match with nothing new, or any match with `onMatch=skip`), or is reported with the forms\' validation messages per field. `dryRun=true` (the default) answers what would happen as JSON and writes nothing. `dryRun=false` first reads the whole file (a file that is not CSV or has too many rows answers 400 with nothing imported), then imports every valid row in batches of 250, each in its own transaction, and answers JSON Lines (`application/x-ndjson`): `{"type":"progress","processed":n}` after each batch, then `{"type":"done", …the result}` or `{"type":"error","error":…,"created":n,"updated":n}` — a failure keeps the batches before it, counted there; importing the same file again skips the rows they wrote when they have an IČO or e-mail.',
    tag: "Contacts",
    parameters: [
      query(
        "mapping",
        'JSON: field → column index, e.g. {"name":0,"email":2,"registrationNumber":3}',
        { type: "string" },
        true,
      ),
      query("dryRun", "true (default): report only; false: import", { type: "string", enum: ["true", "false"] }),
      query("type", "The type of rows without a mapped type column (default organization)", {
        type: "string",
        enum: ["person", "organization"],
      }),
      query("onMatch", "What a row matching a live contact does (default update)", {
        type: "string",
        enum: ["update", "skip"],
      }),
      ENCODING,
      DELIMITER,
    ],
    requestBody: CSV_BODY,
    responses: {
      "200": {
        description: "The dry run's result, or the import's progress and result as JSON Lines",
        content: {
          "application/json": { schema: IMPORT_RESULT },
          "application/x-ndjson": { schema: { type: "string" } },
        },
      },
      "400": "A bad mapping or option, or a file that is not CSV",
      "403": "A cross-origin request, or a read-only user or a read-scoped API key importing for real (dryRun=false)",
      "413": "The file is larger than 50 MB",
      "415": "The body is not text/csv",
    },
  },
  async handle({ services, caller, res, query: options, upload }) {
    if (options.dryRun) {
      res.status(200).json(await services.contactImport.run(caller.orgId, upload, options));
      return;
    }
    assertCanWrite(caller);
    const spool = await mkdtemp(join(tmpdir(), "kancl-import-"));
    try {
      const file = join(spool, "upload.csv");
      await pipeline(upload, createWriteStream(file));
      await services.contactImport.check(createReadStream(file), options);
      res.status(200).type("application/x-ndjson").set("Cache-Control", "no-store");
      res.flushHeaders();
      const send = (event: ContactImportEvent) => res.write(`${JSON.stringify(event)}\n`);
      let written = { create: 0, update: 0 };
      try {
        const result = await services.contactImport.run(caller.orgId, createReadStream(file), options, (summary) => {
          written = summary;
          send({ type: "progress", processed: summary.rows });
        });
        send({ type: "done", ...result });
      } catch (error) {
        const answer = toHttpAnswer(error);
        if (answer.status >= 500) services.logger.error({ err: error }, "contact import failed");
        send({
          type: "error",
          error: answer.status >= 500 ? INTERNAL_ERROR_MESSAGE : answer.body.error,
          created: written.create,
          updated: written.update,
        });
      }
      res.end();
    } finally {
      await rm(spool, { recursive: true, force: true });
    }
  },
});
