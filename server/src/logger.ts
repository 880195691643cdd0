import { type Logger, pino } from "pino";
import type { Env } from "./env";

export type { Logger };

/** Paths that must never reach a log line: credentials travel in these. */
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  "*.password",
  "*.token",
  "*.secret",
];

export function createLogger(level: Env["LOG_LEVEL"]): Logger {
  return pino({
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    base: { service: "kancl" },
  });
}
