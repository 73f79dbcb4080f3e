/** Which paths need what (docs/spec.md, product §2, §6). Pure, so the proxy and its tests share it. */
export type RouteRequirement = "signed-in" | "staff" | null;

function matches(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function routeRequirement(pathname: string): RouteRequirement {
  if (matches(pathname, "/admin")) return "staff";
  if (matches(pathname, "/builder") || matches(pathname, "/subscription")) return "signed-in";
  return null;
}
