import { z } from "zod";
import { ROLE_CHANGE_ERRORS as M } from "@/lib/messages/admin-users";
import { isStaff } from "@/lib/auth/access";
import { plainText } from "@/lib/validation/plain-text";

/**
 * /admin/users: the role-change request (POST /api/admin/users/role, checked by the client form and the route)
 * and the list's query string. A role is admin, super_admin or none (no role; users.role is null).
 */

export const ROLE_CHOICES = ["none", "admin", "super_admin"] as const;
export type RoleChoice = (typeof ROLE_CHOICES)[number];

export const ROLE_FILTERS = ["all", "admin", "super_admin", "none"] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];

export const SEARCH_MAX_CHARS = 200;

export const roleChangeSchema = z.object({
  userId: z.uuid({ error: M.invalidUser }),
  role: z.enum(ROLE_CHOICES, { error: M.invalidRole }),
});
export type RoleChangeRequest = z.infer<typeof roleChangeSchema>;

/** users.role as a choice: null is 'none'. */
export function roleChoiceOf(role: string | null | undefined): RoleChoice {
  return isStaff(role) ? (role as RoleChoice) : "none";
}

/** A query-string value: the first when repeated. */
const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * ?q=&role=&page= — anything malformed (a control character in the search too) falls back to the default rather
 * than failing the page.
 */
export const userListQuerySchema = z.object({
  q: z.preprocess(
    firstValue,
    plainText("Search")
      .trim()
      .transform((text) => text.slice(0, SEARCH_MAX_CHARS))
      .catch(""),
  ),
  role: z.preprocess(firstValue, z.enum(ROLE_FILTERS).catch("all")),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(1_000_000).catch(1)),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
