import type { ReactNode } from "react";
import { cn } from "../lib/page/cn";
import type { IconName } from "../schemas/icons";
import { DotList } from "./check-list";
import { Icon } from "./icon";

export type Feature = {
  icon?: IconName;
  title: string;
  description: string;
  details?: readonly string[];
};

type FeatureGridProps<T extends Feature> = {
  features: readonly T[];
  columns?: 2 | 3 | 4;
  onDark?: boolean;
  footer?: (feature: T) => ReactNode;
};

const columnClasses = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" };

/** Below md, four or more cards become a row to swipe rather than a column to scroll past: while it scrolls, a
 * named region and a tab stop for keyboards (src/browser/feature-grid.ts). */
const railClasses =
  // Relative: the cards' absolutely positioned sr-only text would otherwise widen the page.
  "max-md:relative max-md:-mx-5 max-md:snap-x max-md:snap-mandatory max-md:overflow-x-auto max-md:scroll-px-5 max-md:px-5 max-md:pt-1 max-md:pb-4 sm:max-md:-mx-8 sm:max-md:scroll-px-8 sm:max-md:px-8";
const railCardClasses = "max-md:w-[82%] max-md:shrink-0 max-md:snap-start sm:max-md:w-[60%]";

/** Cards with an icon, a title and a few lines, `columns` a row on wide screens, closed by `footer` from the entry. */
export function FeatureGrid<T extends Feature>({ features, columns = 3, onDark, footer }: FeatureGridProps<T>) {
  const rail = features.length >= 4;
  const list = (
    <ul className={cn("grid gap-4 sm:gap-6", columnClasses[columns], rail && "max-md:flex")}>
      {features.map((feature) => (
        <li
          key={feature.title}
          className={cn(
            "flex flex-col rounded-card p-5 sm:p-7",
            rail && railCardClasses,
            onDark ? "bg-white/5 ring-1 ring-white/10" : "bg-white shadow-card ring-1 ring-navy-900/5",
          )}
        >
          <div className="flex items-center gap-4 sm:block">
            {feature.icon && (
              <span
                className={cn(
                  "flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-12",
                  onDark ? "bg-accent-400/15" : "bg-navy-50",
                )}
              >
                <Icon
                  name={feature.icon}
                  className={cn("size-5 sm:size-6", onDark ? "text-accent-300" : "text-navy-700")}
                />
              </span>
            )}
            <h3 className={cn("text-lg font-bold sm:mt-5 sm:text-xl", onDark ? "text-white" : "text-navy-900")}>
              {feature.title}
            </h3>
          </div>
          <p className={cn("mt-2 flex-1 leading-relaxed", onDark ? "text-navy-100" : "text-muted")}>
            {feature.description}
          </p>
          {feature.details && (
            <DotList
              items={feature.details}
              className={cn("mt-4 space-y-1.5 text-sm", onDark ? "text-navy-100" : "text-ink")}
            />
          )}
          {footer?.(feature)}
        </li>
      ))}
    </ul>
  );
  return rail ? (
    <div data-swipe-row="" className={railClasses}>
      {list}
    </div>
  ) : (
    list
  );
}
