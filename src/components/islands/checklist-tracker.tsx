import { Printer } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { IslandBoundary } from "./island-boundary";

/** Where the ticks are kept: on the visitor's device only. */
export const checklistStorageKey = "liberty-oak-moving-checklist";

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

/**
 * Makes the static checklist (children: its checkboxes, named by task id) remember the
 * visitor's ticks across reloads, and adds a progress count and a Print button. Without
 * JavaScript the list is still complete, tickable and printable.
 */
function Tracker({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const listRef = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState({ done: 0, total: 0 });

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

  return (
    <>
      {hydrated && (
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-navy-900/5 print:hidden">
          <p role="status" className="font-semibold text-navy-900">
            {progress.done} of {progress.total} tasks done
          </p>
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-navy-900 px-5 font-semibold text-navy-900 hover:bg-navy-900 hover:text-white"
          >
            <Printer aria-hidden="true" className="size-5" />
            Print the checklist
          </button>
        </div>
      )}
      <div ref={listRef}>{children}</div>
    </>
  );
}

export function ChecklistTracker({ children }: { children: ReactNode }) {
  return (
    <IslandBoundary>
      <Tracker>{children}</Tracker>
    </IslandBoundary>
  );
}
