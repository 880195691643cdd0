import {
  CONTACT_IMPORT_LISTED_ERRORS,
  CONTACT_IMPORT_LISTED_ROWS,
  CONTACT_IMPORT_MESSAGES,
  CONTACT_MESSAGES,
  type ContactImportField,
  type ContactImportInspection,
  type ContactImportOptions,
  type ContactImportResult,
  type ContactImportRow,
  type ContactImportSummary,
  createContactInputSchema,
} from "@kancl/shared";
import { CsvFileError, readCsv } from "../../csv/read-csv";
import { readCsvText } from "../../csv/write-csv";
import type { Database, Executor } from "../../db/database";
import { makeWay } from "../../db/make-way";
import { AppError } from "../../errors/app-error";
import { nonEmpty } from "./contact-mapper";
import { type ContactRow, type ContactValues, contactsRepository } from "./contacts.repository";

/** Files larger than this are refused with 413 (the route checks Content-Length and counts the bytes). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/**
 * Rows a file may have: each valid row's IČO and e-mail are remembered for the whole file (duplicates within it), so
 * memory grows with the rows — ten times the 10,000 rows the import is made for.
 */
export const MAX_IMPORT_ROWS = 100_000;
/**
 * Rows checked and written together: one query finds their matches, one INSERT creates their new contacts, and a
 * real run commits them in their own transaction.
 */
export const IMPORT_BATCH = 250;
/** A listed row's name is cut to this many characters (a cell may hold 64 KB). */
const LISTED_NAME_LENGTH = 200;

/** A real run makes way for other requests after each batch for up to half its time, at most this long. */
const MAKE_WAY_MS = 250;

const ADDRESS_FIELDS = ["street", "city", "postalCode", "country"] as const;
const TEXT_FIELDS = ["name", "email", "phone", "position", "legalName", "taxId", "registrationNumber"] as const;

const TYPE_WORDS: Record<string, "person" | "organization"> = {
  person: "person",
  osoba: "person",
  "fyzická osoba": "person",
  fo: "person",
  organization: "organization",
  organisation: "organization",
  organizace: "organization",
  firma: "organization",
  company: "organization",
  "právnická osoba": "organization",
  po: "organization",
};

const compactIco = (value: string | undefined) => value?.replace(/\s+/g, "") || undefined;
const lowerEmail = (value: string | undefined) => value?.trim().toLowerCase() || undefined;

interface PendingRow {
  row: number;
  cells: Partial<Record<ContactImportField, string>>;
}

type Input = Record<string, unknown> & { type: "person" | "organization" };

/** Issue 24 item 7 (decision 121): contacts from a CSV file, dry run or real, matched by IČO then e-mail. */
export function createContactImport(db: Database) {
  async function inspect(
    body: AsyncIterable<Uint8Array>,
    options: Pick<ContactImportOptions, "encoding" | "delimiter">,
  ): Promise<ContactImportInspection> {
    const reading = await read(body, options);
    let headers: string[] | undefined;
    const sample: string[][] = [];
    let rowCount = 0;
    await readRecords(reading.records, (record) => {
      if (!headers) headers = record.map((cell) => cell.trim());
      else {
        rowCount += 1;
        if (sample.length < 5) sample.push(record);
      }
    });
    if (!headers) throw new AppError("BAD_REQUEST", CONTACT_IMPORT_MESSAGES.emptyFile);
    return { encoding: reading.encoding, delimiter: reading.delimiter, headers, sample, rowCount };
  }

  /**
   * Reads the whole file without deciding anything: a file that is not CSV in its encoding, or has more rows than
   * MAX_IMPORT_ROWS, answers 400 here, before a real run writes its first batch.
   */
  async function check(body: AsyncIterable<Uint8Array>, options: Pick<ContactImportOptions, "encoding" | "delimiter">) {
    const reading = await read(body, options);
    let records = 0;
    await readRecords(reading.records, () => {
      records += 1;
      if (records > MAX_IMPORT_ROWS + 1) throw tooManyRows();
    });
  }

  /**
   * Reads the file and decides each row: create, update (a live contact with its IČO, else its e-mail), skip (a
   * duplicate of an earlier row, a match with nothing new, or any match with onMatch "skip") or error (the forms'
   * messages, per field). A real run writes batch by batch, each batch in its own transaction (decision 121): a
   * failure keeps the batches before it, and `onBatch` reports what is written so far. Between batches other
   * requests get the database (PGlite has one connection: makeWay) and the event loop.
   */
  async function run(
    orgId: string,
    body: AsyncIterable<Uint8Array>,
    options: ContactImportOptions,
    onBatch: (written: ContactImportSummary) => void = () => {},
  ): Promise<ContactImportResult> {
    if (options.mapping.name === undefined)
      throw new AppError("BAD_REQUEST", `mapping: ${CONTACT_IMPORT_MESSAGES.nothingMapped}`);
    const reading = await read(body, options);
    const summary: ContactImportSummary = { rows: 0, create: 0, update: 0, skip: 0, error: 0 };
    const listed: ContactImportRow[] = [];
    let listedErrors = 0;
    let truncated = false;
    const seen = new Map<string, number>();

    const decideAndWrite = async (executor: Executor, batch: PendingRow[]) => {
      const results = await decideBatch(executor, orgId, batch, options, seen);
      if (!options.dryRun) await writeBatch(executor, orgId, results);
      return results;
    };

    let header = true;
    let batch: PendingRow[] = [];
    let rowNumber = 1;
    const flush = async () => {
      const pending = batch;
      batch = [];
      const started = performance.now();
      const results = options.dryRun
        ? await decideAndWrite(db, pending)
        : await db.transaction().execute((tx) => decideAndWrite(tx, pending));
      const took = performance.now() - started;
      for (const { outcome } of results) {
        summary.rows += 1;
        summary[outcome.action] += 1;
        const isError = outcome.action === "error";
        if (
          isError
            ? listedErrors < CONTACT_IMPORT_LISTED_ERRORS
            : listed.length - listedErrors < CONTACT_IMPORT_LISTED_ROWS
        ) {
          if (isError) listedErrors += 1;
          listed.push(
            outcome.name && outcome.name.length > LISTED_NAME_LENGTH
              ? { ...outcome, name: `${outcome.name.slice(0, LISTED_NAME_LENGTH)}…` }
              : outcome,
          );
        } else truncated = true;
      }
      onBatch({ ...summary });
      // The dry run holds no transaction (each query waits its turn); a real run's batch held the database.
      if (options.dryRun) await new Promise<void>((resolve) => setImmediate(resolve));
      else await makeWay(db, Math.min(MAKE_WAY_MS, took / 2));
    };
    for await (const record of guarded(reading.records)) {
      if (header) {
        header = false;
        continue;
      }
      rowNumber += 1;
      if (rowNumber > MAX_IMPORT_ROWS + 1) throw tooManyRows();
      const cells: PendingRow["cells"] = {};
      for (const [field, index] of Object.entries(options.mapping)) {
        // An apostrophe before = + - @ is how exports guard against formulas (write-csv.ts): read it back.
        const cell = record[index as number]?.trim();
        const value = cell && readCsvText(cell);
        if (value) cells[field as ContactImportField] = value;
      }
      batch.push({ row: rowNumber, cells });
      if (batch.length === IMPORT_BATCH) await flush();
    }
    if (batch.length) await flush();
    return {
      dryRun: options.dryRun,
      encoding: reading.encoding,
      delimiter: reading.delimiter,
      summary,
      rows: listed,
      rowsTruncated: truncated,
    };
  }

  return { inspect, check, run };
}

export type ContactImport = ReturnType<typeof createContactImport>;

async function read(body: AsyncIterable<Uint8Array>, options: Pick<ContactImportOptions, "encoding" | "delimiter">) {
  return readCsv(body, { encoding: options.encoding, delimiter: options.delimiter, maxBytes: MAX_IMPORT_BYTES });
}

const tooManyRows = () => new AppError("BAD_REQUEST", `file: ${CONTACT_IMPORT_MESSAGES.tooManyRows(MAX_IMPORT_ROWS)}`);

/** The file's own problems (not CSV, too large, not in its encoding) as a 400 naming what is wrong. */
async function* guarded(records: AsyncIterable<string[]>): AsyncGenerator<string[]> {
  try {
    yield* records;
  } catch (error) {
    if (error instanceof CsvFileError) throw new AppError("BAD_REQUEST", `file: ${error.message}`);
    throw error;
  }
}

async function readRecords(records: AsyncIterable<string[]>, each: (record: string[]) => void) {
  for await (const record of guarded(records)) each(record);
}

interface Decided {
  outcome: ContactImportRow;
  create?: { type: ContactRow["type"]; values: ContactValues };
  update?: { id: string; version: number; type: ContactRow["type"]; values: ContactValues };
}

/** The contact input a row gives: its mapped cells, on top of the matched contact's current fields when updating. */
function inputOf(type: Input["type"], cells: PendingRow["cells"], current?: ContactRow): Input {
  const input: Input = { type };
  for (const field of TEXT_FIELDS) {
    const fromCurrent = current?.[field] ?? undefined;
    input[field] = cells[field] ?? fromCurrent;
  }
  const address: Record<string, string | undefined> = { ...((current?.address as object | null) ?? {}) };
  for (const field of ADDRESS_FIELDS) if (cells[field]) address[field] = cells[field];
  if (Object.values(address).some((v) => v !== undefined)) input.address = address;
  return input;
}

function valuesOf(parsed: ReturnType<typeof createContactInputSchema.parse>): ContactValues {
  const isPerson = parsed.type === "person";
  return {
    name: parsed.name as string,
    email: parsed.email,
    phone: parsed.phone,
    position: isPerson ? parsed.position : undefined,
    legalName: isPerson ? undefined : parsed.legalName,
    taxId: isPerson ? undefined : parsed.taxId,
    registrationNumber: isPerson ? undefined : parsed.registrationNumber,
    address: isPerson ? null : nonEmpty(parsed.address),
  };
}

/** An address as comparable text: its given fields in key order (jsonb reorders keys). */
const addressKey = (address: object | null | undefined) =>
  JSON.stringify(Object.entries(nonEmpty(address) ?? {}).sort(([a], [b]) => a.localeCompare(b)));

const sameValues = (values: ContactValues, row: ContactRow) =>
  TEXT_FIELDS.every((field) => (values[field] ?? null) === (row[field] ?? null)) &&
  addressKey(values.address) === addressKey(row.address);

async function decideBatch(
  executor: Executor,
  orgId: string,
  batch: PendingRow[],
  options: ContactImportOptions,
  seen: Map<string, number>,
): Promise<Decided[]> {
  const icos = batch.map((row) => compactIco(row.cells.registrationNumber)).filter((v): v is string => !!v);
  const emails = batch.map((row) => lowerEmail(row.cells.email)).filter((v): v is string => !!v);
  const matches = await contactsRepository.findImportMatches(executor, orgId, icos, emails);
  const byIco = new Map<string, ContactRow>();
  const byEmail = new Map<string, ContactRow>();
  for (const match of matches) {
    const ico = compactIco(match.registrationNumber ?? undefined);
    const email = lowerEmail(match.email ?? undefined);
    if (ico && !byIco.has(ico)) byIco.set(ico, match);
    if (email && !byEmail.has(email)) byEmail.set(email, match);
  }

  return batch.map(({ row, cells }): Decided => {
    const outcome = (action: ContactImportRow["action"], extra: Partial<ContactImportRow> = {}): ContactImportRow => ({
      row,
      action,
      name: cells.name ?? null,
      contactId: null,
      errors: [],
      note: null,
      ...extra,
    });
    let type: Input["type"] = options.type;
    if (cells.type) {
      const known = TYPE_WORDS[cells.type.toLowerCase()];
      if (!known)
        return {
          outcome: outcome("error", { errors: [{ field: "type", message: CONTACT_IMPORT_MESSAGES.typeUnknown }] }),
        };
      type = known;
    }
    const ico = compactIco(cells.registrationNumber);
    const email = lowerEmail(cells.email);
    const keys = [ico && `ico:${ico}`, email && `email:${email}`].filter((k): k is string => !!k);
    const match = (ico && byIco.get(ico)) || (email && byEmail.get(email)) || undefined;
    if (match) keys.push(`id:${match.id}`);
    const earlier = keys.map((key) => seen.get(key)).find((n) => n !== undefined);
    if (earlier !== undefined) {
      return {
        outcome: outcome("skip", {
          note: CONTACT_IMPORT_MESSAGES.duplicateInFile(earlier),
          contactId: match?.id ?? null,
        }),
      };
    }
    if (match && match.type !== type && cells.type) {
      return { outcome: outcome("error", { errors: [{ field: "type", message: CONTACT_MESSAGES.typeCannotChange }] }) };
    }
    const parsed = createContactInputSchema.safeParse(inputOf(match?.type ?? type, cells, match));
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] === "address" ? (issue.path[1] ?? "address") : (issue.path[0] ?? "row")),
        message: issue.message,
      }));
      return { outcome: outcome("error", { errors }) };
    }
    for (const key of keys) seen.set(key, row);
    const values = valuesOf(parsed.data);
    if (!match)
      return { outcome: outcome("create", { name: values.name }), create: { type: parsed.data.type, values } };
    const name = match.name;
    if (options.onMatch === "skip") {
      return {
        outcome: outcome("skip", { name, contactId: match.id, note: CONTACT_IMPORT_MESSAGES.matchSkipped(name) }),
      };
    }
    if (sameValues(values, match)) {
      return { outcome: outcome("skip", { name, contactId: match.id, note: CONTACT_IMPORT_MESSAGES.unchanged(name) }) };
    }
    return {
      outcome: outcome("update", { name: values.name, contactId: match.id }),
      update: { id: match.id, version: match.version, type: match.type, values },
    };
  });
}

async function writeBatch(executor: Executor, orgId: string, decided: Decided[]) {
  const creates = decided.filter((d) => d.create);
  const ids = await contactsRepository.insertMany(
    executor,
    orgId,
    creates.map((d) => d.create as NonNullable<Decided["create"]>),
  );
  creates.forEach((d, index) => {
    d.outcome.contactId = ids[index] ?? null;
  });
  for (const { update, outcome } of decided) {
    if (!update) continue;
    const done = await contactsRepository.updateIfVersion(
      executor,
      orgId,
      update.id,
      { version: update.version, type: update.type },
      update.values,
    );
    // Changed by someone since the batch was read: the whole import stops and rolls back.
    if (!done) throw new AppError("CONFLICT", `row ${outcome.row}: ${CONTACT_MESSAGES.stale}`);
  }
}
