import { and, count, desc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import { db as appDb, type Database } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/queries/like-pattern";
import { users, type SubscriptionStatus, type SubscriptionTier, type UserRole } from "@/lib/db/schema";
import { ADMIN_PAGE_SIZE } from "@/lib/messages/admin";
import type { RoleFilter } from "@/lib/validation/admin-users";

/** Rows per page of the staff user list (docs/spec.md, engine §9: 'Admin list default: 100 rows'). */
export const ADMIN_USERS_PAGE_SIZE = ADMIN_PAGE_SIZE;

/** The staff view of a user (docs/spec.md, engine §3: id, name, email, role, created_at) plus the plan. */
export type AdminUserRow = {
  id: string;
  name: string | null;
  email: string;
  role: UserRole | null;
  subscriptionTier: SubscriptionTier;
  subscriptionStatus: SubscriptionStatus | null;
  createdAt: Date;
};

export type AdminUserPage = {
  users: AdminUserRow[];
  /** Users matching the search and filter, on all pages. */
  total: number;
  /** The page shown: the one asked for, or the last one when it asked beyond the end. */
  page: number;
  pageSize: number;
  /** At least 1, so an empty list is "page 1 of 1". */
  pageCount: number;
};

function roleCondition(role: RoleFilter): SQL | undefined {
  if (role === "all") return undefined;
  if (role === "none") return isNull(users.role);
  return eq(users.role, role);
}

/**
 * Newest first. `search` matches the e-mail or the name, case-insensitively and literally (% and _ are not
 * wildcards); `role` keeps admins, super admins, users with no role, or everyone.
 */
export async function listAdminUsers(
  options: { search?: string; role?: RoleFilter; page?: number; pageSize?: number } = {},
  db: Database = appDb,
): Promise<AdminUserPage> {
  const pageSize = options.pageSize ?? ADMIN_USERS_PAGE_SIZE;
  const search = options.search?.trim();
  const pattern = search ? containsPattern(search) : null;
  const where = and(
    pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined,
    roleCondition(options.role ?? "all"),
  );

  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);

  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      subscriptionTier: users.subscriptionTier,
      subscriptionStatus: users.subscriptionStatus,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);

  return { users: rows, total, page, pageSize, pageCount };
}
