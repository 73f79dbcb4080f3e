import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

type AuthPageProps = {
  title: ReactNode;
  lead?: ReactNode;
  /** An icon or badge above the title. */
  icon?: ReactNode;
  children?: ReactNode;
  /** Links under the card ("Don't have an account? Sign up"). */
  footer?: ReactNode;
  /** Content beside the card on wide screens (the sign-up benefits). */
  aside?: ReactNode;
  titleId?: string;
};

/** The frame of every account screen: a soft brand backdrop like the home hero and one centred card. */
export function AuthPage({
  title,
  lead,
  icon,
  children,
  footer,
  aside,
  titleId = "auth-title",
}: AuthPageProps) {
  return (
    <section aria-labelledby={titleId} className="relative overflow-hidden">
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-soft/70 via-background to-background" />
      <div
        className={cn(
          "mx-auto grid px-4 py-12 sm:px-6 sm:py-16 lg:px-8",
          aside ? "max-w-5xl items-start gap-10 lg:grid-cols-[1fr_0.85fr] lg:gap-14" : "max-w-md",
        )}
      >
        <div className="w-full">
          <div className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
            <div className="mb-6 flex flex-col gap-2">
              {icon}
              <h1 id={titleId} className="text-2xl font-semibold tracking-tight text-balance">
                {title}
              </h1>
              {lead && <p className="text-sm text-pretty text-muted-foreground">{lead}</p>}
            </div>
            {children}
          </div>
          {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
        </div>
        {aside && <div className="lg:pt-4">{aside}</div>}
      </div>
    </section>
  );
}

/** A round icon badge for the confirmation and result views. */
export function AuthIcon({
  children,
  tone = "brand",
}: {
  children: ReactNode;
  tone?: "brand" | "success" | "error";
}) {
  const tones = {
    brand: "bg-brand-soft text-brand-strong",
    success: "bg-emerald-50 text-emerald-700",
    error: "bg-destructive/10 text-destructive",
  };
  return (
    <span
      aria-hidden="true"
      className={cn("mb-2 flex size-11 items-center justify-center rounded-full", tones[tone])}
    >
      {children}
    </span>
  );
}
