import { TEXT_MESSAGES, textProblem } from "@kancl/shared";
import type { NextFunction, Request, Response } from "express";

/**
 * How deeply a JSON body (or tRPC's `input` query) may nest. Our deepest real body, a chat message with a tool's
 * output inside, nests about 10 levels; every library that walks a value recursively (JSON.stringify in tRPC's
 * adapter, validators, the chat SDK) overflows the stack long before 5,000 levels, which fit in 10 kB.
 */
export const MAX_JSON_DEPTH = 32;
export const BODY_TOO_DEEP_MESSAGE = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
export const INPUT_TOO_DEEP_MESSAGE = `input: nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests deeper than `max`, found by one linear scan that counts brackets outside strings — no
 * parse and no recursion, so hostile input cannot overflow the stack here. Works on the raw UTF-8 bytes: the
 * bytes of `"`, `\`, brackets and braces never occur inside a multi-byte character. Malformed text is left to
 * JSON.parse.
 */
export function nestsDeeperThan(text: Uint8Array | string, max = MAX_JSON_DEPTH): boolean {
  const bytes = typeof text === "string" ? Buffer.from(text) : text;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

interface Container {
  value: object;
  key: string | undefined;
  parent: Container | undefined;
}

/** "billing.address" for the key `address` of the container at `billing`. */
function pathOf(container: Container, key?: string): string {
  const parts = key === undefined ? [] : [key];
  for (let node: Container | undefined = container; node?.key !== undefined; node = node.parent) parts.push(node.key);
  return parts.reverse().join(".");
}

/**
 * The first text in a parsed value (a JSON body, tRPC input, a parsed query) that no text column can hold — a NUL
 * character or a lone surrogate, in a string or in a field name — as the 400 message naming the field
 * ("billing.address.street: must not contain a NUL character"); undefined when there is none. A walk with its own
 * queue, not recursion: the depth limit comes first, but this must not overflow either.
 */
export function malformedTextIn(root: unknown, rootName: string): string | undefined {
  if (typeof root === "string") {
    const problem = textProblem(root);
    return problem && `${rootName}: ${problem}`;
  }
  if (typeof root !== "object" || root === null) return undefined;
  const queue: Container[] = [{ value: root, key: undefined, parent: undefined }];
  for (let head = 0; head < queue.length; head++) {
    const container = queue[head] as Container;
    const entries: [string, unknown][] = Array.isArray(container.value)
      ? container.value.map((item, index) => [String(index), item])
      : Object.entries(container.value);
    for (const [key, value] of entries) {
      if (!Array.isArray(container.value)) {
        const keyProblem = textProblem(key);
        if (keyProblem) {
          const message =
            keyProblem === TEXT_MESSAGES.nul ? TEXT_MESSAGES.fieldNameNul : TEXT_MESSAGES.fieldNameLoneSurrogate;
          const where = pathOf(container);
          return where ? `${where}: ${message}` : message;
        }
      }
      if (typeof value === "string") {
        const problem = textProblem(value);
        if (problem) return `${pathOf(container, key)}: ${problem}`;
      } else if (typeof value === "object" && value !== null) {
        queue.push({ value, key, parent: container });
      }
    }
  }
  return undefined;
}

/** A path template's segments: literal text, or the parameter's name for `{name}`. */
type Template = { literal: string | undefined; parameter: string | undefined }[];

function templateOf(path: string): Template {
  return path.split("/").map((segment) => {
    const parameter = /^\{(\w+)\}$/.exec(segment)?.[1];
    return { literal: parameter ? undefined : segment, parameter };
  });
}

/** The name of the path parameter at `index` of `segments`, from the first template the path matches. */
function parameterName(templates: Template[], segments: string[], index: number): string {
  for (const template of templates) {
    if (template.length !== segments.length) continue;
    if (template.every((part, i) => part.literal === undefined || part.literal === segments[i])) {
      return template[index]?.parameter ?? "path";
    }
  }
  return "path";
}

/**
 * Decoded path segments carrying a NUL. (Raw NUL bytes never get past Node's HTTP parser, and percent-decoding
 * UTF-8 cannot give a lone surrogate: a segment that does not decode keeps its escapes, and %00 is checked in it.)
 */
function pathProblem(templates: Template[], path: string): string | undefined {
  if (!path.includes("%")) return undefined;
  const segments = path.split("/");
  for (const [index, segment] of segments.entries()) {
    if (!segment.includes("%")) continue;
    let problem: string | undefined;
    try {
      problem = textProblem(decodeURIComponent(segment));
    } catch {
      problem = segment.includes("%00") ? TEXT_MESSAGES.nul : undefined;
    }
    if (problem) return `${parameterName(templates, segments, index)}: ${problem}`;
  }
  return undefined;
}

/**
 * The edge check of every /api request's path and query (the JSON body is checked by jsonBody): a NUL character or
 * a lone surrogate in a path parameter, a query parameter (nested `a[b]` ones included) or tRPC's JSON `input`
 * answers 400 naming it, as does tRPC input nested deeper than MAX_JSON_DEPTH. `pathTemplates` (the OpenAPI
 * document's paths, e.g. `/api/v1/crm/contacts/{id}`) name the path parameters.
 */
export function refuseHostileInput(pathTemplates: string[]) {
  const templates = pathTemplates.map(templateOf);
  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.baseUrl + req.path;
    const queryAt = req.url.indexOf("?");
    const rawQuery = queryAt < 0 ? "" : req.url.slice(queryAt + 1);
    const trpcInput = req.method === "GET" && path.startsWith("/api/trpc/") && rawQuery.includes("input=");
    let problem = pathProblem(templates, path);
    // Decoding the query cannot give a lone surrogate either; only %00 gives a NUL. Parse it only then (or for tRPC).
    if (!problem && (rawQuery.includes("%00") || trpcInput)) {
      const query = req.query as Record<string, unknown>;
      problem = malformedTextIn(query, "query");
      const input = query.input;
      if (!problem && trpcInput && typeof input === "string") {
        if (nestsDeeperThan(input)) problem = INPUT_TOO_DEEP_MESSAGE;
        else problem = malformedTextIn(parseOrUndefined(input), "input");
      }
    }
    if (problem) {
      res.status(400).json({ error: problem });
      return;
    }
    next();
  };
}

/** tRPC answers malformed input itself; here only well-formed input is walked. */
function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
