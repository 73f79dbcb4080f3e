import { BILLING_CYCLES, type BillingCycle } from "@/lib/billing/plans";
import { BILLING_CYCLE_LABELS } from "@/lib/messages/pricing";

/**
 * Which price is on show follows the checked radio through CSS `:has()`, so the toggle ships no JavaScript
 * (docs/architecture.md §7 budgets /pricing) and works before hydration. The container is the `group/pricing` element
 * that holds both the toggle and the cards.
 */
export const SHOW_WHEN_MONTHLY = "group-has-[#billing-cycle-sixmonthly:checked]/pricing:hidden";
export const SHOW_WHEN_SIXMONTHLY = "hidden group-has-[#billing-cycle-sixmonthly:checked]/pricing:flex";

type BillingCycleToggleProps = {
  /** The checkout form the chosen cycle is submitted with, when there is one (signed-in free users). */
  formId?: string;
};

/** Monthly / 6-month segmented control: native radios, so arrow keys, Tab and forms work as usual. */
export function BillingCycleToggle({ formId }: BillingCycleToggleProps) {
  return (
    <fieldset className="mx-auto w-fit">
      <legend className="sr-only">{BILLING_CYCLE_LABELS.legend}</legend>
      <div className="flex items-center gap-1 rounded-full border bg-background p-1 shadow-xs">
        {BILLING_CYCLES.map((cycle: BillingCycle) => (
          <label
            key={cycle}
            className="relative flex h-10 items-center gap-2 rounded-full px-5 text-sm font-medium text-muted-foreground transition-colors not-has-checked:hover:text-foreground has-checked:bg-primary has-checked:text-primary-foreground has-checked:shadow-sm"
          >
            <input
              type="radio"
              id={`billing-cycle-${cycle}`}
              name="billingCycle"
              value={cycle}
              form={formId}
              defaultChecked={cycle === "monthly"}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full"
            />
            {BILLING_CYCLE_LABELS[cycle]}
            {cycle === "sixmonthly" && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                {BILLING_CYCLE_LABELS.saving}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
