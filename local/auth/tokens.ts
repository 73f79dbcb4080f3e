// Sessions handed to clients (access token + refresh token + user), and the Bearer-token check.
import type { AuthContext } from "./context.ts";
import { errors } from "./errors.ts";
import { bearerToken, type AuthRequest } from "./http.ts";
import { signJwt, verifyJwt, type JwtPayload } from "./keys.ts";
import { userJson } from "./serialize.ts";
import { createRefreshToken, createSession, findSession, type SessionRow } from "./store/sessions.ts";
import { findUserById, listIdentities, saveUser, type Db, type UserRow } from "./store/users.ts";

export type TokenResponse = {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  provider_token?: string;
};

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** An access token with every claim GoTrue puts in one, signed ES256 with our `kid`. */
export function signAccessToken(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
): { token: string; expiresAt: number } {
  const iat = seconds(ctx.now());
  const expiresAt = iat + ctx.settings.accessTokenTtlSeconds;
  const token = signJwt(ctx.keys, {
    iss: ctx.settings.issuer,
    sub: user.id,
    aud: user.aud ?? "authenticated",
    exp: expiresAt,
    iat,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? "authenticated",
    aal: session.aal ?? "aal1",
    amr: [{ method: session.tag ?? "password", timestamp: seconds(session.created_at ?? ctx.now()) }],
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  });
  return { token, expiresAt };
}

export async function tokenResponse(
  ctx: AuthContext,
  db: Db,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  providerToken?: string,
): Promise<TokenResponse> {
  const { token, expiresAt } = signAccessToken(ctx, user, session);
  const response: TokenResponse = {
    access_token: token,
    token_type: "bearer",
    expires_in: ctx.settings.accessTokenTtlSeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await listIdentities(db, user.id)),
  };
  if (providerToken) response.provider_token = providerToken;
  return response;
}

/** Signs the user in: a new session with its first refresh token; records the sign-in time. */
export async function issueSession(
  ctx: AuthContext,
  db: Db,
  user: UserRow,
  method: string,
  providerToken?: string,
): Promise<TokenResponse> {
  const now = ctx.now();
  const session = await createSession(db, user.id, method, now);
  const refresh = await createRefreshToken(db, { userId: user.id, sessionId: session.id, parent: null, now });
  user.last_sign_in_at = now;
  const saved = await saveUser(db, user, now);
  return tokenResponse(ctx, db, saved, session, refresh.token, providerToken);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Authenticated = { user: UserRow; session: SessionRow | null; claims: JwtPayload };

/** GoTrue's requireAuthentication: a valid access token whose user and session still exist. */
export async function authenticate(ctx: AuthContext, req: AuthRequest): Promise<Authenticated> {
  const token = bearerToken(req);
  if (!token) throw errors.noAuthorization();
  const result = verifyJwt(ctx.keys, token, seconds(ctx.now()));
  if (!result.ok) throw errors.badJwt(result.reason);
  const claims = result.payload;
  if (typeof claims.sub !== "string" || !claims.sub) {
    throw errors.badJwt("invalid claim: missing sub claim");
  }
  const user = UUID.test(claims.sub) ? await findUserById(ctx.sql, claims.sub) : null;
  if (!user) throw errors.userNotFound();
  let session: SessionRow | null = null;
  if (typeof claims.session_id === "string" && claims.session_id) {
    session = UUID.test(claims.session_id) ? await findSession(ctx.sql, claims.session_id) : null;
    if (!session) throw errors.sessionNotFound();
  }
  return { user, session, claims };
}
