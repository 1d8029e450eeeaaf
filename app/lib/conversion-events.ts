/**
 * Conversion events go to window.dataLayer, the array tag managers read. No analytics
 * ships by default; whatever the owner adds (business.analyticsScriptUrl) picks these up.
 * Event names are documented in the README.
 */
export type ConversionEventName =
  | "phone_click"
  | "email_click"
  | "quote_click"
  | "quote_popup_open"
  | "quote_page_view"
  | "lead_collected";

export type ConversionEvent = {
  event: ConversionEventName;
  page_path: string;
  /** Which control it was, e.g. "header-call" or "home-hero-quote". */
  control: string;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushConversionEvent(event: ConversionEventName, control: string): void {
  const entry: ConversionEvent = { event, page_path: window.location.pathname, control };
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

/** Classifies a clicked element; links and buttons name themselves with data-control. */
export function conversionEventFor(target: Element): { event: ConversionEventName; control: string } | null {
  const control = target.closest<HTMLElement>("a[href], button");
  if (!control) return null;
  const name = control.dataset.control ?? control.textContent?.trim().slice(0, 40) ?? "unnamed";
  const href = control.getAttribute("href") ?? "";
  if (href.startsWith("tel:")) return { event: "phone_click", control: name };
  if (href.startsWith("mailto:")) return { event: "email_click", control: name };
  if (control.dataset.quote !== undefined) return { event: "quote_click", control: name };
  return null;
}

/** One listener for the whole document, so no component has to remember to track itself. */
export function listenForConversionClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const match = conversionEventFor(event.target);
    if (match) pushConversionEvent(match.event, match.control);
  };
  document.addEventListener("click", onClick, { capture: true });
  return () => document.removeEventListener("click", onClick, { capture: true });
}
