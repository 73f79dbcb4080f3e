import { STATS } from "@/lib/messages/marketing";

/** The home page's claims (docs/spec.md, product §1): 10,000+ letters, 95% satisfaction, 50+ industries. */
export function StatsSection() {
  return (
    <section
      aria-labelledby="stats-title"
      className="[contain-intrinsic-size:auto_900px] [content-visibility:auto] py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2
          id="stats-title"
          className="text-center text-sm font-semibold tracking-wider text-muted-foreground uppercase"
        >
          {STATS.heading}
        </h2>
        <dl className="mt-10 grid gap-8 sm:grid-cols-3 sm:gap-0 sm:divide-x">
          {STATS.items.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center gap-2 text-center">
              <dt className="text-base text-muted-foreground">{stat.label}</dt>
              <dd className="text-5xl font-semibold tracking-tight text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
