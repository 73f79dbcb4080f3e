import type { CookieOptionsWithName } from "@supabase/ssr";

/**
 * The auth cookies: HttpOnly, since no browser code reads them (the browser never talks to Auth; the server does),
 * Secure in production, SameSite=Lax so a link from another site still arrives signed in
 * (docs/decisions.md 'Security headers').
 */
export const AUTH_COOKIE_OPTIONS: CookieOptionsWithName = {
  path: "/",
  httpOnly: true,
  secure: process.env.NODE_ENV === "production",
  sameSite: "lax",
};
