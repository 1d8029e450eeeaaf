import { cn } from "../lib/page/cn";
import { NewTabLink } from "./link-list";

/** A figure; with href, the figure links to where it can be checked (the A+ rating to its bureau profile). */
export type Stat = {
  value: string;
  label: string;
  href?: string;
};

const desktopColumns: Record<number, string> = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 5: "lg:grid-cols-5" };

/**
 * How wide a figure sets in the display font's bold, in em ("25,000+" about 4.5), rounded up; a letter at its widest.
 */
const figureWidthEm = (figure: string) =>
  [...figure].reduce((em, c) => em + (/\d/.test(c) ? 0.71 : /[,.]/.test(c) ? 0.32 : c === "+" ? 0.6 : 1.1), 0);

/** The largest figure size that keeps the widest figure inside its card (100cqi), in steps Tailwind can see. */
const figureFits: readonly [maxEm: number, className: string][] = [
  [3, "[--figure-fit:33cqi]"],
  [4, "[--figure-fit:25cqi]"],
  [4.5, "[--figure-fit:22cqi]"],
  [5, "[--figure-fit:20cqi]"],
  [6, "[--figure-fit:16cqi]"],
  [7, "[--figure-fit:14cqi]"],
  [8.5, "[--figure-fit:11cqi]"],
  [10, "[--figure-fit:10cqi]"],
  [Infinity, "[--figure-fit:8cqi]"],
];

type StatsStripProps = {
  stats: readonly Stat[];
  onDark?: boolean;
};

/** Big figures in a row ("10,000+ Atlanta moves"), all at one size: the design's, or the largest the widest fits. */
export function StatsStrip({ stats, onDark = true }: StatsStripProps) {
  const widest = Math.max(...stats.map((stat) => figureWidthEm(stat.value)));
  const fit = figureFits.find(([maxEm]) => widest <= maxEm)![1];
  return (
    <dl className={cn("grid grid-cols-2 gap-4 sm:gap-6", desktopColumns[stats.length] ?? "lg:grid-cols-4", fit)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "@container flex flex-col rounded-card px-3 py-5 text-center sm:p-6",
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
              "order-first font-display leading-[1.1] font-bold wrap-anywhere",
              "text-[length:min(var(--text-3xl),var(--figure-fit))] sm:text-[length:min(var(--text-5xl),var(--figure-fit))]",
              onDark ? "text-accent-300" : "text-navy-900",
            )}
          >
            {stat.href ? (
              <NewTabLink
                href={stat.href}
                note="see the profile; opens in a new tab"
                className="underline underline-offset-8"
              >
                {stat.value}
              </NewTabLink>
            ) : (
              stat.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
