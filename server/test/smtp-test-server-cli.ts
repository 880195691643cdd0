import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startSmtpTestServer } from "./smtp-test-server";

/**
 * The test SMTP server as a process of its own, for the browser tests (e2e/playwright.config.ts starts it beside
 * the app): `tsx server/test/smtp-test-server-cli.ts <port> <directory>`. Every message it receives is written to
 * the directory as JSON ({to, subject, text, html, messageId, receivedAt}), where the specs read it.
 */
const [portArgument, directory] = process.argv.slice(2);
const port = Number(portArgument);
if (!Number.isInteger(port) || port <= 0 || !directory) {
  console.error("usage: smtp-test-server-cli <port> <directory>");
  process.exit(2);
}
mkdirSync(directory, { recursive: true });

const server = await startSmtpTestServer({
  port,
  onMessage: (mail) => {
    const file = join(directory, `${Date.now()}-${randomUUID()}.json`);
    const { to, subject, text, html, messageId } = mail;
    writeFileSync(file, JSON.stringify({ to, subject, text, html, messageId, receivedAt: new Date().toISOString() }));
  },
});
console.log(`test SMTP server on 127.0.0.1:${server.port}, writing to ${directory}`);

const stop = () => void server.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
