import type { OpenAPIObject } from "trpc-to-openapi";

type PathsObject = NonNullable<OpenAPIObject["paths"]>;

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
});
const SECURITY: Record<string, string[]>[] = [{ sessionCookie: [] }, { apiKey: [] }];
const CSV_BODY = {
  required: true,
  description:
    "The CSV file as it is: UTF-8 (with or without a BOM) or Windows-1250, separated by `;`, `,` or tabs (detected unless given), the first row being the header. At most 50 MB (a larger body answers 413 before it is stored, by its Content-Length or as soon as its bytes pass the limit) and 100,000 rows.",
  content: { "text/csv": { schema: { type: "string" } } },
};
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

const listExport = (operationId: string, summary: string, tag: string, file: string, parameters: unknown[]) => ({
  get: {
    operationId,
    summary,
    description: `Every record the list shows with these filters (\`limit\` and \`cursor\` are ignored), as a CSV file Czech Excel opens as it is: UTF-8 with a BOM, semicolons, decimal commas, CRLF (decision 121). A cell holding a semicolon, a quote, a tab or a line break is quoted; a cell, or a line within it, that starts with \`=\`, \`+\`, \`-\`, \`@\`, a tab or CR (a spreadsheet formula) starts with an apostrophe, which the contact import reads back off.`,
    tags: [tag],
    security: SECURITY,
    parameters: parameters as never,
    responses: {
      "200": {
        description: `The CSV file (\`${file}-YYYY-MM-DD.csv\`)`,
        content: { "text/csv": { schema: { type: "string" } } },
      },
      "400": errorResponse("Invalid filter"),
      "401": errorResponse("Not signed in"),
    },
  },
});

/**
 * Issue 24 item 7 (decision 121): the contacts' CSV import and the contact and deal lists' CSV exports, plain Express
 * routes described by hand like the invoices' export. The list parameters are copied from listContacts/listDeals.
 */
export function csvRoutes(
  contactListParameters: unknown[] = [],
  dealListParameters: unknown[] = [],
  auditLogParameters: unknown[] = [],
): PathsObject {
  return {
    "/settings/audit-log/export.csv": listExport(
      "exportAuditLogCsv",
      "Export the filtered audit log as CSV",
      "Audit log",
      "audit-log",
      auditLogParameters,
    ),
    "/crm/contacts/export.csv": listExport(
      "exportContactsCsv",
      "Export the filtered contact list as CSV",
      "Contacts",
      "kontakty",
      contactListParameters,
    ),
    "/crm/deals/export.csv": listExport(
      "exportDealsCsv",
      "Export the filtered deal list as CSV",
      "Deals",
      "obchody",
      dealListParameters,
    ),
    "/crm/contacts/import/inspect": {
      post: {
        operationId: "inspectContactsCsv",
        summary: "Read a CSV file's header and first rows before an import",
        description:
          "The file's encoding and delimiter (detected unless given), its header, its first five rows and its number of rows.",
        tags: ["Contacts"],
        security: SECURITY,
        parameters: [ENCODING, DELIMITER] as never,
        requestBody: CSV_BODY as never,
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
          "400": errorResponse("Not a CSV file, an empty file, or not in the given encoding"),
          "401": errorResponse("Not signed in"),
          "413": errorResponse("The file is larger than 50 MB"),
          "415": errorResponse("The body is not text/csv"),
        },
      },
    },
    "/crm/contacts/import": {
      post: {
        operationId: "importContactsCsv",
        summary: "Import contacts from a CSV file (dry run or real)",
        description:
          'Maps columns to contact fields (`mapping`: JSON of field → column index, `name` required). Each row is created, or updates the live contact with its IČO (else its e-mail), or is skipped (a duplicate of an earlier row, a match with nothing new, or any match with `onMatch=skip`), or is reported with the forms\' validation messages per field. `dryRun=true` (the default) answers what would happen as JSON and writes nothing. `dryRun=false` first reads the whole file (a file that is not CSV or has too many rows answers 400 with nothing imported), then imports every valid row in batches of 250, each in its own transaction, and answers JSON Lines (`application/x-ndjson`): `{"type":"progress","processed":n}` after each batch, then `{"type":"done", …the result}` or `{"type":"error","error":…,"created":n,"updated":n}` — a failure keeps the batches before it, counted there; importing the same file again skips the rows they wrote when they have an IČO or e-mail.',
        tags: ["Contacts"],
        security: SECURITY,
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
        ] as never,
        requestBody: CSV_BODY as never,
        responses: {
          "200": {
            description: "The dry run's result, or the import's progress and result as JSON Lines",
            content: {
              "application/json": { schema: IMPORT_RESULT },
              "application/x-ndjson": { schema: { type: "string" } },
            },
          },
          "400": errorResponse("A bad mapping or option, or a file that is not CSV"),
          "401": errorResponse("Not signed in"),
          "413": errorResponse("The file is larger than 50 MB"),
          "415": errorResponse("The body is not text/csv"),
        },
      },
    },
  } as unknown as PathsObject;
}
