import { createHash } from "node:crypto";
import { INVOICE_MESSAGES } from "@kancl/shared";
import type { Database } from "../../db/database";
import { AppError } from "../../errors/app-error";
import { type IssuedFile, type IssuedFileFormat, issuedFilesRepository } from "./issued-files.repository";

export type { IssuedFileFormat } from "./issued-files.repository";

const sha256Of = (content: Buffer) => createHash("sha256").update(content).digest("hex");

/**
 * The PDF and ISDOC of an issued document as issued (decision 204): made once from the document's frozen data, stored
 * with their SHA-256, and served byte-identical forever. Every read checks the hash: a file that no longer matches is
 * an error (500), never other bytes.
 */
export function createIssuedFiles(db: Database) {
  function verified(file: IssuedFile): { filename: string; content: Buffer } {
    if (sha256Of(file.content) !== file.sha256) throw new AppError("INTERNAL", INVOICE_MESSAGES.issuedFileDamaged);
    return { filename: file.filename, content: file.content };
  }

  return {
    /** The stored file, checked; undefined when it was not made yet (or the document is not the organization's). */
    async find(orgId: string, invoiceId: string, format: IssuedFileFormat) {
      const file = await issuedFilesRepository.find(db, orgId, invoiceId, format);
      return file && verified(file);
    },

    exists: (orgId: string, invoiceId: string, format: IssuedFileFormat) =>
      issuedFilesRepository.exists(db, orgId, invoiceId, format),

    /**
     * The stored file; made by `make` (from the document's frozen data) and stored when there is none yet. When two
     * servers make it at once the first stored wins and both serve that one.
     */
    async get(
      orgId: string,
      invoiceId: string,
      format: IssuedFileFormat,
      make: () => Promise<{ filename: string; content: Buffer }>,
    ): Promise<{ filename: string; content: Buffer }> {
      const stored = await issuedFilesRepository.find(db, orgId, invoiceId, format);
      if (stored) return verified(stored);
      const made = await make();
      await issuedFilesRepository.insertOnce(db, orgId, invoiceId, format, { ...made, sha256: sha256Of(made.content) });
      const kept = await issuedFilesRepository.find(db, orgId, invoiceId, format);
      if (!kept) throw new AppError("NOT_FOUND", INVOICE_MESSAGES.notFound);
      return verified(kept);
    },
  };
}

export type IssuedFiles = ReturnType<typeof createIssuedFiles>;
