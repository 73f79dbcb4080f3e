import { ADMIN_ERRORS } from "@/lib/messages/admin";

/**
 * Texts of /admin/users and its role-change route (docs/spec.md, engine §2 'Admin area', §3 users, §6, §8; docs/decisions.md
 * 'Roles'). Only 'Not authenticated' is the spec's; the spec shows no other text for this screen, so the rest is ours.
 */

export const ROLE_LABELS = { none: "None", admin: "Admin", super_admin: "Super Admin" } as const;

export const ROLE_FILTER_LABELS = {
  all: "All roles",
  admin: "Admin",
  super_admin: "Super Admin",
  none: "None",
} as const;

export const ROLE_CHANGE_ERRORS = {
  /** docs/spec.md (engine) §8: a role change without a current user. */
  notAuthenticated: "Not authenticated",
  /** The staff area's refusal of a signed-in user without a staff role. */
  notStaff: ADMIN_ERRORS.forbidden,
  invalidRole: "Choose a role: None, Admin or Super Admin.",
  invalidUser: "Choose a user from the list.",
  userNotFound: "This user no longer exists.",
  ownRole: "You cannot change your own role.",
  superAdminOnly: "Only a Super Admin can change roles.",
  staffTarget: "Only a Super Admin can change the role of an Admin or Super Admin.",
  grantRequiresSuperAdmin: "Only a Super Admin can grant the Admin or Super Admin role.",
  lastSuperAdmin: "The last Super Admin cannot be demoted.",
  failed: "Failed to change the role. Please try again.",
} as const;

export const ROLE_CHANGE_TOASTS = {
  changed: (who: string, role: string) => `${who} is now ${role}.`,
  unchanged: (who: string, role: string) => `${who} already has the role ${role}.`,
} as const;

export const ADMIN_USERS_PAGE = {
  metaTitle: "Users",
  title: "Users",
  lead: "Everyone with an account, newest first. Search by e-mail or name, or filter by role.",
  filtersLabel: "Search users",
  searchLabel: "Search",
  searchPlaceholder: "E-mail or name",
  roleFilterLabel: "Role",
  searchButton: "Search",
  clearFilters: "Clear",
  readOnlyNotice: "Only a Super Admin can change roles. You can view the list.",
  tableCaption: "Users, newest first",
  columns: {
    name: "Name",
    email: "E-mail",
    plan: "Plan",
    role: "Role",
    joined: "Joined",
    changeRole: "Change role",
  },
  noName: "No name",
  you: "(you)",
  empty: "No users match your search.",
  emptyAll: "No users yet.",
  roleSelectLabel: (who: string) => `Role for ${who}`,
  apply: "Change",
  applyLabel: (who: string) => `Change role of ${who}`,
  confirmTitle: "Change role?",
  confirmBody: (who: string, from: string, to: string) => `Change the role of ${who} from ${from} to ${to}?`,
  consequences: {
    none: "They lose access to the admin area.",
    admin: "They can open the admin area: settings, usage, costs, activity and the user list.",
    super_admin: "They can open the admin area and grant or revoke Admin and Super Admin on anyone.",
  },
  confirm: "Change role",
  cancel: "Cancel",
  changing: "Changing…",
} as const;
