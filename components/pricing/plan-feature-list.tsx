import { Check } from "lucide";
import { Icon } from "@/components/ui/icon";

type PlanFeatureListProps = { id: string; heading: string; features: readonly string[] };

/** A plan's features under a small heading, each with a check mark. */
export function PlanFeatureList({ id, heading, features }: PlanFeatureListProps) {
  return (
    <div>
      <h3 id={id} className="text-sm font-semibold">
        {heading}
      </h3>
      <ul aria-labelledby={id} className="mt-4 space-y-3">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3 text-sm leading-6">
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-soft text-primary"
            >
              <Icon node={Check} className="size-3.5" strokeWidth={3} />
            </span>
            {feature}
          </li>
        ))}
      </ul>
    </div>
  );
}
