// POST /recover: a password-reset e-mail (200 `{}` whether or not the address is registered).
import type { AuthContext } from "../context.ts";
import { errors } from "../errors.ts";
import { json, stringField, type AuthRequest, type Reply } from "../http.ts";
import { sendRecovery } from "../link-emails.ts";
import { parsePkce } from "../pkce.ts";
import { allowedRedirect } from "../redirects.ts";
import { findUserByEmail, findUserById } from "../store/users.ts";
import { validateEmail } from "../validate.ts";

export async function recover(ctx: AuthContext, req: AuthRequest): Promise<Reply> {
  const rawEmail = stringField(req.body, "email");
  if (!rawEmail) throw errors.validation("Password recovery requires an email");
  const email = validateEmail(rawEmail);
  const pkce = parsePkce(req.body);
  const redirectTo = allowedRedirect(ctx.settings, req.query.get("redirect_to"));

  const found = await findUserByEmail(ctx.sql, email);
  if (!found) return json(200, {}); // do not reveal whether the address is registered
  await ctx.sql.begin(async (tx) => {
    const user = await findUserById(tx, found.id, true);
    if (user) await sendRecovery(ctx, tx, user, pkce, redirectTo);
  });
  return json(200, {});
}
