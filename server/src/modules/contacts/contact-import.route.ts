import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import {
  type ContactImportEvent,
  contactImportOptionsSchema,
  formatValidationIssues,
  INTERNAL_ERROR_MESSAGE,
} from "@kancl/shared";
import { type Request, Router } from "express";
import { runAsActor } from "../../db/audit-context";
import { AppError } from "../../errors/app-error";
import { toHttpAnswer } from "../../errors/http-answer";
import { API_BASE_PATH } from "../../http/api-base-path";
import { limitedUpload } from "../../http/upload-limit";
import type { Services } from "../../services";
import { auditActorOf, resolveCaller } from "../auth/caller";
import { assertCanWrite } from "../auth/permissions";
import { MAX_IMPORT_BYTES } from "./contact-import.service";

/** The import's paths, whose `text/csv` bodies the JSON body parser leaves to these routes (app.ts). */
export const CONTACT_IMPORT_UPLOADS = [
  { path: `${API_BASE_PATH}/crm/contacts/import`, mediaType: "text/csv" },
  { path: `${API_BASE_PATH}/crm/contacts/import/inspect`, mediaType: "text/csv" },
] as const;

function requireCsv(req: Request) {
  const mediaType = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "text/csv") {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as text/csv");
  }
}

function optionsOf(req: Request) {
  const parsed = contactImportOptionsSchema.safeParse(req.query);
  if (!parsed.success) throw new AppError("BAD_REQUEST", formatValidationIssues(parsed.error.issues));
  return parsed.data;
}

/**
 * Issue 24 item 7 (decision 121), plain Express routes before the REST adapter, because the body is a CSV file read
 * as a stream:
 * - POST /crm/contacts/import/inspect — the file's encoding, delimiter, header and first rows, and its row count;
 * - POST /crm/contacts/import?mapping=…&dryRun=true — what each row would do, as JSON (the first rows listed);
 * - POST /crm/contacts/import?mapping=…&dryRun=false — the import, answered as JSON Lines: `{"type":"progress",
 *   "processed":n}` after each batch of 250 rows (each committed in its own transaction), then `{"type":"done",…}`,
 *   or `{"type":"error","error":…,"created":n,"updated":n}` with what the batches before the failure kept. The
 *   upload is first spooled to a temporary file and read through once (a file that is not CSV or has too many rows
 *   answers 400 before anything is written), so the writing lasts as long as the database work, not the upload.
 * An upload over MAX_IMPORT_BYTES answers 413 before anything is stored (issue 34 item 3: upload-limit.ts).
 */
export function contactImportRoutes(services: Services): Router {
  const route = Router();
  route.post("/crm/contacts/import/inspect", async (req, res, next) => {
    try {
      await resolveCaller(services, req);
      requireCsv(req);
      const body = limitedUpload(req, res, MAX_IMPORT_BYTES);
      const { encoding, delimiter } = contactImportOptionsSchema.partial().parse({ ...req.query, mapping: undefined });
      res.status(200).json(await services.contactImport.inspect(body, { encoding, delimiter }));
    } catch (error) {
      next(error);
    }
  });

  route.post("/crm/contacts/import", async (req, res, next) => {
    let spool: string | undefined;
    try {
      const caller = await resolveCaller(services, req);
      requireCsv(req);
      const body = limitedUpload(req, res, MAX_IMPORT_BYTES);
      const options = optionsOf(req);
      // A dry run only reads; the import writes (decision 130: read-only users and read keys may not).
      if (!options.dryRun) assertCanWrite(caller);
      if (options.dryRun) {
        res.status(200).json(await services.contactImport.run(caller.orgId, body, options));
        return;
      }
      spool = await mkdtemp(join(tmpdir(), "kancl-import-"));
      const file = join(spool, "upload.csv");
      await pipeline(body, createWriteStream(file));
      await services.contactImport.check(createReadStream(file), options);
      res.status(200).type("application/x-ndjson").set("Cache-Control", "no-store");
      res.flushHeaders();
      const send = (event: ContactImportEvent) => res.write(`${JSON.stringify(event)}\n`);
      let written = { create: 0, update: 0 };
      try {
        const result = await runAsActor(auditActorOf(caller, req), () =>
          services.contactImport.run(caller.orgId, createReadStream(file), options, (summary) => {
            written = summary;
            send({ type: "progress", processed: summary.rows });
          }),
        );
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
    } catch (error) {
      next(error);
    } finally {
      if (spool) await rm(spool, { recursive: true, force: true });
    }
  });
  return route;
}
