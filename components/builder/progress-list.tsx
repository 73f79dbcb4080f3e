import { Check } from "lucide";
import { Icon } from "@/components/ui/icon";

import { PROGRESS_LIST } from "@/lib/messages/builder/page";
import { cn } from "@/lib/utils";

/** docs/spec.md (product) §2: done steps green with a check, the current step blue. */
export function ProgressList({ current }: { current: number }) {
  return (
    <section aria-labelledby="progress-title" className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="progress-title" className="text-sm font-semibold">
        {PROGRESS_LIST.title}
      </h2>
      <ol className="mt-3 grid gap-2.5 text-sm">
        {PROGRESS_LIST.items.map((label, index) => {
          const state = index < current ? "done" : index === current ? "current" : "upcoming";
          return (
            <li
              key={label}
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
              className={cn(
                "flex items-center gap-2.5",
                state === "done" && "text-green-700",
                state === "current" && "font-medium text-blue-700",
                state === "upcoming" && "text-muted-foreground",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs",
                  state === "done" && "border-green-600 bg-green-600 text-white",
                  state === "current" && "border-blue-600 bg-blue-600 text-white",
                )}
              >
                {state === "done" ? <Icon node={Check} className="size-3.5" /> : index + 1}
              </span>
              <span>
                {label}
                {state !== "upcoming" && (
                  <span className="sr-only">
                    {" "}
                    ({state === "done" ? PROGRESS_LIST.done : PROGRESS_LIST.current})
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
