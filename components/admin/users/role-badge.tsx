import { ROLE_LABELS } from "@/lib/messages/admin-users";
import type { RoleChoice } from "@/lib/validation/admin-users";

const STYLES: Record<RoleChoice, string> = {
  super_admin: "border-violet-200 bg-violet-50 text-violet-900",
  admin: "border-sky-200 bg-sky-50 text-sky-900",
  none: "border-neutral-200 bg-neutral-50 text-neutral-700",
};

/** A user's role as a label; the word carries the meaning, the colour only helps scanning. */
export function RoleBadge({ role }: { role: RoleChoice }) {
  return (
    <span
      className={`inline-flex rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STYLES[role]}`}
    >
      {ROLE_LABELS[role]}
    </span>
  );
}
