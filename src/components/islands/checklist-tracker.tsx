import { useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "../../lib/page/cn";
import { useHydrated } from "./use-hydrated";
import { IslandBoundary } from "./island-boundary";

/** Where the ticks are kept: on the visitor's device only. */
export const checklistStorageKey = "moving-checklist-ticks";

function readTicks(): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(checklistStorageKey) ?? "[]");
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

function writeTicks(ticks: Set<string>) {
  try {
    localStorage.setItem(checklistStorageKey, JSON.stringify([...ticks]));
  } catch {
    // Private browsing or a full disk: the list still works for this visit.
  }
}

/** Makes the static checklist (children) remember its ticks, with a progress count and a Print button. */
type TrackerProps = {
  /** How many tasks the list holds, for the count shown before the island runs. */
  taskCount: number;
  /** The checklist itself and the Print button's icon: static HTML handed in by the page. */
  children: ReactNode;
  printIcon?: ReactNode;
};

function Tracker({ taskCount, children, printIcon }: TrackerProps) {
  const hydrated = useHydrated();
  const listRef = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState({ done: 0, total: taskCount });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const boxes = [...list.querySelectorAll<HTMLInputElement>("input[type=checkbox][name]")];
    const ticks = readTicks();
    for (const box of boxes) box.checked = ticks.has(box.name);
    const count = () => setProgress({ done: boxes.filter((box) => box.checked).length, total: boxes.length });
    count();
    const onChange = (event: Event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || !box.name) return;
      const current = readTicks();
      if (box.checked) current.add(box.name);
      else current.delete(box.name);
      writeTicks(current);
      count();
    };
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, []);

  // In the page from the start, so nothing moves when the island runs; stacked on phones.
  return (
    <>
      <div className="mb-8 flex flex-col items-start justify-between gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-navy-900/5 sm:flex-row sm:items-center print:hidden">
        <p role="status" className="font-semibold text-navy-900">
          {hydrated ? `${progress.done} of ${progress.total} tasks done` : `${taskCount} tasks`}
        </p>
        <button
          type="button"
          onClick={() => window.print()}
          className={cn(
            "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-navy-900 px-5 font-semibold text-navy-900 hover:bg-navy-900 hover:text-white",
            !hydrated && "invisible",
          )}
        >
          {printIcon}
          Print the checklist
        </button>
      </div>
      <div ref={listRef}>{children}</div>
    </>
  );
}

export function ChecklistTracker(props: TrackerProps) {
  return (
    <IslandBoundary>
      <Tracker {...props} />
    </IslandBoundary>
  );
}
