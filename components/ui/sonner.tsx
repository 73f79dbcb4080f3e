"use client";

import type * as React from "react";
import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";

import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX, toasterMounted } from "@/components/ui/toast";

/** shadcn's sonner wrapper, light theme only (the app has no theme switcher), with the spec's limits (docs/spec.md, product §9). */
export function Toaster() {
  // Children's effects run first, so sonner's Toaster has subscribed to its store by now.
  useEffect(() => toasterMounted(toast), []);
  return (
    <Sonner
      theme="light"
      className="toaster group"
      position="top-right"
      duration={TOAST_DURATION_MS.default}
      visibleToasts={TOAST_VISIBLE_MAX}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
    />
  );
}
