import { PAGES } from "@/lib/routes";
/** Which paths need what (docs/spec.md, product §2, §6). Pure, so the proxy and its tests share it. */
export type RouteRequirement = "signed-in" | "staff" | null;

function matches(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function routeRequirement(pathname: string): RouteRequirement {
  if (matches(pathname, PAGES.admin)) return "staff";
  if (matches(pathname, PAGES.builder) || matches(pathname, PAGES.subscription)) return "signed-in";
  return null;
}
