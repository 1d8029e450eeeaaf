/**
 * The checklist by date and as an iCalendar file. Not a package: the smallest (ical-generator, 8 KB brotli)
 * would take the checklist page past its 70 KB script budget.
 */
import { formatDay } from "./dates";

/** A YYYY-MM-DD day moved by `days`, counted on the calendar (in UTC, so no daylight-saving hour shifts it). */
function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day as people read it: "Saturday, October 17", with ", 2027" when it is not in `today`'s year. */
export function readableDay(day: string, today: string) {
  const readable = formatDay(new Date(`${day}T00:00:00Z`), "weekday", "UTC");
  return day.slice(0, 4) === today.slice(0, 4) ? readable : `${readable}, ${day.slice(0, 4)}`;
}

/** The day a task `daysBefore` the move falls due, and whether that day has passed (then it is due `today`). */
export function dueDay(moveDate: string, daysBefore: number, today: string) {
  const day = addDays(moveDate, -daysBefore);
  return day < today ? { day: today, late: true } : { day, late: false };
}

export type CalendarWeek = {
  title: string;
  tasks: readonly { id: string; text: string; daysBefore: number }[];
};

/** A TEXT value with its special characters escaped (RFC 5545, 3.3.11). */
const escapeText = (text: string) => text.replace(/[\\;,]/g, "\\$&").replace(/\n/g, "\\n");

/** A content line folded at 75 octets (RFC 5545, 3.1), never inside a character; the fold's space counts. */
function fold(line: string) {
  const parts = [""];
  for (const char of line) {
    if (new TextEncoder().encode(parts.at(-1) + char).length > (parts.length > 1 ? 74 : 75)) parts.push("");
    parts[parts.length - 1] += char;
  }
  return parts.join("\r\n ");
}

/**
 * The tasks as all-day events on their days, each linking back to the checklist at `url`; `now` stamps it, and a task
 * whose day has passed by then falls on `now`'s day (in the visitor's zone), not in the past.
 */
export function checklistCalendar(moveDate: string, weeks: readonly CalendarWeek[], url: string, now: Date) {
  const { host } = new URL(url);
  const stamp = now.toISOString().replace(/[-:]|\.\d+/g, "");
  const today = formatDay(now, "iso", "local");
  const events = weeks.flatMap((week) =>
    week.tasks.flatMap((task) => {
      const { day } = dueDay(moveDate, task.daysBefore, today);
      return [
        "BEGIN:VEVENT",
        `UID:${task.id}-${moveDate}@${host}`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${day.replaceAll("-", "")}`,
        `DTEND;VALUE=DATE:${addDays(day, 1).replaceAll("-", "")}`,
        `SUMMARY:${escapeText(task.text)}`,
        `DESCRIPTION:${escapeText(`${week.title}\n${url}`)}`,
        `URL:${url}`,
        "TRANSP:TRANSPARENT",
        "END:VEVENT",
      ];
    }),
  );
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:-//${host}//Moving checklist//EN`, "CALSCALE:GREGORIAN"];
  return [...lines, "METHOD:PUBLISH", ...events, "END:VCALENDAR", ""].map(fold).join("\r\n");
}
