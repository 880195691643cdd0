import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * The one-time secrets of outgoing mail (decision 142). A message that carries a secret meant for its recipient alone
 * (a password-reset link's token, an invitation's token, a one-time code) is stored twice: its bodies with every
 * secret replaced by REDACTED — what the outbox shows, to admins and everyone else — and the real bodies sealed with
 * AES-256-GCM under a key derived from the server's SESSION_SECRET, which no API, log or export ever exposes. The
 * delivery job opens the seal to send the real message, after a restart or on another app server alike, and the seal
 * is dropped once the message is sent.
 */
export const REDACTED = "[redacted]";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Shorter "secrets" would blank out ordinary words and numbers of the text; every one-time secret of ours is longer. */
export const MIN_SECRET_LENGTH = 6;

export interface MailBodies {
  text: string;
  html?: string;
}

/** The key that seals message bodies: derived from the server's secret, so a leaked key opens no session. */
export function mailSealingKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", serverSecret, "kancl", "kancl mail-outbox sealed bodies v1", 32));
}

export function sealBodies(key: Buffer, bodies: MailBodies): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(bodies), "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    sealed.toString("base64url"),
  ].join(".");
}

/** The real bodies, or undefined when the seal cannot be opened (another key: SESSION_SECRET changed) or is damaged. */
export function openBodies(key: Buffer, sealed: string): MailBodies | undefined {
  const [version, iv, tag, data, ...rest] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined || rest.length > 0) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES });
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const text = Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    const bodies = JSON.parse(text) as MailBodies;
    return typeof bodies.text === "string" ? bodies : undefined;
  } catch {
    return undefined;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** Every form a secret takes in a mail body: as written, HTML-escaped (an href) and percent-encoded (a query). */
function formsOf(secret: string): string[] {
  return [...new Set([secret, escapeHtml(secret), encodeURIComponent(secret)])].sort((a, b) => b.length - a.length);
}

/** The text with every form of every secret replaced by REDACTED. */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    for (const form of formsOf(secret)) result = result.split(form).join(REDACTED);
  }
  return result;
}
