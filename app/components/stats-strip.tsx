import { cn } from "../lib/cn";

export type Stat = { value: string; label: string };

/** Big figures in a row, e.g. "10,000+ Atlanta moves". A description list keeps value and label together. */
export function StatsStrip({ stats, onDark = true }: { stats: readonly Stat[]; onDark?: boolean }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-6", stats.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
      {stats.map((stat) => (
        <div key={stat.label} className={cn("flex flex-col rounded-card p-6 text-center", onDark ? "bg-white/5 ring-1 ring-white/10" : "bg-cream")}>
          <dt className={cn("text-sm font-semibold tracking-wide uppercase", onDark ? "text-navy-100" : "text-muted")}>{stat.label}</dt>
          <dd className={cn("order-first font-display text-4xl font-bold sm:text-5xl", onDark ? "text-accent-300" : "text-navy-900")}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
