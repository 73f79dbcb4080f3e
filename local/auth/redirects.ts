// Where browsers are sent back to: only the site's own origin (no open redirect), with GoTrue's parameters.
import type { AuthSettings } from "./context.ts";
import type { AuthError } from "./errors.ts";

/** `candidate` when it is an http(s) URL on the site URL's origin; otherwise the site URL. */
export function allowedRedirect(settings: AuthSettings, candidate: string | null | undefined): string {
  if (!candidate) return settings.siteUrl;
  try {
    const url = new URL(candidate);
    const site = new URL(settings.siteUrl);
    if ((url.protocol === "http:" || url.protocol === "https:") && url.origin === site.origin)
      return url.toString();
  } catch {
    // not a URL: fall back
  }
  return settings.siteUrl;
}

/** Adds parameters to the query, keeping the ones already there. */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** Replaces the fragment with the parameters (how the implicit flow hands tokens to the browser). */
export function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};

/** GoTrue's error redirect: always in the fragment, and also in the query for the PKCE flow. */
export function errorRedirect(target: string, error: AuthError, pkce: boolean): string {
  const params: Record<string, string> = {};
  const oauthError = OAUTH_ERRORS[error.status];
  if (oauthError) params.error = oauthError;
  params.error_code = error.code;
  params.error_description = error.message;
  const url = new URL(pkce ? withQuery(target, params) : target);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}
