/**
 * The Content-Security-Policy of every page (docs/decisions.md 'Security headers'). The proxy makes a fresh nonce
 * per request and sends this policy on the request too, where Next.js reads the nonce and puts it on its own
 * scripts; 'strict-dynamic' lets those scripts load the app's chunks.
 */
export type PolicyOptions = {
  nonce: string;
  /** React's dev tools rebuild server error stacks with eval; never in production. */
  development: boolean;
  /** Over https the browser upgrades any http sub-request; left out on http://localhost. */
  https: boolean;
  /** Where a form may post or be redirected after posting, besides this site (Auth and Stripe pages without JS). */
  formTargets: readonly string[];
};

export function contentSecurityPolicy({ nonce, development, https, formTargets }: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    // Radix (popper positions, dialogs) and sonner set inline styles; a nonce here would disable 'unsafe-inline'.
    "style-src 'self' 'unsafe-inline'",
    // blob: for the letter's PDF preview and downloads; data: for small inline images.
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The pdf.js worker is one of our chunks; 'strict-dynamic' does not cover workers.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...formTargets].join(" ")}`,
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** 128 random bits, base64: a CSP nonce. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/** The origin of each URL (malformed ones skipped: the environment's own check names them), for `form-action`. */
export function originsOf(urls: readonly string[]): string[] {
  return urls.filter((url) => URL.canParse(url)).map((url) => new URL(url).origin);
}
