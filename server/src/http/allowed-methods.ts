import type { NextFunction, Request, Response } from "express";

const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

type Segment = string | undefined;

/** A template's segments: literal text, or undefined for a `{parameter}`. */
const segmentsOf = (template: string): Segment[] =>
  template.split("/").map((segment) => (/^\{\w+\}$/.test(segment) ? undefined : segment));

const matches = (template: Segment[], segments: string[]) =>
  template.length === segments.length &&
  template.every((part, i) => (part === undefined ? segments[i] !== "" : part === segments[i]));

/**
 * HTTP's rules for methods on the API's paths (issue 42 item 3, decision 209), from the API document's operations
 * (`paths`: template under the mount point → its methods, e.g. `/settings/company/logo` → get, put, delete):
 * - a method that no operation of a matching path serves answers 405 with `Allow` naming those it does — where the
 *   REST adapter would have said 404 as for a path that does not exist;
 * - OPTIONS answers 204 with the same `Allow` (not Express's guess from its own routes: the logo's GET is a plain
 *   route, its PUT and DELETE the REST adapter's);
 * - HEAD is served wherever GET is.
 * A path no template matches is left alone (404 further on).
 */
export function allowedMethods(paths: Record<string, readonly string[]>) {
  const templates = Object.entries(paths).map(([template, methods]) => ({
    segments: segmentsOf(template),
    methods: methods.map((method) => method.toUpperCase()),
  }));
  return (req: Request, res: Response, next: NextFunction) => {
    const segments = req.path.split("/");
    const served = new Set<string>();
    for (const template of templates) {
      if (matches(template.segments, segments)) for (const method of template.methods) served.add(method);
    }
    if (served.size === 0) return next();
    if (served.has("GET")) served.add("HEAD");
    const method = req.method.toUpperCase();
    if (method !== "OPTIONS" && served.has(method)) return next();
    const allow = METHOD_ORDER.filter((m) => served.has(m)).join(", ");
    res.set("Allow", allow);
    if (method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    res.status(405).json({ error: `Method ${method} is not allowed here: use ${allow}` });
  };
}
