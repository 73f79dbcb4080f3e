"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { isActivePath } from "@/components/layout/nav-items";

type NavLinkProps = { href: string; label: string; className?: string; activeClassName?: string };

/** A top-bar link that marks the current page with aria-current="page". */
export function NavLink({ href, label, className, activeClassName }: NavLinkProps) {
  const pathname = usePathname();
  const active = isActivePath(pathname, href);
  // Plain concatenation, not `cn`: the classes never conflict, and class merging would join every page.
  const classes = active && activeClassName ? `${className ?? ""} ${activeClassName}` : className;

  return (
    <Link href={href} aria-current={active ? "page" : undefined} className={classes}>
      {label}
    </Link>
  );
}
