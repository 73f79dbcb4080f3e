"use client";

import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

import { requestToaster, toasterRequest } from "@/components/ui/toast";

const Toaster = lazy(() => import("@/components/ui/sonner").then((mod) => ({ default: mod.Toaster })));

/** How long after hydration the Toaster loads anyway, so a toast about a lost connection can still appear. */
const IDLE_FALLBACK_MS = 3000;

/**
 * Where the toasts appear. sonner loads at the first toast or once the page is idle, never with the page's
 * first load (docs/architecture.md §7).
 */
export function ToasterSlot() {
  const wanted = useSyncExternalStore(
    toasterRequest.subscribe,
    toasterRequest.wanted,
    toasterRequest.serverWanted,
  );
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(requestToaster, { timeout: IDLE_FALLBACK_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(requestToaster, IDLE_FALLBACK_MS);
    return () => clearTimeout(id);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
