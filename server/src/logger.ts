import { type DestinationStream, type Logger, pino } from "pino";
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

/** The app's logger: to stdout, or to `destination` (a test that reads the lines the production logger writes). */
export function createLogger(level: Env["LOG_LEVEL"], destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" }, base: { service: "kancl" } };
  return destination ? pino(options, destination) : pino(options);
}
