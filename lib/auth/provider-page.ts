import { reportInternalError } from "@/lib/http/error-ref";

/**
 * Social sign-in: signInWithOAuth only builds the /authorize address. Asking the auth server for the provider's
 * page on the server lets a failure show on our page rather than as a raw error in the browser.
 */
const AUTHORIZE_TIMEOUT_MS = 10_000;

/** The provider page /authorize would redirect to, or the auth server's refusal ("" when it gave none, or failed). */
export async function providerPageUrl(authorizeUrl: string): Promise<{ url: string } | { failure: string }> {
  const url = new URL(authorizeUrl);
  url.searchParams.set("skip_http_redirect", "true");
  try {
    const response = await fetch(url, {
      cache: "no-store",
      redirect: "manual",
      signal: AbortSignal.timeout(AUTHORIZE_TIMEOUT_MS),
    });
    // Servers that ignore skip_http_redirect answer with the redirect itself: its Location is the provider page.
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location)
      return { url: new URL(location, url).toString() };
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && typeof body?.url === "string") return { url: body.url };
    // A failure of the auth server itself is logged, not shown (docs/decisions.md 'Provider text').
    if (response.status >= 500) {
      reportInternalError("auth server /authorize", `${response.status} ${JSON.stringify(body)}`);
      return { failure: "" };
    }
    const said = [body?.msg, body?.message, body?.error_description].find(
      (value) => typeof value === "string",
    );
    return { failure: typeof said === "string" ? said.trim() : "" };
  } catch {
    return { failure: "" };
  }
}
