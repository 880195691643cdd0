import type { InvitationMessage } from "./invitations.service";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The invitation e-mail (text and an HTML twin): who invites, into which organization, the link and its expiry. The
 * link's token is its secret: the outbox shows the message without it (decision 142).
 */
export function invitationMail(message: InvitationMessage, appUrl: string) {
  const link = new URL(message.link, appUrl).toString();
  const expires = message.expiresAt.toISOString().slice(0, 10);
  const subject = `You are invited to ${message.organizationName} in Kancl`.replace(/[\r\n]+/g, " ").slice(0, 200);
  const text = [
    "Hello,",
    "",
    `${message.invitedBy} invites you to ${message.organizationName} in Kancl as ${message.role}. Open this link to create your account; it works once, until ${expires}:`,
    "",
    link,
    "",
    "If you did not expect this invitation, ignore this e-mail.",
  ].join("\n");
  const html = [
    "<p>Hello,</p>",
    `<p>${escapeHtml(message.invitedBy)} invites you to ${escapeHtml(message.organizationName)} in Kancl as ${escapeHtml(message.role)}. Open this link to create your account; it works once, until ${expires}:</p>`,
    `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
    "<p>If you did not expect this invitation, ignore this e-mail.</p>",
  ].join("\n");
  return { subject, text, html, secrets: [message.token] };
}
