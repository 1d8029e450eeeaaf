import { dayNames } from "../../schemas/business/facts.ts";

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const weekdayNames = Object.values(dayNames);
const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * A date's day: "2026-11-02" (iso), "November 2, 2026" (long), "Monday, November 2" (weekday), "November 2026"
 * (month). A content file's date is midnight UTC, so read in UTC; today's in the local zone (build's, visitor's).
 * Written out, not with Intl: a page's first Intl date takes ICU 15-23 ms to set up, 60-90 ms on a phone.
 */
export function formatDay(date: Date, style: "iso" | "long" | "weekday" | "month", zone: "UTC" | "local") {
  const utc = zone === "UTC";
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  const weekday = weekdayNames[((utc ? date.getUTCDay() : date.getDay()) + 6) % 7];
  return {
    iso: `${year}-${twoDigits(month + 1)}-${twoDigits(day)}`,
    long: `${monthNames[month]} ${day}, ${year}`,
    weekday: `${weekday}, ${monthNames[month]} ${day}`,
    month: `${monthNames[month]} ${year}`,
  }[style];
}
