/** The responses route handlers answer with (docs/architecture.md 'Route handlers'). */

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

/** 303 See Other: after a form post the browser follows with a GET. */
export function redirectResponse(request: Request, location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location: new URL(location, request.url).toString() },
  });
}
