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
