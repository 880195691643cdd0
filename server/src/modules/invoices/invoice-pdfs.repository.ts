import type { Executor } from "../../db/database";

export interface StoredPdf {
  filename: string;
  pdf: Buffer;
}

/** PGlite answers bytea as a Uint8Array, node-postgres as a Buffer: one type for the callers. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The rendered PDFs of invoices, by (org, invoice, version): the cache every app server shares (decision 070). */
export const invoicePdfsRepository = {
  async findByVersion(db: Executor, orgId: string, invoiceId: string, version: number): Promise<StoredPdf | undefined> {
    const row = await db
      .selectFrom("invoice_pdfs")
      .select(["filename", "pdf"])
      .where("org_id", "=", orgId)
      .where("invoice_id", "=", invoiceId)
      .where("version", "=", version)
      .executeTakeFirst();
    return row && { filename: row.filename, pdf: asBuffer(row.pdf) };
  },

  /**
   * The stored PDF of that version only while it is the invoice's current version, in one query: an older URL of a
   * changed invoice, or another organization's invoice, finds nothing.
   */
  async findCurrent(db: Executor, orgId: string, invoiceId: string, version: number): Promise<StoredPdf | undefined> {
    const row = await db
      .selectFrom("invoice_pdfs")
      .innerJoin("invoices", (join) =>
        join
          .onRef("invoices.org_id", "=", "invoice_pdfs.org_id")
          .onRef("invoices.id", "=", "invoice_pdfs.invoice_id")
          .onRef("invoices.version", "=", "invoice_pdfs.version"),
      )
      .select(["invoice_pdfs.filename", "invoice_pdfs.pdf"])
      .where("invoice_pdfs.org_id", "=", orgId)
      .where("invoice_pdfs.invoice_id", "=", invoiceId)
      .where("invoice_pdfs.version", "=", version)
      .where("invoices.deleted_at", "is", null)
      .executeTakeFirst();
    return row && { filename: row.filename, pdf: asBuffer(row.pdf) };
  },

  /** Whether that version is rendered, without reading the file. */
  async exists(db: Executor, orgId: string, invoiceId: string, version: number): Promise<boolean> {
    const row = await db
      .selectFrom("invoice_pdfs")
      .select("version")
      .where("org_id", "=", orgId)
      .where("invoice_id", "=", invoiceId)
      .where("version", "=", version)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Stores a version's PDF and drops the invoice's older versions (their URLs then render again). Two servers
   * rendering the same version at once store one row: both PDFs are of the same invoice version. A version stored
   * already is replaced (a draft is rendered afresh: it prints today's company profile, which its version does not
   * follow).
   */
  async insert(db: Executor, orgId: string, invoiceId: string, version: number, stored: StoredPdf): Promise<void> {
    await db
      .insertInto("invoice_pdfs")
      .values({ org_id: orgId, invoice_id: invoiceId, version, filename: stored.filename, pdf: stored.pdf })
      .onConflict((oc) =>
        oc.columns(["org_id", "invoice_id", "version"]).doUpdateSet((eb) => ({
          filename: eb.ref("excluded.filename"),
          pdf: eb.ref("excluded.pdf"),
        })),
      )
      .execute();
    await db
      .deleteFrom("invoice_pdfs")
      .where("org_id", "=", orgId)
      .where("invoice_id", "=", invoiceId)
      .where("version", "<", version)
      .execute();
  },
};
