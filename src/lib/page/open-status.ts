/**
 * "Open now, until 7 PM" or "Closed, opens 7 AM Monday", in Atlanta's time: the page script shows it, since the
 * build cannot know when a page is read.
 */
import { dayCodes, dayNames, type DayCode } from "../../schemas/business/facts.ts";
import { formatTime } from "./format.ts";

export type HoursRow = { dayCodes: readonly DayCode[]; opens: string; closes: string };

/**
 * Atlanta's day (0 is Monday) and minute of the day at `now`: Eastern time, on daylight time (UTC-4) from 2 AM on
 * the second Sunday in March to 2 AM on the first Sunday in November (US law since 2007). Not with Intl, whose
 * time-zone formatter takes 15-20 ms to build on a page's first use, 60-80 ms on a phone
 * (docs/measurements/2026-11-28-fonts-and-the-page-at-load.md).
 */
export function atlantaClock(now: Date) {
  const year = now.getUTCFullYear();
  const sundayAt = (month: number, week: number, utcHour: number) =>
    Date.UTC(year, month, 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + 7 * week, utcHour);
  const daylight = now.getTime() >= sundayAt(2, 1, 7) && now.getTime() < sundayAt(10, 0, 6);
  const local = new Date(now.getTime() - (daylight ? 4 : 5) * 3_600_000);
  return { day: (local.getUTCDay() + 6) % 7, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The office's status at `now`, and the milliseconds until it changes; undefined when no row has a day (the schema
 * requires one, so never on the site). */
export function openStatus(rows: readonly HoursRow[], now: Date) {
  const { day: today, minute } = atlantaClock(now);
  const msIntoMinute = now.getTime() % 60_000;
  const until = (days: number, time: string) => (days * 24 * 60 + minutesOf(time) - minute) * 60_000 - msIntoMinute;
  // Today, the six days after, and today a week on (when today's hours have ended and no other day has any).
  for (let offset = 0; offset <= 7; offset++) {
    const day = dayCodes[(today + offset) % 7]!;
    const dayRows = rows.filter((row) => row.dayCodes.includes(day)).sort((a, b) => a.opens.localeCompare(b.opens));
    for (const row of dayRows) {
      if (offset === 0 && minute >= minutesOf(row.closes)) continue;
      if (offset === 0 && minute >= minutesOf(row.opens))
        return { text: openText(row.closes), open: true, msToChange: until(0, row.closes) };
      return { text: closedText(row.opens, day), open: false, msToChange: until(offset, row.opens) };
    }
  }
  return undefined;
}

const openText = (closes: string) => `Office open now, until ${formatTime(closes, "short")}`;
const closedText = (opens: string, day: DayCode) =>
  `Office closed, opens ${formatTime(opens, "short")} ${dayNames[day]}`;

/** Every status `rows` can give, so its place can be kept as wide and tall as the longest. */
export function everyStatus(rows: readonly HoursRow[]) {
  return {
    open: [...new Set(rows.map((row) => openText(row.closes)))],
    closed: [...new Set(rows.flatMap((row) => row.dayCodes.map((day) => closedText(row.opens, day))))],
  };
}
