"use client";

import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A component whose code loads when it first renders, showing `fallback` meanwhile: React's lazy in its own Suspense
 * boundary. For trees that render in the browser only, such as the builder, this is all next/dynamic would do, without
 * its server-rendering runtime (about 2.5 KB gzip on the first load; docs/architecture.md §7).
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
