import { Icon, type IconNode } from "@/components/ui/icon";

type StatCardProps = { label: string; value: string; hint: string; icon: IconNode };

/** One dashboard figure: what it is, the number, and what it counts (so "active" or "today" is never a guess). */
export function StatCard({ label, value, hint, icon }: StatCardProps) {
  return (
    <li className="rounded-xl border bg-card p-5 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
        <Icon node={icon} className="size-4 shrink-0 text-primary" aria-hidden="true" />
      </div>
      <p className="mt-2 text-2xl font-semibold tracking-tight tabular-nums">{value}</p>
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </li>
  );
}
