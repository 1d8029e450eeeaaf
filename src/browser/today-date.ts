/**
 * The legal pages show today's date as their last-updated date (the spec's choice). The HTML
 * carries the build date; this swaps in the visitor's own calendar date.
 */
import { formatDay } from "../lib/page/dates";

export function showTodaysDate(today = new Date()): void {
  for (const time of document.querySelectorAll<HTMLTimeElement>("time[data-today]")) {
    time.dateTime = formatDay(today, "iso", "local");
    time.textContent = formatDay(today, "long", "local");
  }
}
