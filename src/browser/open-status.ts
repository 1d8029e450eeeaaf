/**
 * Whether the office is open now, from the hours each element carries (components/open-status.tsx);
 * without JavaScript it keeps what the build wrote: the hours, or nothing.
 */
import { openStatus, type HoursRow } from "../lib/page/open-status";

export function showOpenStatus(): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-open-status]")) {
    const status = openStatus(JSON.parse(element.dataset.openStatus!) as HoursRow[], new Date());
    if (!status) continue;
    element.textContent = status;
    element.classList.remove("invisible");
  }
}
