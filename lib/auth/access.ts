import { ROLE_CHANGE_ERRORS } from "@/lib/messages/admin-users";
import type { User } from "@/lib/db/schema";

/**
 * The access rules, in one place (docs/product-rules.md 'Plans and roles'): used by the proxy, pages, route
 * handlers and the UI. Postgres enforces the same rules where it matters (has_unlimited_generations,
 * change_user_role); the copies here decide what a page or route offers.
 */

type RoleOf = { role: string | null } | string | null | undefined;

type PlanFields = Pick<
  User,
  "subscriptionTier" | "subscriptionStatus" | "cancelAtPeriodEnd" | "currentPeriodEnd"
>;

/** Staff (admin or super_admin) may open /admin and are never limited. */
export function isStaff(user: RoleOf): boolean {
  const role = typeof user === "string" || user == null ? user : user.role;
  return role === "admin" || role === "super_admin";
}

/**
 * Premium (docs/spec.md, product §6 and docs/decisions.md 'Premium access'): tier premium with status active,
 * trialing or none; or a cancelled subscription set to end at the period end while that period runs.
 */
export function hasPremium(user: PlanFields, now: Date = new Date()): boolean {
  if (user.subscriptionTier !== "premium") return false;
  const status = user.subscriptionStatus;
  if (status === null || status === "active" || status === "trialing") return true;
  if (status === "canceled" || status === "cancelled") {
    return user.cancelAtPeriodEnd && user.currentPeriodEnd !== null && user.currentPeriodEnd > now;
  }
  return false;
}

/**
 * Premium features (formatting, templates, LinkedIn import) and unlimited letters: Premium, and staff. The SQL
 * function has_unlimited_generations enforces the same rule for the quota (tested to agree).
 */
export function hasPremiumFeatures(user: PlanFields & Pick<User, "role">, now: Date = new Date()): boolean {
  return isStaff(user) || hasPremium(user, now);
}

/** Which usage card and options the builder shows. */
export type BuilderRole = "super_admin" | "admin" | "premium" | "free";

export function builderRole(user: PlanFields & Pick<User, "role">, now: Date = new Date()): BuilderRole {
  if (user.role === "super_admin" || user.role === "admin") return user.role;
  return hasPremium(user, now) ? "premium" : "free";
}

type Person = { id: string; role: string | null };

/** Only a super_admin grants or revokes staff roles (change_user_role enforces it). */
export function canManageRoles(user: RoleOf): boolean {
  const role = typeof user === "string" || user == null ? user : user.role;
  return role === "super_admin";
}

/**
 * Why `actor` may not change `target`'s role in the users list, or null when the control is offered. A
 * super_admin may change anyone but themselves; a plain admin may change nobody (change_user_role decides).
 */
export function roleChangeRefusal(actor: Person, target: Person): string | null {
  if (actor.id === target.id) return ROLE_CHANGE_ERRORS.ownRole;
  if (!canManageRoles(actor)) return ROLE_CHANGE_ERRORS.superAdminOnly;
  return null;
}
