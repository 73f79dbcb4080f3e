import { Menu, X } from "lucide";
import { Icon } from "@/components/ui/icon";

import { AccountControls } from "@/components/layout/account-controls";
import type { HeaderUser, SignOutAction } from "@/components/layout/header-user";
import { MobileNav } from "@/components/layout/mobile-nav";
import { NavLink } from "@/components/layout/nav-link";
import { mainNavItems } from "@/components/layout/nav-items";
import { SiteLogo } from "@/components/layout/site-logo";
import { NAV_LABELS } from "@/lib/messages/marketing";

export type SiteHeaderProps = {
  /** The signed-in user; omit or pass null for the signed-out bar. */
  user?: HeaderUser | null;
  /** Server action behind the Sign Out button; the button is rendered only when this is given. */
  signOutAction?: SignOutAction;
};

const NARROW_BAR = { showFull: "hidden md:block", showMenu: "md:hidden" };
const WIDE_BAR = { showFull: "hidden lg:block", showMenu: "lg:hidden" };

/** The top bar (docs/spec.md, product §2 'Layout'): logo, Home, Builder, Pricing, Admin for staff, and the account controls. */
export function SiteHeader({ user, signOutAction }: SiteHeaderProps) {
  const items = mainNavItems({ isAdmin: user?.isAdmin ?? false });
  // The signed-in controls need more room, so the full bar starts one breakpoint later for them.
  const bar = user ? WIDE_BAR : NARROW_BAR;

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8 xl:gap-6">
        <SiteLogo />
        <nav aria-label={NAV_LABELS.mainNavigation} className={bar.showFull}>
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} label={item.label} variant="bar" />
              </li>
            ))}
          </ul>
        </nav>
        <div className={`ml-auto ${bar.showFull}`}>
          <AccountControls user={user} signOutAction={signOutAction} layout="inline" />
        </div>
        <div className={`ml-auto ${bar.showMenu}`}>
          <MobileNav
            items={items}
            icons={{
              open: <Icon node={Menu} className="size-5" aria-hidden="true" />,
              close: <Icon node={X} className="size-5" aria-hidden="true" />,
            }}
          >
            <AccountControls user={user} signOutAction={signOutAction} layout="stacked" />
          </MobileNav>
        </div>
      </div>
    </header>
  );
}
