import { NAV_LABELS } from "@/lib/messages/marketing";
import { PAGES } from "@/lib/routes";

export type NavItem = { href: string; label: string };

/** The top-bar links (docs/spec.md, product §2 'Layout'): Admin is added only for admin and super_admin. */
export function mainNavItems({ isAdmin }: { isAdmin: boolean }): NavItem[] {
  const items: NavItem[] = [
    { href: "/", label: NAV_LABELS.home },
    { href: PAGES.builder, label: NAV_LABELS.builder },
    { href: PAGES.pricing, label: NAV_LABELS.pricing },
  ];
  if (isAdmin) items.push({ href: PAGES.admin, label: NAV_LABELS.admin });
  return items;
}

/** True when `pathname` is the item's page or one of its sub-pages ("/" matches only itself). */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
