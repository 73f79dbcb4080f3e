import { PAGES } from "@/lib/routes";
/** True when `href` is the sidebar item of `pathname`: the dashboard (/admin) only on itself, others with sub-pages. */
export function isAdminNavActive(pathname: string, href: string): boolean {
  if (href === PAGES.admin) return pathname === PAGES.admin || pathname === `${PAGES.admin}/`;
  return pathname === href || pathname.startsWith(`${href}/`);
}
