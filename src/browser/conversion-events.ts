/** Conversion events in window.dataLayer, for whatever tag manager the owner adds. */
import type { ConversionEventName } from "../lib/page/conversions";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes one entry; `control` says which control it was ("header-call"), `details` what it carries besides. */
export function pushConversionEvent(event: ConversionEventName, control: string, details: Record<string, string> = {}) {
  window.dataLayer ??= [];
  window.dataLayer.push({ ...details, event, page_path: window.location.pathname, control });
}

/** Pushes, once, the event a page names on an element (data-page-event="quote_page_view"). */
export function pushPageEvent() {
  const marker = document.querySelector<HTMLElement>("[data-page-event]");
  const event = marker?.dataset.pageEvent as ConversionEventName | undefined;
  if (marker && event) pushConversionEvent(event, marker.dataset.control ?? event);
}

/**
 * A link's event by its address's scheme, or by its data-lead-path (the ways in on other sites,
 * components/ways-in.tsx).
 */
const schemeEvents: Record<string, ConversionEventName> = {
  tel: "phone_click",
  mailto: "email_click",
  sms: "text_click",
};
const leadPathEvents: Record<string, ConversionEventName> = {
  booking: "booking_click",
  "video-survey": "video_survey_click",
};

/** Classifies a clicked element; links and buttons name themselves with data-control. */
export function conversionEventFor(target: Element) {
  const control = target.closest<HTMLElement>("a[href], button");
  if (!control) return null;
  const event =
    schemeEvents[/^(\w+):/.exec(control.getAttribute("href") ?? "")?.[1] ?? ""] ??
    leadPathEvents[control.dataset.leadPath ?? ""] ??
    (control.dataset.quote === undefined ? undefined : "quote_click");
  const name = control.dataset.control ?? control.textContent.trim().slice(0, 40);
  return event ? { event, control: name } : null;
}

/** The one message counted as a lead, exactly: { type: "form_submitted", formId (the frame's data-form-id),
 *  submissionId? (whose repeat is not a new lead) }. Another provider's shape changes this and the README. */
export function isLeadMessage(data: unknown, formId: string): data is { submissionId?: string } {
  if (typeof data !== "object" || data === null) return false;
  const { type, formId: sentFor, submissionId, ...others } = data as Record<string, unknown>;
  return (
    type === "form_submitted" &&
    sentFor === formId &&
    Object.keys(others).length === 0 &&
    (submissionId === undefined || (typeof submissionId === "string" && submissionId.length <= 200))
  );
}

/** Pushes converting clicks, what islands report, and lead_collected once per frame and submission (by a
 *  listener, as the provider's script owns window.onmessage). */
export function listenForConversions(providerOrigin: string | undefined) {
  document.addEventListener(
    "click",
    ({ target }) => {
      const match = target instanceof Element && conversionEventFor(target);
      if (match) pushConversionEvent(match.event, match.control);
    },
    { capture: true },
  );
  window.addEventListener("island-conversion", ({ detail }) =>
    pushConversionEvent(detail.event, detail.control, detail.details),
  );
  const counted = new WeakMap<HTMLIFrameElement, Set<string>>();
  window.addEventListener("message", (event) => {
    if (event.origin !== providerOrigin || !event.source) return;
    // Only our own quote frames may report a lead.
    const frame = [...document.querySelectorAll<HTMLIFrameElement>("iframe[data-form-id]")].find(
      (frame) => frame.contentWindow === event.source,
    );
    if (!frame || !isLeadMessage(event.data, frame.dataset.formId ?? "")) return;
    let submissions = counted.get(frame);
    if (!submissions) {
      counted.set(frame, (submissions = new Set()));
      // A new form page in the frame can take a new submission.
      frame.addEventListener("load", () => counted.delete(frame), { once: true });
    }
    const submission = event.data.submissionId ?? "";
    if (submissions.has(submission)) return;
    submissions.add(submission);
    pushConversionEvent("lead_collected", frame.dataset.control ?? "quote-form");
  });
}
