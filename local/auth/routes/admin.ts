// GET and DELETE /admin/users/{id}: the part of GoTrue's admin API the app uses, with the service-role key, to delete
// an account (supabase-js reads the user before it deletes it).
import type { AuthContext } from "../context.ts";
import { AuthError, errors } from "../errors.ts";
import { json, type AuthRequest, type Reply } from "../http.ts";
import { userJson } from "../serialize.ts";
import { findUserById, listIdentities } from "../store/users.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's admin endpoints want the service role as the bearer, not only as the apikey. */
function requireServiceRole(ctx: AuthContext, req: AuthRequest): void {
  const bearer = req.headers.authorization?.replace(/^Bearer\s+/i, "");
  if (!bearer) throw errors.noAuthorization();
  if (bearer !== ctx.keys.serviceRoleKey) throw new AuthError(403, "not_admin", "User not allowed");
}

const userNotFound = () => new AuthError(404, "user_not_found", "User not found");

async function targetUser(ctx: AuthContext, req: AuthRequest) {
  requireServiceRole(ctx, req);
  const id = req.path.slice("/admin/users/".length);
  const user = UUID.test(id) ? await findUserById(ctx.sql, id) : null;
  if (!user) throw userNotFound();
  return user;
}

export async function getAdminUser(ctx: AuthContext, req: AuthRequest): Promise<Reply> {
  const user = await targetUser(ctx, req);
  return json(200, userJson(user, await listIdentities(ctx.sql, user.id)));
}

/** Deletes the user; identities, sessions and refresh tokens go with it (foreign keys, as in GoTrue). */
export async function deleteAdminUser(ctx: AuthContext, req: AuthRequest): Promise<Reply> {
  const user = await targetUser(ctx, req);
  await ctx.sql`delete from auth.users where id = ${user.id}`;
  return json(200, {});
}
