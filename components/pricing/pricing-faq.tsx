import { ChevronDown } from "lucide";
import { Icon } from "@/components/ui/icon";

import { SectionHeading } from "@/components/marketing/section-heading";
import { PRICING_FAQ } from "@/lib/messages/pricing";

/** Questions about plans and billing as native <details>, so they open without JavaScript. */
export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="border-t bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-title" title={PRICING_FAQ.heading} lead={PRICING_FAQ.lead} />
        <div className="mx-auto mt-12 max-w-3xl space-y-3">
          {PRICING_FAQ.items.map((item) => (
            <details
              key={item.question}
              className="group rounded-xl border bg-card shadow-xs transition-shadow open:shadow-sm"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-medium hover:text-primary sm:px-6 [&::-webkit-details-marker]:hidden">
                {item.question}
                <Icon
                  node={ChevronDown}
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-pretty text-muted-foreground sm:px-6">
                {item.answer}
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
