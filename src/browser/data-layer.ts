/**
 * Conversion events go to window.dataLayer, the array tag managers read. No analytics ships by
 * default; whatever the owner adds (business.analyticsScriptUrl) picks these up. Each is one
 * object { event, page_path, control } (plus any details). Event names are in the README.
 * Only the page script writes here; islands report their conversions to it with a DOM event
 * (src/lib/page/conversions.ts).
 */
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
