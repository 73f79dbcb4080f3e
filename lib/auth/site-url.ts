import { publicEnv } from "@/lib/env";
import { PAGES } from "@/lib/routes";

/** An absolute URL on this site (auth providers only redirect back to the configured site origin). */
export function siteUrl(pathWithQuery: string): string {
  return new URL(pathWithQuery, publicEnv.NEXT_PUBLIC_SITE_URL).toString();
}

/** Where the auth provider sends browsers back to after social sign-in, sign-up confirmation and reset links. */
export function callbackUrl(params: Record<string, string> = {}): string {
  const url = new URL(PAGES.authCallback, publicEnv.NEXT_PUBLIC_SITE_URL);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
