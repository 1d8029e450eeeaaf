/**
 * "Open now, until 7 PM" or "Closed, opens 7 AM Monday", in Atlanta's time: the page script shows it, since the
 * build cannot know when a page is read.
 */
import { dayCodes, dayNames, type DayCode } from "../../schemas/business/facts.ts";
import { formatTime } from "./format.ts";

export type HoursRow = { dayCodes: readonly DayCode[]; opens: string; closes: string };

const atlantaClock = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  weekday: "short",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The status at `now`; undefined when no row has a day (the schema requires one, so never on the site). */
export function openStatus(rows: readonly HoursRow[], now: Date): string | undefined {
  const parts = Object.fromEntries(atlantaClock.formatToParts(now).map(({ type, value }) => [type, value]));
  const today = dayCodes.indexOf(parts.weekday!.slice(0, 2) as DayCode);
  const minute = Number(parts.hour) * 60 + Number(parts.minute);
  // Today, the six days after, and today a week on (when today's hours have ended and no other day has any).
  for (let offset = 0; offset <= 7; offset++) {
    const day = dayCodes[(today + offset) % 7]!;
    const dayRows = rows.filter((row) => row.dayCodes.includes(day)).sort((a, b) => a.opens.localeCompare(b.opens));
    for (const row of dayRows) {
      if (offset === 0 && minute >= minutesOf(row.closes)) continue;
      if (offset === 0 && minute >= minutesOf(row.opens)) return `Open now, until ${formatTime(row.closes, "short")}`;
      return `Closed, opens ${formatTime(row.opens, "short")} ${dayNames[day]}`;
    }
  }
  return undefined;
}
