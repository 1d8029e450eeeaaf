/** The legal pages' last-updated date is today (the spec's choice): the visitor's, in place of the build's. */
import { formatDay } from "../lib/page/dates";

export function showTodaysDate(today = new Date()) {
  for (const time of document.querySelectorAll<HTMLTimeElement>("time[data-today]")) {
    time.dateTime = formatDay(today, "iso", "local");
    time.textContent = formatDay(today, "long", "local");
  }
}
