/**
 * The listeners that turn visitors' clicks and the provider's lead messages into conversion
 * events (data-layer.ts). They run in the script every page starts with (page-script.ts), so a
 * call tapped before any island has hydrated still counts. That script is small and loads with
 * the page: this module must not import the site's config or React.
 */
import type { ConversionEventName, IslandConversion } from "../lib/page/conversions";
import { pushConversionEvent } from "./data-layer";

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

/**
 * The one message counted as a lead: what the provider's form page posts to the page that
 * frames it when it has collected a lead. Nothing looser counts (a resize message that merely
 * mentions "form_submitted" is not a lead). If your provider posts another shape, change
 * this type and isLeadMessage together, and the README's "Conversion events".
 */
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
  if (!source) return undefined;
  for (const frame of document.querySelectorAll<HTMLIFrameElement>("iframe[data-form-id]"))
    if (frame.contentWindow === source) return frame;
  return undefined;
}

/**
 * Pushes lead_collected for a lead message from one of our quote-form frames, at most once per
 * frame per submission: a repeated message (same submission id, or none) counts once until
 * the frame loads its form again. Adds a listener and never assigns window.onmessage, which
 * the provider's embed script uses.
 */
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
