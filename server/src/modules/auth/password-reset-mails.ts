import { PASSWORD_RESET_TTL_MINUTES } from "@kancl/shared";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export const PASSWORD_RESET_SUBJECT = "Reset your Kancl password";
export const PASSWORD_CHANGED_SUBJECT = "Your Kancl password was changed";

/** The e-mail with the reset link (its text and an HTML twin); the link's token is its secret (decision 142). */
export function passwordResetMail(to: { name: string; email: string; link: string; token: string }) {
  const text = [
    `Hello ${to.name},`,
    "",
    `someone asked to reset the password of the Kancl account ${to.email}. Open this link to choose a new password; it works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes:`,
    "",
    to.link,
    "",
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(to.name)},</p>`,
    `<p>someone asked to reset the password of the Kancl account ${escapeHtml(to.email)}. Open this link to choose a new password; it works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes:</p>`,
    `<p><a href="${escapeHtml(to.link)}">Choose a new password</a></p>`,
    "<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>",
  ].join("\n");
  return { subject: PASSWORD_RESET_SUBJECT, text, html, secrets: [to.token] };
}

/** Tells the owner that the password changed, so a reset they did not make does not go unnoticed. */
export function passwordChangedMail(to: { name: string }) {
  const text = [
    `Hello ${to.name},`,
    "",
    "the password of your Kancl account was just changed with a reset link, and every session was signed out.",
    "If that was not you, reset the password again at once and tell your administrator.",
  ].join("\n");
  return { subject: PASSWORD_CHANGED_SUBJECT, text };
}
