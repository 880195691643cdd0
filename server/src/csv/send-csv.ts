import { businessDate } from "@kancl/shared";
import type { Response } from "express";

/**
 * Answers a download of a CSV file written by writeCsv: `<name>-YYYY-MM-DD.csv` (today in Prague), never cached
 * (it holds the organization's data). Every list export answers through here.
 */
export function sendCsv(res: Response, name: string, csv: string): void {
  res
    .status(200)
    .type("text/csv; charset=utf-8")
    .set("Content-Disposition", `attachment; filename="${name}-${businessDate()}.csv"`)
    .set("Cache-Control", "private, no-store")
    .send(csv);
}

/**
 * The API document's entry of a list's CSV export (a plain route, decision 207): its query is the list's (`queryLike`,
 * the list's path), its answer the file sendCsv sends.
 */
export function csvExportDocument(list: {
  operationId: string;
  summary: string;
  tag: string;
  /** The file's name before its date, as sendCsv gets it. */
  file: string;
  queryLike: string;
}) {
  return {
    operationId: list.operationId,
    summary: list.summary,
    description:
      "Every record the list shows with these filters (`limit` and `cursor` are ignored), as a CSV file Czech Excel opens as it is: UTF-8 with a BOM, semicolons, decimal commas, CRLF (decision 121). A cell holding a semicolon, a quote, a tab or a line break is quoted; a cell, or a line within it, that starts with `=`, `+`, `-`, `@`, a tab or CR (a spreadsheet formula) starts with an apostrophe, which the contact import reads back off.",
    tag: list.tag,
    queryLike: list.queryLike,
    responses: {
      "200": {
        description: `The CSV file (\`${list.file}-YYYY-MM-DD.csv\`)`,
        content: { "text/csv": { schema: { type: "string" } } },
      },
      "400": "Invalid filter",
    },
  };
}
