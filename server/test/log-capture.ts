import { createLogger, type Logger } from "../src/logger";

/** The production logger (its level and redaction) writing into memory: a test reads every line the app logged. */
export function capturedLogger(): { logger: Logger; lines: string[]; text(): string } {
  const lines: string[] = [];
  const logger = createLogger("debug", { write: (line: string) => void lines.push(line) });
  return { logger, lines, text: () => lines.join("") };
}
