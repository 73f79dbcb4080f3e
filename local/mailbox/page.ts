// The mailbox's HTML page: every message, newest first, with its links clickable.
import { escapeHtml } from "../html.ts";
import type { MailMessage } from "./messages.ts";

/** The text body with its URLs turned into links (the HTML body is not embedded: no markup runs here). */
function linkify(text: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>()"]+/g)) {
    const index = match.index ?? 0;
    parts.push(escapeHtml(text.slice(last, index)));
    parts.push(`<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`);
    last = index + match[0].length;
  }
  parts.push(escapeHtml(text.slice(last)));
  return parts.join("");
}

function messageHtml(message: MailMessage): string {
  const time = new Date(message.sentAt);
  const buttons = message.links
    .map((link) => `<a class="button" href="${escapeHtml(link)}">Open link</a>`)
    .slice(0, 1)
    .join("");
  return `<article>
  <header>
    <h2>${escapeHtml(message.subject)}</h2>
    <p class="meta">To <strong>${escapeHtml(message.to)}</strong> · <time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(time.toUTCString())}</time></p>
  </header>
  <pre>${linkify(message.text)}</pre>
  ${buttons}
</article>`;
}

export function mailboxPage(messages: MailMessage[], filter: string | null): string {
  const heading = filter ? `Messages to ${escapeHtml(filter)}` : "All messages";
  const body = messages.length
    ? messages.map(messageHtml).join("\n")
    : `<p class="empty">No messages yet. Sign up or ask for a password reset in the app, then refresh this page.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox (local stand-in)</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1.5rem; color: #1f2933; }
  .banner { background: #fff4d6; border: 1px solid #f0c36d; padding: .5rem .75rem; border-radius: .375rem; }
  article { border: 1px solid #d9dee3; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
  h1 { margin-bottom: .25rem; } h2 { margin: 0; font-size: 1.1rem; }
  .meta { color: #52606d; margin: .25rem 0 .75rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; background: #f5f7fa; padding: .75rem; border-radius: .375rem; }
  .button { display: inline-block; background: #1f4fd1; color: #fff; padding: .4rem .8rem; border-radius: .375rem; text-decoration: none; }
  nav { display: flex; gap: 1rem; align-items: center; } nav form { margin: 0; }
  .empty { color: #52606d; }
</style>
</head>
<body>
<p class="banner">Mailbox — <strong>local stand-in</strong>. Nothing here was really sent; every e-mail the local auth stand-in "sends" lands here.</p>
<h1>${heading}</h1>
<nav>
  <a href="/">Refresh</a>
  ${filter ? `<a href="/">Show all</a>` : ""}
  <form method="post" action="/clear"><button type="submit">Delete all messages</button></form>
  <span>${messages.length} message${messages.length === 1 ? "" : "s"}</span>
</nav>
${body}
</body>
</html>`;
}
