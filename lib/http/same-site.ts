/**
 * A browser sends Origin on every write; one from another site is refused, because the session cookie alone
 * proves nothing about who made the page that sent it. No Origin (a server-to-server call, an old browser's GET)
 * passes: the session and its SameSite=Lax cookie still apply.
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const host =
    request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
