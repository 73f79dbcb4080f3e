// The e-mails GoTrue sends (its default templates), with verify links pointing at this stand-in.
import { createHash, randomBytes } from "node:crypto";
import type { OutgoingMail } from "../mailbox/messages.ts";
import type { AuthSettings } from "./context.ts";
import { escapeHtml } from "../html.ts";

export type LinkType = "signup" | "recovery" | "email_change";

/** GoTrue's token hash: sha224 of the address and a secret, hex. The link carries it; the user row stores it. */
export function newTokenHash(email: string): string {
  return createHash("sha224")
    .update(email + randomBytes(16).toString("hex"))
    .digest("hex");
}

export function verifyLink(
  settings: AuthSettings,
  tokenHash: string,
  type: LinkType,
  redirectTo: string,
): string {
  const params = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo });
  return `${settings.issuer}/verify?${params.toString()}`;
}

function mail(
  to: string,
  subject: string,
  heading: string,
  sentence: string,
  action: string,
  link: string,
): OutgoingMail {
  const href = escapeHtml(link);
  return {
    to,
    subject,
    html: `<h2>${escapeHtml(heading)}</h2>\n<p>${escapeHtml(sentence)}</p>\n<p><a href="${href}">${escapeHtml(action)}</a></p>`,
    text: `${heading}\n\n${sentence}\n\n${action}: ${link}\n`,
  };
}

export function confirmationMail(to: string, link: string): OutgoingMail {
  return mail(
    to,
    "Confirm your signup",
    "Confirm your signup",
    "Follow this link to confirm your user:",
    "Confirm your mail",
    link,
  );
}

export function recoveryMail(to: string, link: string): OutgoingMail {
  return mail(
    to,
    "Reset your password",
    "Reset Password",
    "Follow this link to reset the password for your user:",
    "Reset Password",
    link,
  );
}

export function emailChangeMail(to: string, oldEmail: string, link: string): OutgoingMail {
  return mail(
    to,
    "Confirm Change of Email",
    "Confirm Change of Email",
    `Follow this link to confirm the update of your email from ${oldEmail} to ${to}:`,
    "Change Email",
    link,
  );
}
