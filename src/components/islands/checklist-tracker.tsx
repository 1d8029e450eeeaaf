import { useEffect, useRef, useState, type ReactNode } from "react";
import { addDays, checklistCalendar, readableDay, type CalendarWeek } from "../../lib/page/checklist-calendar";
import { cn } from "../../lib/page/cn";
import { withIslandBoundary } from "./island-boundary";

/** Where the ticks and the move date are kept: on the visitor's device only. */
const ticksKey = "moving-checklist-ticks";
const dateKey = "moving-checklist-date";

function store(key: string, value: string) {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // Private browsing or a full disk: the list still works for this visit.
  }
}

function downloadCalendar(moveDate: string, weeks: readonly CalendarWeek[]) {
  const url = `${location.origin}${location.pathname}`;
  const file = new Blob([checklistCalendar(moveDate, weeks, url, new Date())], { type: "text/calendar" });
  const link = Object.assign(document.createElement("a"), {
    href: URL.createObjectURL(file),
    download: "moving-checklist.ics",
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href));
}

type Props = { weeks: readonly CalendarWeek[]; children: ReactNode; printIcon?: ReactNode; calendarIcon?: ReactNode };

/** Makes the checklist (children: static HTML, a checkbox per task of `weeks`) remember and count its ticks, print, and date each week (its heading's data-week-date) by a move date. */
function Tracker({ weeks, children, printIcon, calendarIcon }: Props) {
  // No count in the pre-rendered HTML and while hydrating, so the fallback shows first, with no hydration mismatch.
  const [done, setDone] = useState<number>();
  const hydrated = done !== undefined;
  const listRef = useRef<HTMLDivElement>(null);
  const taskCount = weeks.flatMap((week) => week.tasks).length;
  const [moveDate, setMoveDate] = useState("");

  useEffect(() => {
    const list = listRef.current!;
    const boxes = [...list.querySelectorAll<HTMLInputElement>("input[type=checkbox][name]")];
    const count = () => setDone(boxes.filter((box) => box.checked).length);
    try {
      const stored = localStorage.getItem(dateKey) ?? "";
      if (/^\d{4}-\d{2}-\d{2}$/.test(stored)) setMoveDate(stored);
      const ticks: unknown = JSON.parse(localStorage.getItem(ticksKey) ?? "[]");
      for (const box of boxes) box.checked = Array.isArray(ticks) && ticks.includes(box.name);
    } catch {
      // No storage, or a damaged entry: the visitor starts again.
    }
    count();
    const onChange = () => {
      store(ticksKey, JSON.stringify(boxes.filter((box) => box.checked).map((box) => box.name)));
      count();
    };
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    for (const week of weeks) {
      const label = listRef.current?.querySelector(`[data-week-date="${week.id}"]`);
      if (label) label.textContent = moveDate ? readableDay(addDays(moveDate, -week.daysBefore)) : "";
    }
  }, [moveDate, weeks]);

  const row = "flex flex-col items-start justify-between gap-4 py-5 sm:flex-row sm:items-center";
  const barButton =
    "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-navy-900 px-5 font-semibold text-navy-900 hover:bg-navy-900 hover:text-white";
  // Drawn from the start, what needs the script held unseen, so nothing moves when the island runs; stacked on phones.
  return (
    <>
      <div className="mb-8 divide-y divide-navy-100 rounded-card bg-white px-5 shadow-card ring-1 ring-navy-900/5 print:hidden">
        <div className={row}>
          <p role="status" className="font-semibold text-navy-900">
            {hydrated ? `${done} of ${taskCount} tasks done` : `${taskCount} tasks`}
          </p>
          <button type="button" onClick={() => window.print()} className={cn(barButton, !hydrated && "invisible")}>
            {printIcon}
            Print the checklist
          </button>
        </div>
        <div className={cn(row, !hydrated && "invisible")}>
          <label className="flex flex-wrap items-center gap-x-3 gap-y-2 font-semibold text-navy-900">
            Your moving date
            <input
              type="date"
              value={moveDate}
              onChange={(event) => {
                setMoveDate(event.target.value);
                store(dateKey, event.target.value);
              }}
              className="min-h-11 rounded-lg border-2 border-navy-200 px-3 font-normal text-ink"
            />
          </label>
          {moveDate && (
            <button type="button" onClick={() => downloadCalendar(moveDate, weeks)} className={barButton}>
              {calendarIcon}
              Add the tasks to my calendar
            </button>
          )}
        </div>
      </div>
      <div ref={listRef}>{children}</div>
    </>
  );
}

export const ChecklistTracker = withIslandBoundary(Tracker);
