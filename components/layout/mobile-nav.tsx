"use client";

import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";

import { NavLink } from "@/components/layout/nav-link";
import type { NavItem } from "@/components/layout/nav-items";
import { NAV_LABELS } from "@/lib/messages/marketing";

type MobileNavProps = {
  items: NavItem[];
  /** The account controls, rendered on the server and shown below the links. */
  children: ReactNode;
  /** The open and close icons, rendered on the server so the icon library stays out of the page's JavaScript. */
  icons: { open: ReactNode; close: ReactNode };
};

// Styled like the ghost icon Button, but without it: Button would bring class merging and Radix Slot to every page.
const iconButtonClass =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * The top bar's menu on narrow screens: a button that opens a side panel with the same links.
 * A native modal <dialog> gives focus containment, Escape to close and focus return without a dialog library,
 * which keeps the home page's JavaScript small (docs/architecture.md §7).
 */
export function MobileNav({ items, children, icons }: MobileNavProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const titleId = useId();

  // Widening the window past the breakpoint hides the trigger; close the menu so the page is not left inert.
  useEffect(() => {
    if (!open) return;
    const closeWhenTriggerHidden = () => {
      if (triggerRef.current?.offsetParent === null) dialogRef.current?.close();
    };
    window.addEventListener("resize", closeWhenTriggerHidden);
    return () => window.removeEventListener("resize", closeWhenTriggerHidden);
  }, [open]);

  function openMenu() {
    dialogRef.current?.showModal();
    setOpen(true);
  }

  function closeMenu() {
    dialogRef.current?.close();
  }

  // A click on the backdrop (the dialog box itself, outside its panel) or on any link inside closes the menu.
  function closeOnBackdropOrLink(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target;
    if (target === event.currentTarget || (target instanceof Element && target.closest("a"))) closeMenu();
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={iconButtonClass}
        aria-label={NAV_LABELS.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={openMenu}
      >
        {icons.open}
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={closeOnBackdropOrLink}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] border-l bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50 open:flex open:flex-col open:animate-in open:duration-300 open:slide-in-from-right"
      >
        <div className="flex items-center justify-between border-b px-5 py-3">
          <h2 id={titleId} className="font-semibold">
            {NAV_LABELS.menuTitle}
          </h2>
          <button
            type="button"
            className={iconButtonClass}
            aria-label={NAV_LABELS.closeMenu}
            onClick={closeMenu}
          >
            {icons.close}
          </button>
        </div>
        <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-3 py-4">
          <nav aria-label={NAV_LABELS.mainNavigation}>
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.href}>
                  <NavLink href={item.href} label={item.label} variant="menu" />
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t px-2 pt-6">{children}</div>
        </div>
      </dialog>
    </>
  );
}
