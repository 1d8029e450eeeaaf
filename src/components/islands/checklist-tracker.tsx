import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { checklistCalendar, dueDay, readableDay, type CalendarWeek } from "../../lib/page/checklist-calendar";
import { cn } from "../../lib/page/cn";
import { formatDay } from "../../lib/page/dates";
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

type Props = {
  weeks: readonly CalendarWeek[];
  children: ReactNode;
  printIcon?: ReactNode;
  calendarIcon?: ReactNode;
};

/**
 * Makes the checklist (children: static HTML, a checkbox per task of `weeks`) remember and count its ticks, print, and
 * date it by a move date: each element with data-days-before gets its day, or its data-late words once that day has
 * passed.
 */
function Tracker({ weeks, children, printIcon, calendarIcon }: Props) {
  // No count in the pre-rendered HTML and while hydrating: the card's words show first, with no hydration mismatch.
  const [done, setDone] = useState<number>();
  const hydrated = done !== undefined;
  const listRef = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const taskCount = weeks.flatMap((week) => week.tasks).length;
  const [moveDate, setMoveDate] = useState("");
  // Today on the visitor's clock, as YYYY-MM-DD.
  const today = hydrated ? formatDay(new Date(), "iso", "local") : "";
  // Chromium reports a typed year digit by digit (0002, 0020, 0202, 2026): before 1000 it is still being typed.
  const complete = moveDate >= "1000";
  const refused = complete && moveDate < today;
  const dated = complete && !refused;

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
    for (const label of listRef.current!.querySelectorAll<HTMLElement>("[data-days-before]")) {
      const due = dated && dueDay(moveDate, Number(label.dataset.daysBefore), today);
      label.textContent = !due ? "" : due.late ? label.dataset.late! : readableDay(due.day, today);
    }
  }, [moveDate, dated, today]);

  const row = "flex flex-col items-start justify-between gap-4 py-5 sm:flex-row sm:items-center";
  const barButton =
    "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-navy-900 px-5 font-semibold text-navy-900 hover:bg-navy-900 hover:text-white";
  // Each layer drawn from the start in one grid cell, the card as tall as the taller, so nothing moves when the island
  // runs: first what the list is for and how to print it, then the controls, which need the script (none without it).
  const stacked = "grid *:col-start-1 *:row-start-1";
  return (
    <>
      <div className={cn(stacked, "mb-8 rounded-card bg-white px-5 shadow-card ring-1 ring-navy-900/5 print:hidden")}>
        <div className={cn("space-y-2 self-center py-5", hydrated && "invisible")}>
          <p className="font-semibold text-navy-900">
            What to do for a calm move, and when: each week's tasks under its heading.
          </p>
          <p className="text-muted">
            To print it, choose Print in your browser's menu, or press Ctrl+P (Command+P on a Mac).
          </p>
        </div>
        <div className={cn("divide-y divide-navy-100 noscript:hidden", !hydrated && "invisible")}>
          <div className={row}>
            <p role="status" className="font-semibold text-navy-900">
              {done ?? 0} of {taskCount} tasks done
            </p>
            <button type="button" onClick={() => window.print()} className={barButton}>
              {printIcon}
              Print the checklist
            </button>
          </div>
          <div className={row}>
            <label className="flex flex-wrap items-center gap-x-3 gap-y-2 font-semibold text-navy-900">
              Your moving date
              <input
                type="date"
                value={moveDate}
                min={today || undefined}
                aria-invalid={refused || undefined}
                aria-describedby={refused ? errorId : undefined}
                onChange={(event) => {
                  setMoveDate(event.target.value);
                  store(dateKey, event.target.value);
                }}
                className="min-h-11 rounded-lg border-2 border-navy-200 px-3 font-normal text-ink aria-invalid:border-error"
              />
            </label>
            {/*
             * The hint, the refusal or the calendar button, in one cell at least the button's height: the card keeps
             * its height.
             */}
            <div className={cn(stacked, "min-h-11 items-center justify-items-start sm:max-w-80 sm:justify-items-end")}>
              <p className={cn("text-sm text-muted", moveDate && "invisible")}>
                Give your moving date to see each week's day, and to add the tasks to your calendar.
              </p>
              {refused && (
                <p id={errorId} role="alert" className="text-sm font-semibold text-error">
                  That date has passed: choose today or a later day.
                </p>
              )}
              {dated && (
                <button type="button" onClick={() => downloadCalendar(moveDate, weeks)} className={barButton}>
                  {calendarIcon}
                  Add the tasks to my calendar
                </button>
              )}
            </div>
          </div>
        </div>
      </div>
      <div ref={listRef}>{children}</div>
    </>
  );
}

export const ChecklistTracker = withIslandBoundary(Tracker);
