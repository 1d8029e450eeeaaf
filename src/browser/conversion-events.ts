/**
 * Conversion events go to window.dataLayer, the array tag managers read. No analytics
 * ships by default; whatever the owner adds (business.analyticsScriptUrl) picks these up.
 * Each is one object { event, page_path, control }. Event names are documented in the README.
 *
 * The click and lead listeners run in the script every page starts with (page-script.ts),
 * so a call tapped before any island has hydrated still counts. That script is small and
 * loads with the page: this module must not import the site's config or React.
 */
export type ConversionEventName =
  /** A tel: link was clicked. */
  | "phone_click"
  /** A mailto: link was clicked. */
  | "email_click"
  /** A quote link or button (data-quote) was clicked. */
  | "quote_click"
  /** The quote popup opened (window.showQuoteForm). */
  | "quote_popup_open"
  /** The quote page was shown; the page pushes this itself. */
  | "quote_page_view"
  /** The provider's form told us, by postMessage, that it collected a lead. */
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
  const entry: ConversionEvent = {
    event,
    page_path: window.location.pathname,
    control,
  };
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

/**
 * A page that is itself a conversion step names its event on an element
 * (data-page-event="quote_page_view" data-control="quote-page"); it is pushed once, on load.
 */
export function pushPageEvent(): void {
  const marker = document.querySelector<HTMLElement>("[data-page-event]");
  const event = marker?.dataset.pageEvent as ConversionEventName | undefined;
  if (marker && event) pushConversionEvent(event, marker.dataset.control ?? event);
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

/*
 * The provider does not publish the shape of its "lead collected" message, so we accept
 * the shapes such form hosts send:
 *   - a string that contains form_submitted, formSubmitted, form-submitted, lead_collected or leadCollected
 *     (e.g. "form_submitted" or "provider:formSubmitted:abc123");
 *   - an object whose `type` or `event` is such a string, e.g. { type: "form_submitted" }.
 * Not the bare word "lead": the provider's own host name contains it, so every message
 * that merely carries its URL (resize, ready) would count as a lead.
 */
const leadPattern = /form[_-]?submitted|lead[_-]?collected/i;

export function isLeadMessage(data: unknown): boolean {
  if (typeof data === "string") return leadPattern.test(data);
  if (typeof data !== "object" || data === null) return false;
  const { type, event } = data as { type?: unknown; event?: unknown };
  return [type, event].some((value) => typeof value === "string" && leadPattern.test(value));
}

/** The quote iframe that sent a message names the control: the popup's form or an embedded one. */
function controlForMessageSource(source: MessageEventSource | null): string {
  for (const frame of document.querySelectorAll<HTMLIFrameElement>("iframe[data-control]")) {
    if (source && frame.contentWindow === source) return frame.dataset.control ?? "quote-form";
  }
  return "quote-form";
}

/**
 * Pushes lead_collected once for each lead message from the provider's origin (only the
 * provider's own pages may report a lead). Adds a listener and never assigns
 * window.onmessage, which the provider's embed script uses.
 */
export function listenForLeadMessages(providerOrigin: string): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== providerOrigin || !isLeadMessage(event.data)) return;
    pushConversionEvent("lead_collected", controlForMessageSource(event.source));
  };
  window.addEventListener("message", onMessage);
  return () => window.removeEventListener("message", onMessage);
}
