import { cn } from "../lib/cn";

/** A figure; with href, the figure links to where it can be checked (the A+ rating to its bureau profile). */
export type Stat = { value: string; label: string; href?: string };

const desktopColumns: Record<number, string> = {
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
};

/** Big figures in a row, e.g. "10,000+ Atlanta moves". A description list keeps value and label together. */
export function StatsStrip({ stats, onDark = true }: { stats: readonly Stat[]; onDark?: boolean }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4 sm:gap-6", desktopColumns[stats.length] ?? "lg:grid-cols-4")}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col rounded-card px-3 py-5 text-center sm:p-6",
            // An odd tile out on the two-column phone layout takes the whole row.
            stats.length % 2 === 1 && "last:col-span-2 lg:last:col-span-1",
            onDark ? "bg-white/5 ring-1 ring-white/10" : "bg-cream",
          )}
        >
          <dt className={cn("text-sm font-semibold tracking-wide uppercase", onDark ? "text-navy-100" : "text-muted")}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              // Sized so "10,000+" fits half a 320 px phone.
              "order-first font-display text-3xl font-bold sm:text-5xl",
              onDark ? "text-accent-300" : "text-navy-900",
            )}
          >
            {stat.href ? (
              <a href={stat.href} target="_blank" rel="noopener noreferrer" className="underline underline-offset-8">
                {stat.value}
                <span className="sr-only"> (see the profile; opens in a new tab)</span>
              </a>
            ) : (
              stat.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
