import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Database, DatabaseHandle } from "../db/database";
import { isUniqueViolation } from "../db/errors";
import type { Logger } from "../logger";
import { type CallerServices, credentialOf, resolveCaller } from "../modules/auth/caller";
import { type IdempotencyRecordKey, idempotencyKeysRepository } from "./idempotency-keys.repository";

/** Records are kept 24 hours per credential. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** 1–255 visible ASCII characters (the API document states this very pattern). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * POST paths (under /api/v1) whose answer holds a secret: storing it would keep the secret in clear for a day, so
 * Idempotency-Key is refused there (400) rather than silently ignored, which would let a retry make a second key.
 */
export const IDEMPOTENCY_REFUSED_PATHS = new Set(["/api-keys", "/settings/invitations"]);
export const IDEMPOTENCY_REFUSED_MESSAGE =
  "Idempotency-Key is not accepted here: the answer holds a secret, which is never stored. Send the request without it.";

/** Canonical JSON (sorted keys), so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const requestHash = (req: Request) =>
  createHash("sha256")
    .update(`${req.method} ${req.path}\n${canonical(req.body ?? {})}`)
    .digest("hex");

/**
 * POST with an `Idempotency-Key` header: the first request runs and its 2xx answer is stored; a retry with the same
 * key and body gets that stored answer instead of creating a duplicate. The same key with another body answers 422;
 * a retry while the first is still running answers 409. Failed requests release the key so they can be retried.
 *
 * Records belong to the credential that made them (one user's sessions, or one API key): two users of an
 * organization sending the same key each get their own answer. The caller is the one resolved for the whole
 * request (resolveCaller), so the request counts once against an API key's limit.
 */
export function idempotency(services: CallerServices & { database: DatabaseHandle; logger: Logger }) {
  const db: Database = services.database.db;
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.header("idempotency-key");
    if (req.method !== "POST" || key === undefined) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      res.status(400).json({ error: "Idempotency-Key must be 1 to 255 visible ASCII characters" });
      return;
    }
    let record: IdempotencyRecordKey;
    try {
      const caller = await resolveCaller(services, req);
      record = { orgId: caller.orgId, credential: credentialOf(caller), key };
    } catch {
      return next(); // the procedure itself answers 401/429 (with the same, already resolved, answer)
    }
    if (IDEMPOTENCY_REFUSED_PATHS.has(req.path)) {
      res.status(400).json({ error: IDEMPOTENCY_REFUSED_MESSAGE });
      return;
    }
    const hash = requestHash(req);
    const cutoff = new Date(Date.now() - IDEMPOTENCY_TTL_MS);
    try {
      await idempotencyKeysRepository.claim(db, record, hash, cutoff);
    } catch (error) {
      if (!isUniqueViolation(error)) return next(error);
      const stored = await idempotencyKeysRepository.findStored(db, record);
      if (!stored || stored.requestHash !== hash) {
        res.status(422).json({ error: "This Idempotency-Key was used with a different request" });
      } else if (stored.status === null || stored.body === null) {
        res.status(409).json({ error: "A request with this Idempotency-Key is still in progress" });
      } else {
        res.status(stored.status).setHeader("Idempotent-Replayed", "true");
        res.type("application/json").send(stored.body);
      }
      return;
    }

    // Capture the answer the REST adapter writes (one res.end with the JSON body).
    const end = res.end.bind(res);
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const body = typeof chunk === "string" ? chunk : Buffer.isBuffer(chunk) ? chunk.toString("utf8") : "";
      const finished = () => end(chunk as never, ...(rest as []));
      const recorded =
        res.statusCode >= 200 && res.statusCode < 300
          ? idempotencyKeysRepository.recordAnswer(db, record, res.statusCode, body)
          : idempotencyKeysRepository.release(db, record);
      recorded.then(finished, (error: unknown) => {
        services.logger.error({ err: error }, "could not record an idempotent response");
        finished();
      });
      return res;
    }) as Response["end"];
    next();
  };
}

/** Removes expired records (called now and then; correctness does not depend on it). */
export async function purgeExpiredIdempotencyKeys(db: Database): Promise<void> {
  await idempotencyKeysRepository.deleteExpired(db);
}
