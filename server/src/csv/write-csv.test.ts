import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvFormulaText } from "../../test/reliability/support/hostile";
import { FORMULA_TRIGGERS, guardCsvText, readCsvText, writeCsv } from "./write-csv";

/** The file as the import reads it: csv-parse, the parser of read-csv.ts, with the export's separator. */
const parseBack = (csv: string): string[][] => parse(csv, { bom: true, delimiter: ";", relax_column_count: true });

/** The texts a line of the cell starts with: the cell's start and after every \n or \r. */
const lineStartsOf = (cell: string) => [cell, ...[...cell.matchAll(/[\r\n]/g)].map((m) => cell.slice(m.index + 1))];
const startsFormula = (text: string) => FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger));
const PLAIN_NUMBER = /^-?\d+(?:,\d+)?$/;

describe("the CSV writer (issue 34 item 2)", () => {
  it("quotes and guards a name with a formula after a line break", () => {
    const csv = writeCsv(["Název", "E-mail"], [["Jan Novak\n=cmd|' /C calc'!A0", "a@b.cz"]]);
    expect(csv).toBe(`\uFEFFNázev;E-mail\r\n"Jan Novak\n'=cmd|' /C calc'!A0";a@b.cz\r\n`);
    // A reader that splits lines without honouring quotes still sees no formula: the second line starts with '.
    for (const line of csv.split(/\r\n|\n|\r/)) expect(startsFormula(line.replace(/^"/, ""))).toBe(false);
  });

  it("quotes a lone CR or LF, tabs, semicolons and quotes; leaves numbers alone", () => {
    expect(writeCsv(["a"], [["x\ry"], ["x\ny"], ["x\ty"], ["-1210,00"], ["a;b"], ['"q"'], ["a,b"]])).toBe(
      `\uFEFFa\r\n"x\ry"\r\n"x\ny"\r\n"x\ty"\r\n-1210,00\r\n"a;b"\r\n"""q"""\r\na,b\r\n`,
    );
  });

  it("guards every line of a cell and reads each guard back", () => {
    expect(guardCsvText("=1+1")).toBe("'=1+1");
    expect(guardCsvText("a\r\n@SUM(A1)\n-A1\n+1")).toBe("a\r\n'@SUM(A1)\n'-A1\n'+1");
    expect(guardCsvText("\r=x")).toBe("'\r'=x");
    expect(guardCsvText("'=x")).toBe("''=x");
    expect(guardCsvText("-5")).toBe("-5");
    expect(guardCsvText("it's")).toBe("it's");
    for (const text of ["=1+1", "a\r\n@SUM(A1)\n-A1", "\r=x", "'=x", "''", "'\n'-"]) {
      expect(readCsvText(guardCsvText(text))).toBe(text);
    }
  });

  it("any hostile text: parsed back the same cells and rows, no line of any cell starting a formula", () => {
    const cell = fc.oneof(csvFormulaText, fc.string({ unit: "binary", maxLength: 20 }));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 8 }), (rows) => {
        const width = Math.max(1, ...rows.map((row) => row.length));
        const header = Array.from({ length: width }, (_, i) => `c${i}`);
        const parsed = parseBack(writeCsv(header, rows));
        expect(parsed.length).toBe(rows.length + 1);
        expect(parsed[0]).toEqual(header);
        const cells = parsed.slice(1);
        expect(cells.map((row) => row.map(readCsvText))).toEqual(rows);
        const formulas = cells
          .flat()
          .filter((written) => !PLAIN_NUMBER.test(written) && lineStartsOf(written).some(startsFormula));
        expect(formulas).toEqual([]);
      }),
      { numRuns: 500, seed: 34 },
    );
  });
});
