import nodemailer from "nodemailer";

/** One message as the transport sends it. */
export interface TransportMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable per outbox row, so a receiver can tell a re-delivery (at-least-once) from a new message. */
  messageId: string;
}

/** Where mail goes out: SMTP through nodemailer in the app, anything that sends in a unit test. */
export interface MailTransport {
  /** Resolves with the server's final answer once it accepted the message; rejects with its refusal. */
  send(message: TransportMessage, signal: AbortSignal): Promise<{ response: string }>;
  /** The server, without credentials, for logs ("smtp://mail.example.com:587"). */
  readonly description: string;
  close(): void;
}

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

/** Well under the delivery job's timeout, so a silent server fails an attempt rather than the job's lease. */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

/** The server of an SMTP URL without its user and password, for log lines and the Outbox screen. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return "smtp://(unreadable URL)";
  }
}

/**
 * SMTP through nodemailer: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…:465`
 * (TLS from the start). One connection per message: mail here is a few messages a minute, and a pooled
 * connection that a server dropped would cost an attempt.
 */
export function createSmtpTransport(smtpUrl: string, timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  return {
    description: describeSmtpUrl(smtpUrl),
    async send(message, signal) {
      const info = await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        signal,
      });
      return { response: String(info.response ?? "") };
    },
    close: () => transporter.close(),
  };
}
