"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ChartColumn, Coins, LayoutDashboard, ScrollText, Settings, Users } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";

import { isAdminNavActive } from "@/components/admin/admin-nav-items";
import { ADMIN_NAV } from "@/lib/messages/admin";
import { PAGES } from "@/lib/routes";

const ICONS: Record<(typeof ADMIN_NAV.items)[number]["href"], IconNode> = {
  [PAGES.admin]: LayoutDashboard,
  [PAGES.adminSettings]: Settings,
  [PAGES.adminUsage]: ChartColumn,
  [PAGES.adminUsers]: Users,
  [PAGES.adminCosts]: Coins,
  [PAGES.adminActivity]: ScrollText,
};

/** The staff area's sidebar (docs/spec.md, engine §2): a column on wide screens, wrapping rows on phones (never wider than the page); current page marked. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label={ADMIN_NAV.label} className="lg:sticky lg:top-24 lg:self-start">
      <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
        {ADMIN_NAV.items.map((item) => {
          const active = isAdminNavActive(pathname, item.href);
          const shape = ICONS[item.href];
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={`flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${
                  active
                    ? "bg-accent text-accent-foreground"
                    : "text-muted-foreground hover:bg-accent hover:text-accent-foreground"
                }`}
              >
                <Icon node={shape} className="size-4 shrink-0" aria-hidden="true" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
