/** Staff roles that may open /admin (docs/spec.md, product §6). */
export const STAFF_ROLES = ["admin", "super_admin"] as const;

export function isStaffRole(role: string | null | undefined): boolean {
  return role === "admin" || role === "super_admin";
}
