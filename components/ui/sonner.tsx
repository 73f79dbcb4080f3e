"use client";

import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** shadcn's sonner wrapper, light theme only (the app has no theme switcher). */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="light"
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
