import { z } from "zod";

/** Issue 25 item 8: whether invoice PDFs can be rendered on this server (the Chromium it needs). */
export const pdfRendererStateSchema = z
  .object({
    status: z
      .enum(["ready", "installing", "missing"])
      .describe(
        "ready: a Chromium was found; installing: the server is installing it; missing: nothing to render with",
      ),
    message: z.string().describe("What was found, or what to install"),
  })
  .meta({ id: "PdfRendererState" });
export type PdfRendererState = z.infer<typeof pdfRendererStateSchema>;

/** GET /api/health — spec §3 "Health response", plus the database check that makes it useful to operators. */
export const healthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]).describe('"ok" when the server and its database answer, "degraded" otherwise'),
    runtime: z.string().describe('The server runtime, e.g. "node v24.21.0"'),
    version: z.string().describe("The Kancl version"),
    timestamp: z.iso.datetime().describe("When the check ran (ISO 8601, UTC)"),
    database: z.object({
      status: z.enum(["ok", "unavailable"]),
      error: z.string().optional().describe("Why the database check failed"),
    }),
    pdfRenderer: pdfRendererStateSchema.optional(),
  })
  .meta({ id: "Health" });

export type Health = z.infer<typeof healthSchema>;

export const versionSchema = z
  .object({
    name: z.string(),
    version: z.string(),
    runtime: z.string(),
  })
  .meta({ id: "Version" });

export type Version = z.infer<typeof versionSchema>;
