import { APP_ERROR_CODES } from "@kancl/shared";
import { initTRPC, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { isDatabaseUnavailable } from "../db/errors";
import { AppError } from "../errors/app-error";
import { toHttpAnswer } from "../errors/http-answer";
import { API_BASE_PATH } from "../http/api-base-path";
import type { Context } from "./context";
import { syncFirstValidation } from "./sync-first-validation";

/** Procedure meta: the OpenAPI description, and 201 for REST calls that create something. */
export type ProcedureMeta = OpenApiMeta<{ successStatus?: 201 }>;

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    /**
     * The error shape of both surfaces, from the one HTTP answer of the error (errors/http-answer.ts).
     * trpc-to-openapi spreads this into its REST body, so the top-level `error` string reaches REST clients;
     * tRPC clients read it as `shape.error`. No stack, ever.
     */
    errorFormatter({ shape, error }) {
      const { status, body } = toHttpAnswer(error);
      return {
        ...body,
        message: body.error,
        code: shape.code,
        data: { code: shape.data.code, httpStatus: status, path: shape.data.path },
      };
    },
  });

export const router = t.router;

/** The tRPC code of an HTTP status, from the shared map (every status it answers has one). */
const trpcCodeOf = (status: number) =>
  Object.values(APP_ERROR_CODES).find((entry) => entry.httpStatus === status)?.trpcCode ?? "INTERNAL_SERVER_ERROR";

/**
 * tRPC turns whatever a procedure throws that is not its own error into INTERNAL_SERVER_ERROR. An AppError or a
 * database outage is not internal: it leaves the procedure as the tRPC error of its HTTP answer (status and text
 * from toHttpAnswer), so both adapters, the REST body's `code` and the logs see it as what it is.
 */
const httpAnswerCodes = t.middleware(async ({ next }) => {
  const result = await next();
  const cause = result.ok ? undefined : result.error.cause;
  if (cause instanceof AppError || isDatabaseUnavailable(cause)) {
    const { status, body } = toHttpAnswer(cause);
    throw new TRPCError({ code: trpcCodeOf(status), message: body.error, cause });
  }
  return result;
});

/**
 * trpc-to-openapi hands a path parameter over as it stands in the URL, percent-encoded: `/crm/contacts/%34…` of an
 * existing id was 404 and twenty `é` were 120 characters (issue 42 item 2, decision 209). On the REST surface each
 * parameter of the operation's path template is decoded before the input is validated, as Express decodes the plain
 * routes' parameters; one that does not decode (a stray `%`) stays as it is, for its schema to refuse. The tRPC
 * surface's input is JSON, never decoded.
 */
const decodedPathParameters = t.middleware(async ({ ctx, meta, getRawInput, next }) => {
  const template = meta?.openapi?.path;
  if (!template?.includes("{") || !ctx.req.originalUrl.startsWith(`${API_BASE_PATH}/`)) return next();
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  return next({
    getRawInput: async () => {
      const raw = await getRawInput();
      if (typeof raw !== "object" || raw === null) return raw;
      const input = { ...(raw as Record<string, unknown>) };
      for (const name of names) {
        const value = input[name];
        if (typeof value !== "string" || !value.includes("%")) continue;
        try {
          input[name] = decodeURIComponent(value);
        } catch {
          // Not a valid escape: left for the schema to refuse (a malformed id is the feature's 404).
        }
      }
      return input;
    },
  });
});

export const publicProcedure = syncFirstValidation(t.procedure.use(httpAnswerCodes).use(decodedPathParameters));
export const createCallerFactory = t.createCallerFactory;
