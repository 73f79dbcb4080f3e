import { Mail, ShieldCheck } from "lucide";
import { Icon } from "@/components/ui/icon";

import { publicEnv } from "@/lib/env";
import { GUARANTEE } from "@/lib/messages/pricing";

/** The 30-day money-back guarantee (docs/spec.md, product §1, §9), with the support address that refunds go through. */
export function GuaranteeBox() {
  const supportEmail = publicEnv.NEXT_PUBLIC_SUPPORT_EMAIL;
  return (
    <section
      aria-labelledby="guarantee-title"
      className="flex flex-col gap-5 rounded-2xl border border-primary/15 bg-brand-soft/60 p-6 sm:flex-row sm:items-start sm:gap-6 sm:p-8"
    >
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm"
      >
        <Icon node={ShieldCheck} className="size-6" />
      </span>
      <div>
        <h2 id="guarantee-title" className="text-xl font-semibold tracking-tight">
          {GUARANTEE.title}
        </h2>
        <p className="mt-2 leading-relaxed text-pretty text-foreground/80">{GUARANTEE.body}</p>
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Icon node={Mail} className="size-4 shrink-0" aria-hidden="true" />
          <span>{GUARANTEE.contactPrefix}</span>
          <a
            href={`mailto:${supportEmail}`}
            className="rounded-sm font-medium text-brand-strong underline underline-offset-4 hover:text-primary"
          >
            {supportEmail}
          </a>
        </p>
      </div>
    </section>
  );
}
