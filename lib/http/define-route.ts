import { NextRequest, NextResponse } from "next/server";
import type { z } from "zod";
import { isStaff } from "@/lib/auth/access";
import { readRequestSession, type RequestUser, type SessionCookie } from "@/lib/auth/request-session";
import {
  bodyCaps,
  bodyKindOf,
  checkDeclaredLength,
  readBody,
  unsupportedContentType,
  type BodyCaps,
  type BodyKind,
  type BodySpec,
} from "@/lib/http/body";
import { reportInternalError } from "@/lib/http/error-ref";
import { RouteError } from "@/lib/http/route-error";
import { isCrossSite } from "@/lib/http/same-site";
import { AI_ERROR_MESSAGES, tooManyRequests } from "@/lib/messages/ai";
import { ADMIN_ERRORS } from "@/lib/messages/admin";
import { AUTH_ERRORS } from "@/lib/messages/auth";
import { checkRateLimit, type RateLimitGroup } from "@/lib/usage/rate-limit";

/**
 * The one way to write a route handler (docs/architecture.md 'Route handlers'). The pipeline, in order:
 *   same-site (403) → content type (415) & declared size (413) → session (401, 403 consent) → staff role (403)
 *   → rate limit (429) → plan feature (403) → body read within its cap (413) and validated (400) → handler,
 * and on the way out the refreshed session cookies are written on whatever the handler answered (JSON, a
 * redirect, a stream), and errors become JSON: a RouteError its own answer, anything else a 500 that quotes a
 * logged reference, never the error's own text.
 */

type Auth = "none" | "user" | "staff";

export type RouteOptions<S extends z.ZodType, A extends Auth> = {
  auth: A;
  /** Required for routes with a session: the per-user budget of lib/usage/rate-limit.ts. */
  rateLimit?: RateLimitGroup;
  body?: BodySpec<S>;
  /** Refuse writes whose Origin is another site (default: on; the Stripe webhook turns it off). */
  sameSite?: boolean;
  /** A plan feature: the 403 text when this user may not use the route, or null (checked before the body). */
  permit?(user: RequestUser): string | null;
  /** The 401 text; billing routes have their own ('Please sign in to …'). */
  notSignedIn?: string;
  /** Answers a refusal differently (the pricing page's form post redirects instead of JSON). */
  refuse?(error: RouteError, request: NextRequest, kind: BodyKind): Response | undefined;
};

export type RouteContext<S extends z.ZodType, A extends Auth> = {
  request: NextRequest;
  user: A extends "none" ? null : RequestUser;
  body: z.infer<S>;
  bodyKind: BodyKind;
  params: Record<string, string>;
};

type NextContext = { params: Promise<Record<string, string>> };

type State = {
  request: NextRequest;
  options: RouteOptions<z.ZodType, Auth>;
  /** null: a content type the route does not accept. */
  kind: BodyKind | null;
  caps: BodyCaps;
  user: RequestUser | null;
  cookies: SessionCookie[];
};

/** Each step returns a refusal, or nothing to go on. */
const STEPS: Array<(state: State) => Promise<RouteError | void> | RouteError | void> = [
  function sameSite({ request, options }) {
    if (options.sameSite !== false && isCrossSite(request))
      return new RouteError("cross_site", 403, { error: ADMIN_ERRORS.crossSite });
  },
  function contentTypeAndSize({ request, options, kind, caps }) {
    if (kind === null) return unsupportedContentType(options.body as BodySpec<z.ZodType> | undefined);
    if (kind !== "none") return checkDeclaredLength(request, caps[kind] ?? 0);
  },
  async function session(state) {
    if (state.options.auth === "none") return;
    const session = await readRequestSession(state.request);
    state.cookies = session.cookies;
    state.user = session.user;
    if (!session.user) {
      const message = state.options.notSignedIn ?? AI_ERROR_MESSAGES.notAuthenticated;
      return new RouteError("not_signed_in", 401, { error: message });
    }
    // A social sign-in that never accepted the terms has a session but may not use the service (docs/spec.md, product §4).
    if (!session.user.profile.termsAccepted)
      return new RouteError("consent_required", 403, { error: AUTH_ERRORS.consentRequired });
  },
  function staffRole({ options, user }) {
    if (options.auth === "staff" && !isStaff(user?.profile))
      return new RouteError("not_staff", 403, { error: ADMIN_ERRORS.forbidden });
  },
  async function rateLimit({ options, user }) {
    if (!user || !options.rateLimit) return;
    const limit = await checkRateLimit(user.id, options.rateLimit);
    if (!limit.allowed) {
      return new RouteError(
        "rate_limited",
        429,
        { error: tooManyRequests(limit.retryAfterSeconds) },
        { "retry-after": String(limit.retryAfterSeconds) },
      );
    }
  },
  function planFeature({ options, user }) {
    const refusal = user && options.permit?.(user);
    if (refusal) return new RouteError("not_permitted", 403, { error: refusal });
  },
];

/** Writes the refreshed session cookies on the answer; a plain Response (a stream) is wrapped, not buffered. */
function withCookies(response: Response, cookies: SessionCookie[]): Response {
  if (!cookies.length) return response;
  const out = response instanceof NextResponse ? response : new NextResponse(response.body, response);
  for (const { name, value, options } of cookies) out.cookies.set(name, value, options);
  return out;
}

export function defineRoute<S extends z.ZodType = z.ZodType, A extends Auth = Auth>(
  options: RouteOptions<S, A>,
  handler: (context: RouteContext<S, A>) => Promise<Response> | Response,
) {
  const caps = bodyCaps(options.body as BodySpec<z.ZodType> | undefined);
  return async function route(incoming: Request, next?: NextContext): Promise<Response> {
    // Next hands route handlers a NextRequest; tests and the webhook relay may pass a plain Request.
    // (Checked by shape: Next's own NextRequest may come from another copy of the class.)
    const request = "nextUrl" in incoming ? (incoming as NextRequest) : new NextRequest(incoming);
    const kind = bodyKindOf(request, options.body as BodySpec<z.ZodType> | undefined);
    const state: State = {
      request,
      options: options as RouteOptions<z.ZodType, Auth>,
      kind,
      caps,
      user: null,
      cookies: [],
    };
    let response: Response;
    try {
      for (const step of STEPS) {
        const refusal = await step(state);
        if (refusal) throw refusal;
      }
      const body = await readBody(request, options.body as BodySpec<z.ZodType> | undefined, kind!, caps);
      const params = (await next?.params) ?? {};
      response = await handler({
        request,
        user: state.user as RouteContext<S, A>["user"],
        body: body as z.infer<S>,
        bodyKind: kind!,
        params,
      });
    } catch (error) {
      const routeError = error instanceof RouteError ? error : unexpected(request, error);
      response = options.refuse?.(routeError, request, kind ?? "none") ?? routeError.toResponse();
    }
    return withCookies(response, state.cookies);
  };
}

/** A failure of the database or our code: logged in full under a reference; the answer quotes only the reference. */
function unexpected(request: NextRequest, error: unknown): RouteError {
  const { ref, message } = reportInternalError(`${request.method} ${request.nextUrl.pathname}`, error);
  return new RouteError("failed", 500, { error: message, ref });
}
