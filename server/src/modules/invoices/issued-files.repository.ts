import type { Executor } from "../../db/database";

export type IssuedFileFormat = "pdf" | "isdoc";

export interface IssuedFile {
  filename: string;
  content: Buffer;
  /** Lower-case hex SHA-256 of `content`, as stored when the file was made. */
  sha256: string;
}

/** PGlite answers bytea as a Uint8Array, node-postgres as a Buffer: one type for the callers. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The files of issued documents as issued (decision 204): one PDF and one ISDOC per document, written once and never
 * updated (the database refuses an UPDATE).
 */
export const issuedFilesRepository = {
  /** The stored file of the caller's organization's document (not in the trash), if it was made. */
  async find(
    db: Executor,
    orgId: string,
    invoiceId: string,
    format: IssuedFileFormat,
  ): Promise<IssuedFile | undefined> {
    const row = await db
      .selectFrom("invoice_issued_files as f")
      .innerJoin("invoices as i", (join) => join.onRef("i.org_id", "=", "f.org_id").onRef("i.id", "=", "f.invoice_id"))
      .select(["f.filename", "f.content", "f.sha256"])
      .where("f.org_id", "=", orgId)
      .where("f.invoice_id", "=", invoiceId)
      .where("f.format", "=", format)
      .where("i.deleted_at", "is", null)
      .executeTakeFirst();
    return row && { filename: row.filename, content: asBuffer(row.content), sha256: row.sha256 };
  },

  async exists(db: Executor, orgId: string, invoiceId: string, format: IssuedFileFormat): Promise<boolean> {
    const row = await db
      .selectFrom("invoice_issued_files")
      .select("format")
      .where("org_id", "=", orgId)
      .where("invoice_id", "=", invoiceId)
      .where("format", "=", format)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Stores the file unless one is stored already: two servers making the same document at once keep the first, and
   * both then serve that one (the caller reads it back).
   */
  async insertOnce(db: Executor, orgId: string, invoiceId: string, format: IssuedFileFormat, file: IssuedFile) {
    await db
      .insertInto("invoice_issued_files")
      .values({
        org_id: orgId,
        invoice_id: invoiceId,
        format,
        filename: file.filename,
        content: file.content,
        sha256: file.sha256,
      })
      .onConflict((oc) => oc.columns(["org_id", "invoice_id", "format"]).doNothing())
      .execute();
  },
};
