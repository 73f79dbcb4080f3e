// The Supabase Auth (GoTrue) stand-in: /auth/v1/* on loopback, users in the `auth` schema of DATABASE_URL.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import postgres from "postgres";
import { assertNotProduction, LOOPBACK } from "../guard.ts";
import type { AuthContext, AuthSettings, MailDelivery } from "./context.ts";
import { errors } from "./errors.ts";
import { FAULTS_PATH, FaultInjector, faultsEndpoint } from "./faults.ts";
import {
  API_VERSION,
  corsHeaders,
  errorReply,
  html,
  json,
  parseRequest,
  preflightReply,
  send,
  type AuthRequest,
  type Reply,
} from "./http.ts";
import { loadOrCreateKeys, type PublicJwk } from "./keys.ts";
import { indexPage } from "./pages.ts";
import {
  clientAddress,
  GOTRUE_SIGN_IN_SIGN_UP_LIMIT,
  isSignInOrSignUp,
  RequestRateLimiter,
  THROWAWAY_SIGN_IN_SIGN_UP_LIMIT,
  type RequestRateLimit,
} from "./rate-limit.ts";
import { deleteAdminUser, getAdminUser } from "./routes/admin.ts";
import { authorize, providerPageGet, providerPagePost } from "./routes/oauth.ts";
import { recover } from "./routes/recover.ts";
import { health, jwks, settings } from "./routes/settings.ts";
import { signup } from "./routes/signup.ts";
import { token } from "./routes/token.ts";
import { getUser, logout, updateUser } from "./routes/user.ts";
import { verify } from "./routes/verify.ts";

export type AuthStandInOptions = {
  /** 0 picks a free port. */
  port: number;
  /** The Postgres holding the `auth` schema (the PGlite stand-in). */
  databaseUrl: string;
  /** The app's origin: default redirect, and the only origin `redirect_to` may use. */
  siteUrl: string;
  /** Where the signing key and API keys are kept between runs; omit to keep them in memory. */
  keysFile?: string;
  /** Receives the confirmation and recovery e-mails. */
  mailbox: MailDelivery;
  /** Sign-up returns a session straight away (no confirmation e-mail). Default false. */
  autoconfirm?: boolean;
  /** The clock (tests move it to expire links, codes and rate limits). */
  now?: () => Date;
  accessTokenTtlSeconds?: number;
  /** PKCE auth codes: 300 s, as GoTrue. */
  flowStateTtlSeconds?: number;
  /** E-mail links: 1 hour, as GoTrue's default. */
  emailLinkTtlSeconds?: number;
  /** One e-mail of a kind per address per 60 s, as GoTrue's default. */
  emailFrequencySeconds?: number;
  /** A revoked refresh token may be reused this long (GoTrue default, and supabase/config.toml: 10 s). */
  refreshTokenReuseIntervalSeconds?: number;
  /**
   * Sign-up and password sign-in requests per client address (429 over_request_rate_limit beyond it);
   * `null` turns the limit off. Default: GoTrue's 30 per 5 minutes, or a far higher limit for a throwaway
   * stand-in (no keysFile), where every test request comes from the same loopback address.
   */
  requestRateLimit?: RequestRateLimit | null;
  /** Read the client address from this header (GoTrue's RATE_LIMIT_HEADER, e.g. X-Forwarded-For). */
  rateLimitHeader?: string;
};

export type AuthStandIn = {
  /** What supabase-js is given as SUPABASE_URL, e.g. http://127.0.0.1:54321. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwks: { keys: PublicJwk[] };
  stop(): Promise<void>;
};

const PREFIX = "/auth/v1";

/** Browser navigations and discovery documents carry no apikey. */
const OPEN_PATHS = new Set(["/authorize", "/verify", "/settings", "/health", "/.well-known/jwks.json"]);

type Route = (ctx: AuthContext, req: AuthRequest) => Reply | Promise<Reply>;

const ROUTES: Record<string, Route> = {
  "POST /signup": signup,
  "POST /token": token,
  "GET /user": getUser,
  "PUT /user": updateUser,
  "POST /logout": logout,
  "POST /recover": recover,
  "GET /verify": verify,
  "POST /verify": verify,
  "GET /authorize": authorize,
  "GET /settings": settings,
  "GET /health": health,
  "GET /.well-known/jwks.json": jwks,
};

function route(method: string, path: string): Route | undefined {
  if (path.startsWith("/admin/users/")) {
    if (method === "GET") return getAdminUser;
    if (method === "DELETE") return deleteAdminUser;
    return undefined;
  }
  if (path.startsWith("/local-provider/")) {
    if (method === "GET") return providerPageGet;
    if (method === "POST") return providerPagePost;
    return undefined;
  }
  return ROUTES[`${method} ${path}`];
}

/** The API gateway's check in front of GoTrue: the anon or service-role key in `apikey`. */
function apiKeyProblem(ctx: AuthContext, req: IncomingMessage, url: URL): Reply | null {
  const header = req.headers.apikey;
  const key = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get("apikey");
  if (!key) {
    return json(401, {
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
  }
  if (key !== ctx.keys.anonKey && key !== ctx.keys.serviceRoleKey) {
    return json(401, {
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    });
  }
  return null;
}

type Limits = { limiter: RequestRateLimiter | null; header: string | undefined };

async function handle(
  ctx: AuthContext,
  limits: Limits,
  faults: FaultInjector,
  req: IncomingMessage,
): Promise<Reply> {
  const url = new URL(req.url ?? "/", "http://auth.local");
  const method = req.method ?? "GET";
  if (method === "OPTIONS") return preflightReply(req);
  if (url.pathname === FAULTS_PATH) return faultsEndpoint(ctx, faults, req, url);
  if (url.pathname === "/" || url.pathname === PREFIX || url.pathname === `${PREFIX}/`) {
    return html(200, indexPage(ctx.settings.issuer, "E-mails it sends arrive in the local mailbox."));
  }
  if (!url.pathname.startsWith(`${PREFIX}/`)) throw errors.notFound();
  const path = url.pathname.slice(PREFIX.length).replace(/\/+$/, "");
  const handler = route(method, path);
  if (!handler) throw errors.notFound();
  const open = OPEN_PATHS.has(path) || path.startsWith("/local-provider/");
  if (!open) {
    const problem = apiKeyProblem(ctx, req, url);
    if (problem) return problem;
  }
  const injected = faults.take(method, path);
  if (injected) return injected;
  if (limits.limiter && isSignInOrSignUp(method, path, url.searchParams)) {
    limits.limiter.take(clientAddress(req, limits.header));
  }
  return handler(ctx, await parseRequest(req, path, url));
}

export async function startAuthStandIn(options: AuthStandInOptions): Promise<AuthStandIn> {
  assertNotProduction("The Supabase Auth stand-in");
  const keys = loadOrCreateKeys(options.keysFile);
  // A small pool (PGlite runs one query at a time anyway, and its socket server caps connections);
  // named prepared statements (postgres.js's default) are what PGlite's multiplexer handles well.
  const sql = postgres(options.databaseUrl, {
    max: 3,
    onnotice: () => {},
    idle_timeout: 20,
    connection: { application_name: "auth-stand-in" },
  });
  try {
    await sql`select 1 from auth.users limit 1`;
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw new Error(
      `The auth stand-in cannot use the auth schema at ${options.databaseUrl}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }

  const settingsWithoutUrl: Omit<AuthSettings, "url" | "issuer"> = {
    siteUrl: new URL(options.siteUrl).toString().replace(/\/$/, ""),
    autoconfirm: options.autoconfirm ?? false,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    flowStateTtlSeconds: options.flowStateTtlSeconds ?? 300,
    emailLinkTtlSeconds: options.emailLinkTtlSeconds ?? 3600,
    emailFrequencySeconds: options.emailFrequencySeconds ?? 60,
    refreshTokenReuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
  };
  const ctx: AuthContext = {
    sql,
    keys,
    mailbox: options.mailbox,
    now: options.now ?? (() => new Date()),
    settings: { ...settingsWithoutUrl, url: "", issuer: "" },
  };

  const limit =
    options.requestRateLimit === undefined
      ? options.keysFile
        ? GOTRUE_SIGN_IN_SIGN_UP_LIMIT
        : THROWAWAY_SIGN_IN_SIGN_UP_LIMIT
      : options.requestRateLimit;
  const limits: Limits = {
    limiter: limit ? new RequestRateLimiter(limit, ctx.now) : null,
    header: options.rateLimitHeader,
  };

  // Test-only failures armed through POST /__stand-in/faults (service-role key only).
  const faults = new FaultInjector();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const common = { ...corsHeaders(req), "x-supabase-api-version": API_VERSION };
    handle(ctx, limits, faults, req)
      .catch(errorReply)
      .then((reply) => send(res, reply, common))
      .catch((error: unknown) => {
        console.error("[auth stand-in] could not answer:", error);
        res.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port: options.port, host: LOOPBACK, exclusive: true }, () => resolve());
  }).catch(async (error: unknown) => {
    await sql.end({ timeout: 1 });
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${LOOPBACK}:${port}`;
  ctx.settings.url = url;
  ctx.settings.issuer = `${url}${PREFIX}`;

  let stopped = false;
  return {
    url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    jwks: { keys: [keys.publicJwk] },
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await sql.end({ timeout: 1 });
    },
  };
}
