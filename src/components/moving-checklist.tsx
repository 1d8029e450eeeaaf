import type { ChecklistWeek } from "../data/content";
import { ArrowLink } from "./link-list";

type MovingChecklistProps = {
  weeks: readonly ChecklistWeek[];
};

/**
 * A heading and checkboxes per week; the ChecklistTracker island keeps the ticks and writes each week's date, and the
 * date of a task due on a day of its own, in their data-days-before elements.
 */
export function MovingChecklist({ weeks }: MovingChecklistProps) {
  return (
    // On paper the weeks run in two columns, so the whole list fits on one sheet.
    <ol className="space-y-10 print:columns-2 print:gap-8 print:space-y-0">
      {weeks.map((week) => (
        <li key={week.id} className="break-inside-avoid print:mb-5">
          <h2
            id={`${week.id}-heading`}
            className="font-display text-2xl font-bold text-navy-900 print:flex print:flex-wrap print:items-baseline print:gap-x-2 print:text-lg"
          >
            {week.title}
            <span
              data-days-before={week.daysBefore}
              data-late="Do these now"
              className="block text-base font-semibold text-accent-700 empty:hidden print:text-sm"
            />
          </h2>
          <ul className="mt-4 divide-y divide-navy-100 rounded-card bg-white shadow-card ring-1 ring-navy-900/5 print:mt-1 print:shadow-none print:ring-0">
            {week.tasks.map((task) => {
              // A task due on a day of its own says so under it, and its checkbox reads the day out too.
              const ownDay = task.daysBefore !== week.daysBefore && `${task.id}-day`;
              return (
                <li key={task.id} className="px-5 py-4 print:px-0 print:py-1 print:text-sm">
                  <label className="flex cursor-pointer gap-4">
                    <input
                      type="checkbox"
                      name={task.id}
                      aria-describedby={ownDay || undefined}
                      className="mt-1 size-5 shrink-0 cursor-pointer accent-navy-900"
                    />
                    <span className="leading-relaxed text-ink print:leading-snug">{task.text}</span>
                  </label>
                  {ownDay && (
                    <span
                      id={ownDay}
                      data-days-before={task.daysBefore}
                      data-late="Do this now"
                      className="mt-1 ml-9 block text-sm font-semibold text-accent-700 empty:hidden"
                    />
                  )}
                  {task.link.map((link) => (
                    <ArrowLink
                      key={link.address}
                      href={link.address}
                      className="mt-1 ml-9 inline-flex items-center gap-1 text-sm font-semibold text-navy-800 underline underline-offset-4 print:hidden"
                    >
                      {link.label}
                    </ArrowLink>
                  ))}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
