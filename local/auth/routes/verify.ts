// GET /verify: the link in a confirmation / recovery / e-mail-change message. Always answers 303 to the app:
// with ?code= (PKCE), with tokens in the fragment (implicit), or with the error.
import type { AuthContext } from "../context.ts";
import { errors } from "../errors.ts";
import { redirect, type AuthRequest, type Reply } from "../http.ts";
import { confirmEmail } from "../link-emails.ts";
import { allowedRedirect, errorRedirect, withFragment, withQuery } from "../redirects.ts";
import {
  clearOneTimeToken,
  findLatestFlowState,
  issueAuthCode,
  type AuthenticationMethod,
} from "../store/flow-state.ts";
import {
  findUserByToken,
  saveUser,
  syncEmailIdentity,
  type Db,
  type TokenColumn,
  type UserRow,
} from "../store/users.ts";
import { issueSession } from "../tokens.ts";

type LinkKind = { column: TokenColumn; sentAt: (user: UserRow) => Date | null; method: AuthenticationMethod };

const KINDS: Record<string, LinkKind> = {
  signup: {
    column: "confirmation_token",
    sentAt: (user) => user.confirmation_sent_at,
    method: "email/signup",
  },
  email: {
    column: "confirmation_token",
    sentAt: (user) => user.confirmation_sent_at,
    method: "email/signup",
  },
  recovery: { column: "recovery_token", sentAt: (user) => user.recovery_sent_at, method: "recovery" },
  email_change: {
    column: "email_change_token_new",
    sentAt: (user) => user.email_change_sent_at,
    method: "email_change",
  },
};

function storedToken(user: UserRow, column: TokenColumn): string {
  return user[column] ?? "";
}

/** Spends the link: what each kind of link does to the user. */
async function applyLink(ctx: AuthContext, tx: Db, user: UserRow, type: string): Promise<UserRow> {
  const now = ctx.now();
  if (type === "recovery") {
    user.recovery_token = "";
    await clearOneTimeToken(tx, user.id, "recovery_token");
    // Opening a reset link proves the address too.
    return user.email_confirmed_at ? saveUser(tx, user, now) : confirmEmail(ctx, tx, user);
  }
  if (type === "email_change") {
    user.email = user.email_change;
    user.email_change = "";
    user.email_change_token_new = "";
    user.email_confirmed_at ??= now;
    await clearOneTimeToken(tx, user.id, "email_change_token_new");
    const saved = await saveUser(tx, user, now);
    await syncEmailIdentity(tx, saved, now);
    return saved;
  }
  return confirmEmail(ctx, tx, user);
}

export async function verify(ctx: AuthContext, req: AuthRequest): Promise<Reply> {
  if (req.method !== "GET") {
    throw errors.validation(
      "The local stand-in verifies e-mail links only (GET /verify from the link in the e-mail).",
    );
  }
  const token = req.query.get("token") ?? req.query.get("token_hash") ?? "";
  const type = req.query.get("type") ?? "";
  const redirectTo = allowedRedirect(ctx.settings, req.query.get("redirect_to"));
  const kind = KINDS[type];
  if (!token)
    return redirect(
      303,
      errorRedirect(redirectTo, errors.validation("Verify requires a token or a token hash"), false),
    );
  if (!kind)
    return redirect(
      303,
      errorRedirect(redirectTo, errors.validation("Unsupported verification type"), false),
    );

  const outcome = await ctx.sql.begin(async (tx): Promise<string> => {
    const user = await findUserByToken(tx, kind.column, token);
    if (!user) return errorRedirect(redirectTo, errors.otpExpired(), false);
    const pkce = storedToken(user, kind.column).startsWith("pkce_");
    const sentAt = kind.sentAt(user);
    if (!sentAt || ctx.now().getTime() > sentAt.getTime() + ctx.settings.emailLinkTtlSeconds * 1000) {
      return errorRedirect(redirectTo, errors.otpExpired(), pkce);
    }
    const verified = await applyLink(ctx, tx, user, type);
    if (pkce) {
      const flow = await findLatestFlowState(tx, verified.id, kind.method);
      if (!flow) return errorRedirect(redirectTo, errors.flowStateNotFound(), true);
      await issueAuthCode(tx, flow.id, verified.id, ctx.now());
      return withQuery(redirectTo, { code: flow.auth_code });
    }
    const session = await issueSession(ctx, tx, verified, "otp");
    return withFragment(redirectTo, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: "bearer",
      type,
    });
  });
  return redirect(303, outcome);
}
