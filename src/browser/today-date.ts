/**
 * The legal pages show today's date as their last-updated date (the spec's choice). The HTML
 * carries the build date; this swaps in the visitor's own calendar date.
 */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** "2026-11-22" from the local calendar date (toISOString would shift it to UTC). */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

export function showTodaysDate(today = new Date()): void {
  for (const time of document.querySelectorAll<HTMLTimeElement>("time[data-today]")) {
    time.dateTime = isoDate(today);
    time.textContent = formatLongDate(today);
  }
}
