/**
 * Whether the office is open now, from the hours each element carries (components/open-status.tsx), kept current
 * while the page stays open; without JavaScript the element keeps the emergency line the build wrote.
 */
import { openStatus, type HoursRow } from "../lib/page/open-status";

/** A timer runs at most this long, so a change of the clocks to or from daylight time is caught within the hour. */
const longestWait = 3_600_000;
let timer: ReturnType<typeof setTimeout> | undefined;

function writeStatus() {
  clearTimeout(timer);
  let nextChange = Infinity;
  for (const element of document.querySelectorAll<HTMLElement>("[data-open-status]")) {
    const status = openStatus(JSON.parse(element.dataset.openStatus!) as HoursRow[], new Date());
    if (!status) continue;
    element.textContent = status.open ? status.text : `${status.text}. ${element.dataset.emergencyLine}`;
    nextChange = Math.min(nextChange, status.msToChange);
  }
  // One timer to the minute the status changes, not a poll; a phone that slept runs it late, so waking rechecks too.
  if (nextChange !== Infinity) timer = setTimeout(writeStatus, Math.min(nextChange, longestWait));
}

export function showOpenStatus() {
  writeStatus();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") writeStatus();
  });
}
