"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { isActivePath } from "@/components/layout/nav-items";

// The classes live here rather than in props: a client component's props travel in every page's payload.
const STYLES = {
  bar: {
    base: "relative rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
    active:
      "text-foreground after:absolute after:inset-x-3 after:-bottom-[15px] after:h-0.5 after:rounded-full after:bg-primary",
  },
  menu: {
    base: "flex h-11 items-center rounded-md px-3 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
    active: "bg-accent text-accent-foreground",
  },
};

type NavLinkProps = { href: string; label: string; variant: keyof typeof STYLES };

/** A top-bar or menu link that marks the current page with aria-current="page". */
export function NavLink({ href, label, variant }: NavLinkProps) {
  const pathname = usePathname();
  const active = isActivePath(pathname, href);
  const style = STYLES[variant];
  // Plain concatenation, not `cn`: the classes never conflict, and class merging would join every page.
  const classes = active ? `${style.base} ${style.active}` : style.base;

  return (
    <Link href={href} aria-current={active ? "page" : undefined} className={classes}>
      {label}
    </Link>
  );
}
