import { Lightbulb, SlidersHorizontal, Sparkles } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";

import { SectionHeading } from "@/components/marketing/section-heading";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FEATURES } from "@/lib/messages/marketing";

const FEATURE_ICONS: readonly IconNode[] = [Sparkles, Lightbulb, SlidersHorizontal];

/** The three feature cards; the hero's 'See Features' link lands here. */
export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="[contain-intrinsic-size:auto_900px] [content-visibility:auto] scroll-mt-16 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" title={FEATURES.heading} lead={FEATURES.lead} />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {FEATURES.items.map((feature, index) => {
            const shape = FEATURE_ICONS[index] ?? Sparkles;
            return (
              <li key={feature.title}>
                <Card className="h-full gap-4 transition-shadow hover:shadow-md">
                  <CardHeader className="gap-4">
                    <span className="flex size-11 items-center justify-center rounded-lg bg-brand-soft text-primary">
                      <Icon node={shape} className="size-5" aria-hidden="true" />
                    </span>
                    <h3 className="text-lg font-semibold">{feature.title}</h3>
                  </CardHeader>
                  <CardContent>
                    <p className="leading-relaxed text-muted-foreground">{feature.description}</p>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
