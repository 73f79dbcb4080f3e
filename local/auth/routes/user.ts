// GET /user, PUT /user, POST /logout
import type { AuthContext } from "../context.ts";
import { errors } from "../errors.ts";
import { json, noContent, stringField, type AuthRequest, type Reply } from "../http.ts";
import { sendEmailChange } from "../link-emails.ts";
import { checkPasswordStrength, hashPassword, passwordMatches } from "../passwords.ts";
import { parsePkce } from "../pkce.ts";
import { allowedRedirect } from "../redirects.ts";
import { userJson } from "../serialize.ts";
import { clearOneTimeToken } from "../store/flow-state.ts";
import { deleteSessions, type LogoutScope } from "../store/sessions.ts";
import {
  findUserByEmail,
  findUserById,
  listIdentities,
  mergeMetadata,
  saveUser,
  syncEmailIdentity,
} from "../store/users.ts";
import { authenticate } from "../tokens.ts";
import { metadataField, validateEmail } from "../validate.ts";

export async function getUser(ctx: AuthContext, req: AuthRequest): Promise<Reply> {
  const { user } = await authenticate(ctx, req);
  return json(200, userJson(user, await listIdentities(ctx.sql, user.id)));
}

export async function updateUser(ctx: AuthContext, req: AuthRequest): Promise<Reply> {
  const { user: current, session } = await authenticate(ctx, req);
  const data = metadataField(req.body);
  const password = stringField(req.body, "password");
  const rawEmail = stringField(req.body, "email");
  if (stringField(req.body, "phone"))
    throw errors.validation("Phone changes are not supported by the local stand-in");
  const pkce = parsePkce(req.body);

  // bcrypt work happens before the transaction (PGlite serialises transactions).
  let newHash: string | undefined;
  if (password !== undefined) {
    checkPasswordStrength(password);
    if (await passwordMatches(password, current.encrypted_password)) throw errors.samePassword();
    newHash = await hashPassword(password);
  }
  let newEmail: string | undefined;
  if (rawEmail !== undefined) {
    const email = validateEmail(rawEmail);
    if (email !== current.email?.toLowerCase()) {
      const owner = await findUserByEmail(ctx.sql, email);
      if (owner && owner.id !== current.id) throw errors.emailExists();
      newEmail = email;
    }
  }

  const body = await ctx.sql.begin(async (tx) => {
    const now = ctx.now();
    const user = await findUserById(tx, current.id, true);
    if (!user) throw errors.userNotFound();
    if (data) user.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, data);
    if (newHash) {
      user.encrypted_password = newHash;
      user.recovery_token = "";
      await clearOneTimeToken(tx, user.id, "recovery_token");
      // GoTrue's UpdatePassword signs every other session out.
      await deleteSessions(tx, user.id, "others", session?.id ?? null);
    }
    let emailChanged = false;
    if (newEmail) {
      if (ctx.settings.autoconfirm) {
        user.email = newEmail;
        emailChanged = true;
      } else {
        const redirectTo = allowedRedirect(ctx.settings, req.query.get("redirect_to"));
        await sendEmailChange(ctx, tx, user, newEmail, pkce, redirectTo);
      }
    }
    const saved = await saveUser(tx, user, now);
    if (emailChanged) await syncEmailIdentity(tx, saved, now);
    return userJson(saved, await listIdentities(tx, saved.id));
  });
  return json(200, body);
}

const SCOPES: readonly LogoutScope[] = ["global", "local", "others"];

export async function logout(ctx: AuthContext, req: AuthRequest): Promise<Reply> {
  const scope = (req.query.get("scope") ?? "global") as LogoutScope;
  if (!SCOPES.includes(scope)) throw errors.validation(`Unsupported logout scope "${scope}"`);
  const { user, session } = await authenticate(ctx, req);
  await deleteSessions(ctx.sql, user.id, scope, session?.id ?? null);
  return noContent();
}
