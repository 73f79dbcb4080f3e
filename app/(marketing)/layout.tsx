import type { ReactNode } from "react";

import { SiteShell } from "@/components/layout/site-shell";

// Re-render the static pages daily so the footer's copyright year stays current.
export const revalidate = 86400;

export default function MarketingLayout({ children }: Readonly<{ children: ReactNode }>) {
  return <SiteShell>{children}</SiteShell>;
}
