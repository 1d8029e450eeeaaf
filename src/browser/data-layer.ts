/** Conversion events in window.dataLayer, for whatever tag manager the owner adds; only the page script writes here. */
import type { ConversionEventName } from "../lib/page/conversions";

export type ConversionEvent = {
  event: ConversionEventName;
  page_path: string;
  /** Which control it was, e.g. "header-call" or "home-hero-quote". */
  control: string;
  /** What an event carries besides, e.g. the estimate's home_size and range. */
  [detail: string]: string;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushConversionEvent(
  event: ConversionEventName,
  control: string,
  details: Record<string, string> = {},
): void {
  const entry: ConversionEvent = { ...details, event, page_path: window.location.pathname, control };
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}
