// The small HTTP layer under the endpoints: parsed requests, replies, CORS.
import type { IncomingMessage, ServerResponse } from "node:http";
import { AuthError, errorBody, errors, OAuthError } from "./errors.ts";

export type AuthRequest = {
  method: string;
  /** Path below /auth/v1, e.g. "/token". */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
  /** True when the body was an HTML form (the provider page). */
  isForm: boolean;
};

export type Reply = { status: number; headers?: Record<string, string>; body?: string };

const MAX_BODY_BYTES = 1024 * 1024;

export const API_VERSION = "2024-01-01";

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
    body: JSON.stringify(body),
  };
}

export function html(status: number, page: string): Reply {
  return {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
      "x-frame-options": "DENY",
      "cache-control": "no-store",
    },
    body: page,
  };
}

export function redirect(status: 302 | 303, location: string): Reply {
  return { status, headers: { location, "cache-control": "no-store" } };
}

export function noContent(): Reply {
  return { status: 204 };
}

export function errorReply(error: unknown): Reply {
  if (error instanceof AuthError)
    return json(error.status, errorBody(error), { "x-sb-error-code": error.code });
  if (error instanceof OAuthError) return json(400, { error: error.error, error_description: error.message });
  console.error("[auth stand-in] unexpected error:", error);
  return json(
    500,
    {
      code: 500,
      error_code: "unexpected_failure",
      msg: "Unexpected failure, please check server logs for more information",
    },
    {
      "x-sb-error-code": "unexpected_failure",
    },
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new AuthError(413, "request_too_large", "Request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function parseRequest(
  req: IncomingMessage,
  pathBelowPrefix: string,
  url: URL,
): Promise<AuthRequest> {
  const text = req.method === "GET" || req.method === "HEAD" ? "" : await readBody(req);
  const type = String(req.headers["content-type"] ?? "").toLowerCase();
  let body: Record<string, unknown> = {};
  let isForm = false;
  if (type.startsWith("application/x-www-form-urlencoded")) {
    body = Object.fromEntries(new URLSearchParams(text));
    isForm = true;
  } else if (text.trim()) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
        body = parsed as Record<string, unknown>;
      else throw new Error("expected a JSON object");
    } catch (error) {
      throw errors.badJson((error as Error).message);
    }
  }
  return {
    method: req.method ?? "GET",
    path: pathBelowPrefix,
    query: url.searchParams,
    headers: req.headers,
    body,
    isForm,
  };
}

const ALLOWED_HEADERS =
  "Accept, Authorization, Content-Type, apikey, X-Client-Info, X-Client-IP, X-Supabase-Api-Version";
const ALLOWED_METHODS = "GET, POST, PUT, PATCH, DELETE";

/** GoTrue's CORS: any origin (echoed, since credentials are allowed). */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-credentials": "true",
    "access-control-expose-headers": "X-Supabase-Api-Version",
    vary: "Origin",
  };
}

export function preflightReply(req: IncomingMessage): Reply {
  return {
    status: 204,
    headers: {
      ...corsHeaders(req),
      "access-control-allow-methods": ALLOWED_METHODS,
      "access-control-allow-headers": ALLOWED_HEADERS,
      "access-control-max-age": "300",
    },
  };
}

export function send(res: ServerResponse, reply: Reply, extraHeaders: Record<string, string>): void {
  res.writeHead(reply.status, { ...extraHeaders, ...reply.headers });
  res.end(reply.body);
}

/** A string field of the body, or undefined when absent or null. */
export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw errors.validation(`${name} must be a string`);
  return value;
}

export function bearerToken(req: AuthRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
