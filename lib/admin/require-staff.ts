import "server-only";

import { redirect } from "next/navigation";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { isStaff } from "@/lib/auth/access";

/**
 * The staff area's own check (defence in depth behind the proxy, docs/spec.md, engine §2): anyone but admin or super_admin,
 * signed out included, goes to /. The role is the `users` row's, read for this request (cached per request).
 */
export async function requireStaff(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user || !isStaff(user.profile?.role)) redirect("/");
  return user;
}
