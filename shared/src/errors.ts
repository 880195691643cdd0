import { z } from "zod";

/**
 * The one list of application error codes. Each code maps to exactly one HTTP status and one tRPC code,
 * so the REST surface (/api/v1), the tRPC surface (/api/trpc) and plain Express routes answer alike.
 */
export const APP_ERROR_CODES = {
  BAD_REQUEST: { httpStatus: 400, trpcCode: "BAD_REQUEST" },
  UNAUTHORIZED: { httpStatus: 401, trpcCode: "UNAUTHORIZED" },
  FORBIDDEN: { httpStatus: 403, trpcCode: "FORBIDDEN" },
  NOT_FOUND: { httpStatus: 404, trpcCode: "NOT_FOUND" },
  CONFLICT: { httpStatus: 409, trpcCode: "CONFLICT" },
  PAYLOAD_TOO_LARGE: { httpStatus: 413, trpcCode: "PAYLOAD_TOO_LARGE" },
  UNSUPPORTED_MEDIA_TYPE: { httpStatus: 415, trpcCode: "UNSUPPORTED_MEDIA_TYPE" },
  TOO_MANY_REQUESTS: { httpStatus: 429, trpcCode: "TOO_MANY_REQUESTS" },
  INTERNAL: { httpStatus: 500, trpcCode: "INTERNAL_SERVER_ERROR" },
  SERVICE_UNAVAILABLE: { httpStatus: 503, trpcCode: "SERVICE_UNAVAILABLE" },
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_CODES;

/** Every non-2xx answer of the API has this body (spec §8 reads `error`). */
/** A 409 of a contact's create or update: the live contact that already has the IČO or e-mail (issue 24 item 3). */
export const duplicateContactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  field: z.enum(["registrationNumber", "email"]),
});

export type DuplicateContact = z.infer<typeof duplicateContactSchema>;

export const apiErrorSchema = z
  .object({
    error: z.string().describe("What went wrong, in words a person can read"),
    duplicate: duplicateContactSchema.optional(),
  })
  .meta({ id: "ApiError", example: { error: "Not found" } });

export type ApiError = z.infer<typeof apiErrorSchema>;

/** The message shown for any failure we did not anticipate: never an internal detail. */
export const INTERNAL_ERROR_MESSAGE = "Internal server error";

/**
 * Turns zod issues into one readable sentence that names the field, e.g. "email: Invalid email address".
 * Used for the 400 answers of both API surfaces.
 */
export function formatValidationIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string; keys?: readonly string[] }[],
): string {
  if (issues.length === 0) return "Invalid input";
  return issues
    .slice(0, 5)
    .map((issue) => {
      const field = issue.path.map(String).join(".");
      // An unknown field has no path of its own: name the field itself.
      if (issue.code === "unrecognized_keys" && issue.keys?.length) {
        const prefix = field ? `${field}.` : "";
        return issue.keys.map((key) => `${prefix}${key}: Unknown field`).join("; ");
      }
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join("; ");
}
