import {
  CONTACT_IMPORT_LISTED_ERRORS,
  CONTACT_IMPORT_LISTED_ROWS,
  type ContactImportResult,
  type ContactImportRow,
} from "@kancl/shared";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { t, translated, translateMessage } from "@/i18n/screens";

const ACTION_LABEL = translated({
  create: "contactImportScreen.actions.create",
  update: "contactImportScreen.actions.update",
  skip: "contactImportScreen.actions.skip",
  error: "contactImportScreen.actions.error",
});
const ACTION_VARIANT = { create: "default", update: "secondary", skip: "outline", error: "destructive" } as const;
const PAGE = 100;

function detailOf(row: ContactImportRow) {
  if (row.errors.length)
    return row.errors.map((error) => translateMessage(`${error.field}: ${error.message}`)).join("; ");
  return row.note ? translateMessage(row.note) : "";
}

/** The dry run's counts and its rows, errors first, a hundred at a time. */
export function ImportReport({ result }: { result: ContactImportResult }) {
  const [shown, setShown] = useState(PAGE);
  const rows = [...result.rows].sort(
    (a, b) => Number(b.action === "error") - Number(a.action === "error") || a.row - b.row,
  );
  const { summary } = result;
  return (
    <div className="space-y-3">
      <p className="text-sm" data-testid="import-summary">
        {t("contactImportScreen.summaryRows", { rows: summary.rows })} <strong>{summary.create}</strong>{" "}
        {t("contactImportScreen.toCreate")}, <strong>{summary.update}</strong> {t("contactImportScreen.toUpdate")},{" "}
        <strong>{summary.skip}</strong> {t("contactImportScreen.skipped")}, <strong>{summary.error}</strong>{" "}
        {t("contactImportScreen.withErrors")}
      </p>
      {result.rowsTruncated && (
        <p className="text-sm text-muted-foreground" data-testid="import-listed-first">
          {t("contactImportScreen.listedFirst", {
            errors: CONTACT_IMPORT_LISTED_ERRORS,
            rows: CONTACT_IMPORT_LISTED_ROWS,
          })}
        </p>
      )}
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("contactImportScreen.caption")}</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("contactImportScreen.row")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("contactImportScreen.action")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("contactScreens.name")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("contactImportScreen.details")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map((row) => (
              <tr key={row.row} className="border-t align-top">
                <td className="px-3 py-2 tabular-nums">{row.row}</td>
                <td className="px-3 py-2">
                  <Badge variant={ACTION_VARIANT[row.action]}>{ACTION_LABEL[row.action]}</Badge>
                </td>
                <td className="px-3 py-2">{row.name ?? "—"}</td>
                <td
                  className={row.action === "error" ? "px-3 py-2 text-destructive" : "px-3 py-2 text-muted-foreground"}
                >
                  {detailOf(row)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown && (
        <Button variant="outline" size="sm" onClick={() => setShown((n) => n + PAGE * 5)}>
          {t("contactImportScreen.showMore", { count: rows.length - shown })}
        </Button>
      )}
    </div>
  );
}
