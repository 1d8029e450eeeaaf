import { CircleCheck } from "lucide-react";
import { cn } from "../lib/page/cn";

type CheckListProps = {
  items: readonly string[];
  onDark?: boolean;
  columns?: 1 | 2;
};

/** A list of promises with check marks: why choose us, what's included. */
export function CheckList({ items, onDark, columns }: CheckListProps) {
  return (
    <ul className={cn("grid gap-x-8 gap-y-3", columns === 2 && "sm:grid-cols-2")}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck className={cn("mt-0.5 size-6 shrink-0", onDark ? "text-accent-400" : "text-navy-700")} />
          <span className={onDark ? "text-navy-50" : "text-ink"}>{item}</span>
        </li>
      ))}
    </ul>
  );
}

type DotListProps = {
  items: readonly string[];
  className: string;
  itemClassName?: string;
  dotClassName?: string;
};

/** Short points, each after a small accent dot (decoration only); the classes fit where it stands. */
export function DotList({
  items,
  className,
  itemClassName = "flex gap-2",
  dotClassName = "mt-2 size-1.5 shrink-0 rounded-full bg-accent-500",
}: DotListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <span aria-hidden="true" className={dotClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
