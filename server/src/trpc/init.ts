import { initTRPC } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/errors";
import { AppError } from "./app-error";
import type { Context } from "./context";
import { publicMessageOf } from "./error-message";
import { syncFirstValidation } from "./sync-first-validation";

/** Procedure meta: the OpenAPI description, and 201 for REST calls that create something. */
export type ProcedureMeta = OpenApiMeta<{ successStatus?: 201 }>;

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    /**
     * The error shape of both surfaces. trpc-to-openapi spreads this into its REST body, so the top-level
     * `error` string reaches REST clients; tRPC clients read it as `shape.error`. No stack, ever.
     */
    errorFormatter({ shape, error }) {
      const message = publicMessageOf(error);
      return {
        error: message,
        message,
        code: shape.code,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path },
      };
    },
  });

export const router = t.router;

/** A database outage answers 503 with a plain sentence (and the client may retry), never a 500 or a hang. */
const databaseOutage = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    throw new AppError("SERVICE_UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE, { cause: result.error.cause });
  }
  return result;
});

export const publicProcedure = syncFirstValidation(t.procedure.use(databaseOutage));
export const createCallerFactory = t.createCallerFactory;
