// The HTML the auth stand-in renders: its index, the local OAuth provider page, and error pages.
import { escapeHtml } from "../html.ts";
import { PROVIDERS, type ProviderName } from "./context.ts";

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} (local stand-in)</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 30rem; padding: 2rem 1.25rem; color: #1f2933; }
  .banner { background: #fff4d6; border: 1px solid #f0c36d; padding: .5rem .75rem; border-radius: .375rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: .5rem; margin-top: .25rem; border: 1px solid #9aa5b1; border-radius: .375rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .5rem 1rem; border-radius: .375rem; border: 1px solid #1f4fd1; cursor: pointer; }
  button.primary { background: #1f4fd1; color: #fff; }
  button.secondary { background: #fff; color: #1f4fd1; }
  .error { color: #b42318; }
  code { background: #f5f7fa; padding: 0 .25rem; border-radius: .25rem; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

export function providerPage(options: {
  provider: ProviderName;
  state: string;
  email: string;
  name: string;
  error?: string;
}): string {
  const label = PROVIDERS[options.provider];
  return layout(
    `Sign in with ${label}`,
    `<p class="banner">This is the <strong>local stand-in for ${escapeHtml(label)}</strong>. No real ${escapeHtml(label)} account is involved: the app receives the e-mail address and name below as a verified ${escapeHtml(label)} account.</p>
<h1>Sign in with ${escapeHtml(label)}</h1>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ""}
<form method="post" action="/auth/v1/local-provider/${options.provider}">
  <input type="hidden" name="state" value="${escapeHtml(options.state)}">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email)}">
  <label for="name">Name</label>
  <input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(options.name)}">
  <div class="actions">
    <button class="primary" type="submit" name="action" value="continue">Continue</button>
    <button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
  </div>
</form>`,
  );
}

export function errorPage(title: string, message: string): string {
  return layout(
    title,
    `<p class="banner">Supabase Auth — <strong>local stand-in</strong>.</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>`,
  );
}

export function indexPage(issuer: string, mailboxHint: string): string {
  return layout(
    "Supabase Auth",
    `<p class="banner">Supabase Auth (GoTrue API) — <strong>local stand-in</strong>. Users live in the <code>auth</code> schema of the local Postgres.</p>
<h1>Supabase Auth</h1>
<p>API base: <code>${escapeHtml(issuer)}</code></p>
<ul>
  <li><a href="${escapeHtml(issuer)}/settings">settings</a></li>
  <li><a href="${escapeHtml(issuer)}/.well-known/jwks.json">JWKS</a></li>
</ul>
<p>${escapeHtml(mailboxHint)}</p>`,
  );
}
