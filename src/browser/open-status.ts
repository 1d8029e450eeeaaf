/**
 * Writes whether the office is open now into each [data-open-status] element, from the hours
 * that element carries (components/open-status.tsx). Without JavaScript the element keeps what
 * the build wrote: the hours, or nothing.
 */
import { openStatus, type HoursRow } from "../lib/page/open-status";

export function showOpenStatus(now = new Date()): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-open-status]")) {
    const status = openStatus(JSON.parse(element.dataset.openStatus!) as HoursRow[], now);
    if (!status) continue;
    element.textContent = status;
    element.classList.remove("invisible");
  }
}
