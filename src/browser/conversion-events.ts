/** Clicks and the provider's lead messages as conversion events, from the first tap: no React or site config here. */
import type { ConversionEventName, IslandConversion } from "../lib/page/conversions";
import { pushConversionEvent } from "./data-layer";

/** Pushes, once, the event a page names on an element (data-page-event="quote_page_view"). */
export function pushPageEvent(): void {
  const marker = document.querySelector<HTMLElement>("[data-page-event]");
  const event = marker?.dataset.pageEvent as ConversionEventName | undefined;
  if (marker && event) pushConversionEvent(event, marker.dataset.control ?? event);
}

/** The ways in on other sites, by a link's data-lead-path (components/ways-in.tsx). */
const leadPathEvents: Record<string, ConversionEventName> = {
  booking: "booking_click",
  "video-survey": "video_survey_click",
};

/** Classifies a clicked element; links and buttons name themselves with data-control. */
export function conversionEventFor(target: Element): { event: ConversionEventName; control: string } | null {
  const control = target.closest<HTMLElement>("a[href], button");
  if (!control) return null;
  const name = control.dataset.control ?? control.textContent?.trim().slice(0, 40) ?? "unnamed";
  const href = control.getAttribute("href") ?? "";
  if (href.startsWith("tel:")) return { event: "phone_click", control: name };
  if (href.startsWith("mailto:")) return { event: "email_click", control: name };
  if (href.startsWith("sms:")) return { event: "text_click", control: name };
  const leadPath = leadPathEvents[control.dataset.leadPath ?? ""];
  if (leadPath) return { event: leadPath, control: name };
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

/** The one message counted as a lead, exactly; another provider's shape changes this, isLeadMessage and the README. */
export type LeadMessage = {
  type: "form_submitted";
  /** The form that collected it: the frame's data-form-id. */
  formId: string;
  /** The provider's id for this submission, when it sends one: a repeat of it is not a new lead. */
  submissionId?: string;
};

export function isLeadMessage(data: unknown, formId: string): data is LeadMessage {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const message = data as Record<string, unknown>;
  const keys = Object.keys(message);
  return (
    message.type === "form_submitted" &&
    message.formId === formId &&
    (message.submissionId === undefined ||
      (typeof message.submissionId === "string" && message.submissionId.length <= 200)) &&
    keys.every((key) => key === "type" || key === "formId" || key === "submissionId")
  );
}

/** The quote-form frame whose page sent a message: only our own frames may report a lead. */
function quoteFrameFor(source: MessageEventSource | null): HTMLIFrameElement | undefined {
  const frames = document.querySelectorAll<HTMLIFrameElement>("iframe[data-form-id]");
  return source ? [...frames].find((frame) => frame.contentWindow === source) : undefined;
}

/** Pushes lead_collected once per frame and submission; a listener, as the provider's script owns window.onmessage. */
export function listenForLeadMessages(providerOrigin: string): () => void {
  const counted = new WeakMap<HTMLIFrameElement, Set<string>>();
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== providerOrigin) return;
    const frame = quoteFrameFor(event.source);
    if (!frame || !isLeadMessage(event.data, frame.dataset.formId ?? "")) return;
    let submissions = counted.get(frame);
    if (!submissions) {
      submissions = new Set();
      counted.set(frame, submissions);
      // A new form page in the frame can take a new submission.
      frame.addEventListener("load", () => counted.delete(frame), { once: true });
    }
    const submission = event.data.submissionId ?? "";
    if (submissions.has(submission)) return;
    submissions.add(submission);
    pushConversionEvent("lead_collected", frame.dataset.control ?? "quote-form");
  };
  window.addEventListener("message", onMessage);
  return () => window.removeEventListener("message", onMessage);
}

/** Pushes the conversions islands report (src/lib/page/conversions.ts). */
export function listenForIslandConversions(): () => void {
  const onConversion = ({ detail }: CustomEvent<IslandConversion>) =>
    pushConversionEvent(detail.event, detail.control, detail.details);
  window.addEventListener("island-conversion", onConversion);
  return () => window.removeEventListener("island-conversion", onConversion);
}
