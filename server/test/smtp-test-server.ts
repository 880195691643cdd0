import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

/** One message as the test SMTP server received it: the envelope, and the message parsed by mailparser. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Who signed in with AUTH, when anyone did. */
  user?: string;
  parsed: ParsedMail;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface SmtpTestServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Require AUTH with these credentials (as SMTP_URL carries them). */
  credentials?: { user: string; pass: string };
  /** Called with each message (the e2e server writes it to a file). */
  onMessage?: (mail: ReceivedMail) => void;
}

export interface SmtpTestServer {
  readonly port: number;
  /** `smtp://[user:pass@]127.0.0.1:port`: what SMTP_URL would be. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** The next `count` messages are refused with this SMTP reply (a temporary 451 by default). */
  refuseNext(count: number, reply?: { code: number; message: string }): void;
  /** Resolves once `count` messages arrived in all (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (the server is "down") … */
  stop(): Promise<void>;
  /** … and listens again on the same port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

const listen = (server: SMTPServer, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.server.off("error", reject);
      resolve((server.server.address() as AddressInfo).port);
    });
  });

/**
 * A real SMTP server on loopback (the smtp-server package), the receiving side of the product's mail in tests:
 * messages arrive over TCP through nodemailer exactly as they would at a mail provider, and are parsed with
 * mailparser. No STARTTLS (the tests' loopback needs none); AUTH when credentials are given.
 */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusals: { count: number; code: number; message: string } = { count: 0, code: 451, message: "" };

  const create = () =>
    new SMTPServer({
      disabledCommands: options.credentials ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
      authOptional: !options.credentials,
      allowInsecureAuth: true,
      logger: false,
      // Closing must not wait 30 s for clients that keep a connection open.
      closeTimeout: 200,
      onAuth(auth, _session, callback) {
        const ok = auth.username === options.credentials?.user && auth.password === options.credentials?.pass;
        if (!ok) return callback(new Error("Invalid username or password"));
        callback(null, { user: auth.username });
      },
      onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (refusals.count > 0) {
            refusals.count -= 1;
            const error = Object.assign(new Error(refusals.message), { responseCode: refusals.code });
            return callback(error);
          }
          simpleParser(Buffer.concat(chunks))
            .then((parsed) => {
              const mail: ReceivedMail = {
                envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                user: typeof session.user === "string" ? session.user : undefined,
                parsed,
                to: Array.isArray(parsed.to) ? (parsed.to[0]?.text ?? "") : (parsed.to?.text ?? ""),
                subject: parsed.subject ?? "",
                text: parsed.text ?? "",
                html: typeof parsed.html === "string" ? parsed.html : "",
                messageId: parsed.messageId ?? "",
              };
              received.push(mail);
              options.onMessage?.(mail);
              for (const wake of waiters) wake();
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });

  let server = create();
  const port = await listen(server, options.port ?? 0);
  const auth = options.credentials
    ? `${encodeURIComponent(options.credentials.user)}:${encodeURIComponent(options.credentials.pass)}@`
    : "";
  const closeServer = (s: SMTPServer) => new Promise<void>((resolve) => s.close(() => resolve()));
  let running = true;

  return {
    port,
    url: `smtp://${auth}127.0.0.1:${port}`,
    received,
    refuseNext(count, reply = { code: 451, message: "Temporary failure, try again later" }) {
      refusals = { count, ...reply };
    },
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Expected ${count} message(s) at the test SMTP server, got ${received.length}`));
        }, timeoutMs);
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received.slice());
        };
        waiters.add(check);
      });
    },
    async stop() {
      if (!running) return;
      running = false;
      await closeServer(server);
    },
    async restart() {
      if (running) return;
      server = create();
      await listen(server, port);
      running = true;
    },
    async close() {
      if (running) await closeServer(server);
      running = false;
    },
  };
}
