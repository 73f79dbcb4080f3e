import { PAGES } from "@/lib/routes";
/** Which paths need what (docs/spec.md, product §2, §6). Pure, so the proxy and its tests share it. */
export type RouteRequirement = "signed-in" | "staff" | null;

function matches(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function routeRequirement(pathname: string): RouteRequirement {
  if (matches(pathname, PAGES.admin)) return "staff";
  if ([PAGES.builder, PAGES.subscription, PAGES.account].some((prefix) => matches(pathname, prefix)))
    return "signed-in";
  return null;
}
