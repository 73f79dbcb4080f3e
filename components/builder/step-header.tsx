import { BUILDER_STEPS } from "@/lib/messages/builder/page";
import { cn } from "@/lib/utils";

/** The wizard's two steps (docs/spec.md, product §2): 1 'Input', 2 'Generate'. */
export function StepHeader({ step }: { step: 1 | 2 }) {
  return (
    <nav aria-label="Builder steps">
      <ol className="grid gap-3 sm:grid-cols-2">
        {BUILDER_STEPS.map((item) => {
          const active = item.number === step;
          const done = item.number < step;
          return (
            <li
              key={item.number}
              aria-current={active ? "step" : undefined}
              className={cn(
                "flex items-start gap-3 rounded-xl border p-3",
                active ? "border-primary/40 bg-brand-soft" : "bg-card",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
                  active || done ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
                )}
              >
                {item.number}
              </span>
              <span className="grid">
                <span className={cn("text-sm font-semibold", active ? "text-brand-strong" : "")}>
                  {item.title}
                </span>
                <span className="text-xs text-muted-foreground">{item.description}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
