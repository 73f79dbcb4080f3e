// The small HTTP layer under the stand-in: replies, bodies, and the secret-key check.
import type { IncomingMessage, ServerResponse } from "node:http";
import { StripeApiError, stripeErrors } from "./errors.ts";

export type Reply = { status: number; headers?: Record<string, string>; body?: string };

const MAX_BODY_BYTES = 1024 * 1024;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-cache, no-store", ...headers },
    body: JSON.stringify(body, null, 2),
  };
}

export function html(status: number, page: string): Reply {
  return {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      // No form-action: Chrome applies it to the redirect after "Pay", which leaves for the app's success_url.
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      "x-frame-options": "DENY",
      "cache-control": "no-store",
    },
    body: page,
  };
}

export function redirect(location: string): Reply {
  return { status: 303, headers: { location, "cache-control": "no-store" } };
}

export function errorReply(error: unknown): Reply {
  if (error instanceof StripeApiError) return json(error.status, error.toJSON());
  console.error("[stripe stand-in] unexpected error:", error);
  return json(500, {
    error: {
      type: "api_error",
      message: "An unexpected error occurred in the local Stripe stand-in (see its log).",
    },
  });
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw stripeErrors.bodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The key from `Authorization: Bearer sk_…` (or Basic with the key as user name, as `curl -u sk_…:` sends). */
export function presentedKey(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization?.trim();
  if (!header) return undefined;
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic)
    return Buffer.from(basic[1] ?? "", "base64")
      .toString("utf8")
      .split(":")[0];
  return header;
}

/** Throws Stripe's 401 unless the request carries the secret key. */
export function requireSecretKey(req: IncomingMessage, secretKey: string): void {
  const key = presentedKey(req);
  if (!key) throw stripeErrors.missingApiKey();
  if (key !== secretKey) throw stripeErrors.invalidApiKey(key);
}

export function send(res: ServerResponse, reply: Reply, extraHeaders: Record<string, string> = {}): void {
  res.writeHead(reply.status, { ...extraHeaders, ...reply.headers });
  res.end(reply.body);
}
