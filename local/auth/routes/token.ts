// POST /token?grant_type=password | refresh_token | pkce
import type { AuthContext } from "../context.ts";
import { AuthError, errors, OAuthError } from "../errors.ts";
import { json, stringField, type AuthRequest, type Reply } from "../http.ts";
import { passwordMatches } from "../passwords.ts";
import { verifierMatches } from "../pkce.ts";
import { deleteFlowState, findFlowStateByAuthCode } from "../store/flow-state.ts";
import {
  createRefreshToken,
  findActiveRefreshToken,
  findRefreshToken,
  findSession,
  revokeRefreshToken,
  revokeSessionTokens,
  touchSession,
} from "../store/sessions.ts";
import { findUserByEmail, findUserById, touchIdentities } from "../store/users.ts";
import { issueSession, tokenResponse } from "../tokens.ts";

async function passwordGrant(ctx: AuthContext, req: AuthRequest): Promise<Reply> {
  const email = stringField(req.body, "email")?.trim();
  const password = stringField(req.body, "password") ?? "";
  if (!email) {
    if (stringField(req.body, "phone"))
      throw new AuthError(400, "phone_provider_disabled", "Phone logins are disabled");
    throw errors.validation("missing email or phone");
  }
  const found = await findUserByEmail(ctx.sql, email);
  // Compared outside any transaction (bcrypt is slow); unknown user and wrong password look the same.
  if (!found || !(await passwordMatches(password, found.encrypted_password)))
    throw errors.invalidCredentials();
  if (!found.email_confirmed_at) throw errors.emailNotConfirmed();
  if (found.banned_until && found.banned_until > ctx.now())
    throw new AuthError(400, "user_banned", "User is banned");

  const session = await ctx.sql.begin(async (tx) => {
    const user = await findUserById(tx, found.id, true);
    if (!user) throw errors.invalidCredentials();
    await touchIdentities(tx, user.id, "email", ctx.now());
    return issueSession(ctx, tx, user, "password");
  });
  return json(200, session);
}

/** Rotation as GoTrue does it, including its reuse rules (see the comments). */
async function refreshGrant(ctx: AuthContext, req: AuthRequest): Promise<Reply> {
  const presented = stringField(req.body, "refresh_token");
  if (!presented) throw new OAuthError("invalid_request", "refresh_token required");

  const outcome = await ctx.sql.begin(async (tx) => {
    const now = ctx.now();
    const token = await findRefreshToken(tx, presented, true);
    if (!token) return errors.refreshTokenNotFound();
    const session = token.session_id ? await findSession(tx, token.session_id, true) : null;
    if (!session) return errors.sessionNotFound(400);
    const user = await findUserById(tx, session.user_id, true);
    if (!user) return errors.refreshTokenNotFound();

    let issued: string | null = null;
    if (token.revoked) {
      const active = await findActiveRefreshToken(tx, session.id);
      if (active && active.parent === token.token) {
        // The client lost the answer of its last refresh: hand back the token it should have stored.
        issued = active.token;
      } else {
        const reuseUntil = token.updated_at.getTime() + ctx.settings.refreshTokenReuseIntervalSeconds * 1000;
        if (now.getTime() > reuseUntil) {
          // Reuse of an old token: somebody else may hold it. Kill the whole chain (committed with the error).
          await revokeSessionTokens(tx, session.id);
          return errors.refreshTokenAlreadyUsed();
        }
      }
    }
    if (!issued) {
      await revokeRefreshToken(tx, token.id, now);
      issued = (
        await createRefreshToken(tx, { userId: user.id, sessionId: session.id, parent: token.token, now })
      ).token;
    }
    await touchSession(tx, session.id, now);
    return tokenResponse(ctx, tx, user, session, issued);
  });
  if (outcome instanceof AuthError) throw outcome;
  return json(200, outcome);
}

async function pkceGrant(ctx: AuthContext, req: AuthRequest): Promise<Reply> {
  const authCode = stringField(req.body, "auth_code");
  const verifier = stringField(req.body, "code_verifier");
  if (!authCode || !verifier) {
    throw errors.validation("invalid request: both auth code and code verifier should be non-empty");
  }
  const session = await ctx.sql.begin(async (tx) => {
    const flow = await findFlowStateByAuthCode(tx, authCode);
    if (!flow || !flow.user_id || !flow.auth_code_issued_at) throw errors.flowStateNotFound();
    const issuedAt = flow.auth_code_issued_at.getTime();
    if (ctx.now().getTime() > issuedAt + ctx.settings.flowStateTtlSeconds * 1000)
      throw errors.flowStateExpired();
    if (!verifierMatches(verifier, flow.code_challenge, flow.code_challenge_method))
      throw errors.badCodeVerifier();
    const user = await findUserById(tx, flow.user_id, true);
    if (!user) throw new AuthError(404, "user_not_found", "User not found");
    // Single use: the code is gone once exchanged.
    await deleteFlowState(tx, flow.id);
    return issueSession(ctx, tx, user, flow.authentication_method, flow.provider_access_token ?? undefined);
  });
  return json(200, session);
}

export async function token(ctx: AuthContext, req: AuthRequest): Promise<Reply> {
  switch (req.query.get("grant_type")) {
    case "password":
      return passwordGrant(ctx, req);
    case "refresh_token":
      return refreshGrant(ctx, req);
    case "pkce":
      return pkceGrant(ctx, req);
    default:
      throw errors.validation("unsupported_grant_type");
  }
}
