"use client";

import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

import { hasAuthFragment } from "@/lib/auth/auth-fragment";
import type { Flash } from "@/lib/auth/flash";

// Most pages have no notice to show: its code (and its messages) load only when there is one (docs/architecture.md §7).
const FlashToast = lazy(() =>
  import("@/components/auth/flash-toast").then((mod) => ({ default: mod.FlashToast })),
);

const noSubscription = () => () => {};

/** Shows the notice the previous step left (a flash cookie) or the one an auth redirect's fragment carries. */
export function FlashNotice({ flash }: { flash: Flash | null }) {
  const fragment = useSyncExternalStore(
    noSubscription,
    () => hasAuthFragment(window.location.hash),
    () => false,
  );
  // The cookie goes at once, not when the notice's code has loaded: a quick next navigation must not show it again.
  useEffect(() => {
    if (flash) document.cookie = `${flash.cookie.name}=; Max-Age=0; Path=${flash.cookie.path}; SameSite=Lax`;
  }, [flash]);
  if (!flash && !fragment) return null;
  return (
    <Suspense fallback={null}>
      <FlashToast flash={flash} />
    </Suspense>
  );
}
