// POST /signup: a new e-mail + password user (confirmation e-mail, or a session with autoconfirm).
import { randomUUID } from "node:crypto";
import type { AuthContext } from "../context.ts";
import { AuthError, errors } from "../errors.ts";
import { json, stringField, type AuthRequest, type Reply } from "../http.ts";
import { confirmEmail, sendConfirmation } from "../link-emails.ts";
import { checkPasswordStrength, hashPassword } from "../passwords.ts";
import { parsePkce } from "../pkce.ts";
import { allowedRedirect } from "../redirects.ts";
import { userJson } from "../serialize.ts";
import {
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  listIdentities,
  type Json,
} from "../store/users.ts";
import { issueSession } from "../tokens.ts";
import { metadataField, validateEmail } from "../validate.ts";

/** What GoTrue answers for an already-confirmed address, so sign-up does not reveal who is registered. */
function obfuscatedUser(email: string, data: Json, now: Date): Record<string, unknown> {
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email,
    phone: "",
    confirmation_sent_at: now.toISOString(),
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    is_anonymous: false,
  };
}

export async function signup(ctx: AuthContext, req: AuthRequest): Promise<Reply> {
  const rawEmail = stringField(req.body, "email");
  const password = stringField(req.body, "password") ?? "";
  if (!rawEmail && stringField(req.body, "phone")) {
    throw new AuthError(400, "phone_provider_disabled", "Phone signups are disabled");
  }
  if (!rawEmail) throw errors.validation("To signup, please provide your email");
  if (!password) throw new AuthError(422, "validation_failed", "Signup requires a valid password");
  checkPasswordStrength(password);
  const email = validateEmail(rawEmail);
  const data = metadataField(req.body) ?? {};
  const pkce = parsePkce(req.body);
  const redirectTo = allowedRedirect(ctx.settings, req.query.get("redirect_to"));

  const existing = await findUserByEmail(ctx.sql, email);
  if (existing?.email_confirmed_at) {
    if (ctx.settings.autoconfirm) throw errors.userAlreadyExists();
    return json(200, obfuscatedUser(email, data, ctx.now()));
  }
  // Hash outside the transaction: PGlite runs one transaction at a time, bcrypt takes a while.
  const encryptedPassword = existing ? null : await hashPassword(password);

  const body = await ctx.sql.begin(async (tx) => {
    const now = ctx.now();
    let user = existing ? await findUserById(tx, existing.id, true) : null;
    if (!user) {
      // GoTrue keeps the identity's claims in the metadata too (sub, email, email_verified, phone_verified).
      const id = randomUUID();
      const identityData = { sub: id, email, email_verified: false, phone_verified: false };
      user = await insertUser(tx, {
        id,
        email,
        encryptedPassword,
        appMetadata: { provider: "email", providers: ["email"] },
        userMetadata: { ...data, ...identityData },
        emailConfirmedAt: null,
        now,
      });
      await insertIdentity(tx, { userId: id, provider: "email", providerId: id, data: identityData, now });
    }
    // An unconfirmed address signing up again gets a new link; the stored user is not changed otherwise.
    if (ctx.settings.autoconfirm) {
      const confirmed = await confirmEmail(ctx, tx, user);
      return issueSession(ctx, tx, confirmed, "password");
    }
    const saved = await sendConfirmation(ctx, tx, user, pkce, redirectTo);
    return userJson(saved, await listIdentities(tx, saved.id));
  });
  return json(200, body);
}
