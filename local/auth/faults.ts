// Fault injection for tests (a stand-in-only hook, not part of GoTrue's API): `POST /__stand-in/faults`
// `{ method, path, status, body?, headers?, times? }` makes the next `times` requests to `method path` answer
// `status` with `body` instead of being handled. `GET` lists the faults still armed, `DELETE` disarms them all.
// Every call needs the service-role key (in `apikey` or as a Bearer token); the anon key is refused.
import type { IncomingMessage } from "node:http";
import type { AuthContext } from "./context.ts";
import { AuthError, errors } from "./errors.ts";
import { json, noContent, parseRequest, type Reply } from "./http.ts";

export const FAULTS_PATH = "/__stand-in/faults";

const PREFIX = "/auth/v1";
const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);
const MAX_TIMES = 100;
/** Headers a fault may not set: the transport's own. */
const RESERVED_HEADERS = new Set(["content-length", "transfer-encoding", "connection"]);

export type Fault = {
  method: string;
  /** Below /auth/v1, e.g. "/logout" (a leading "/auth/v1" is accepted and dropped). */
  path: string;
  status: number;
  /** JSON (or text, when a string) to answer with; GoTrue's error shape when omitted. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Requests left before the fault expires. */
  times: number;
};

function normalisePath(raw: string): string {
  const path = raw.startsWith(`${PREFIX}/`) ? raw.slice(PREFIX.length) : raw;
  return path.replace(/\/+$/, "") || "/";
}

function defaultBody(status: number): Record<string, unknown> {
  return {
    code: status,
    error_code: "unexpected_failure",
    msg: "Unexpected failure (injected by the local stand-in's fault hook)",
  };
}

function parseFault(body: Record<string, unknown>): Fault {
  const method = typeof body.method === "string" ? body.method.toUpperCase() : "";
  if (!METHODS.has(method)) throw errors.validation(`method must be one of ${[...METHODS].join(", ")}`);
  if (typeof body.path !== "string" || !body.path.startsWith("/") || /[?#]/.test(body.path)) {
    throw errors.validation('path must start with "/" and carry no query, e.g. "/logout"');
  }
  const status = body.status;
  if (typeof status !== "number" || !Number.isInteger(status) || status < 200 || status > 599) {
    throw errors.validation("status must be an HTTP status from 200 to 599");
  }
  const times = body.times ?? 1;
  if (typeof times !== "number" || !Number.isInteger(times) || times < 1 || times > MAX_TIMES) {
    throw errors.validation(`times must be a whole number from 1 to ${MAX_TIMES}`);
  }
  let headers: Record<string, string> | undefined;
  if (body.headers !== undefined) {
    if (!body.headers || typeof body.headers !== "object" || Array.isArray(body.headers)) {
      throw errors.validation("headers must be an object of strings");
    }
    headers = {};
    for (const [name, value] of Object.entries(body.headers)) {
      if (typeof value !== "string") throw errors.validation("headers must be an object of strings");
      if (RESERVED_HEADERS.has(name.toLowerCase())) throw errors.validation(`header ${name} cannot be set`);
      headers[name.toLowerCase()] = value;
    }
  }
  return {
    method,
    path: normalisePath(body.path),
    status,
    ...(body.body === undefined ? {} : { body: body.body }),
    ...(headers ? { headers } : {}),
    times,
  };
}

function faultReply(fault: Fault): Reply {
  const body = fault.body === undefined ? defaultBody(fault.status) : fault.body;
  const code = body && typeof body === "object" ? (body as { error_code?: unknown }).error_code : undefined;
  const errorCode: Record<string, string> = typeof code === "string" ? { "x-sb-error-code": code } : {};
  const reply: Reply =
    typeof body === "string"
      ? { status: fault.status, headers: { "content-type": "text/plain; charset=utf-8" }, body }
      : json(fault.status, body, errorCode);
  return { ...reply, headers: { ...reply.headers, ...fault.headers, "cache-control": "no-store" } };
}

/** The armed faults of one stand-in, oldest first; each is used up after `times` matching requests. */
export class FaultInjector {
  #faults: Fault[] = [];

  arm(fault: Fault): void {
    this.#faults.push(fault);
  }

  list(): Fault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.#faults = [];
  }

  /** The injected answer for this request, if a fault matches (the query string is not compared). */
  take(method: string, path: string): Reply | null {
    const index = this.#faults.findIndex((fault) => fault.method === method && fault.path === path);
    if (index === -1) return null;
    const fault = this.#faults[index] as Fault;
    fault.times -= 1;
    if (fault.times <= 0) this.#faults.splice(index, 1);
    return faultReply(fault);
  }
}

function presentedKey(req: IncomingMessage): string | undefined {
  const header = req.headers.apikey;
  const apikey = Array.isArray(header) ? header[0] : header;
  if (apikey) return apikey;
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "")?.[1];
}

/** The hook's own endpoint: only with the service-role key. */
export async function faultsEndpoint(
  ctx: AuthContext,
  faults: FaultInjector,
  req: IncomingMessage,
  url: URL,
): Promise<Reply> {
  const key = presentedKey(req);
  if (key !== ctx.keys.serviceRoleKey) {
    throw new AuthError(
      key === ctx.keys.anonKey ? 403 : 401,
      "no_authorization",
      "The fault hook needs the service-role key",
    );
  }
  switch (req.method) {
    case "GET":
      return json(200, { faults: faults.list() });
    case "DELETE":
      faults.clear();
      return noContent();
    case "POST": {
      const { body } = await parseRequest(req, FAULTS_PATH, url);
      const fault = parseFault(body);
      faults.arm(fault);
      return json(201, fault);
    }
    default:
      throw errors.notFound();
  }
}
