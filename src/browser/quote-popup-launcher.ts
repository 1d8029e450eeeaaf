/**
 * window.showQuoteForm, the spec's globally registered function that opens the quote popup.
 * It exists as soon as the page's script has run, long before the popup's island
 * (components/islands/quote-popup.tsx) has hydrated: tag managers and third-party buttons
 * may call it at any time.
 *
 * - Island ready (it sets window.openQuotePopup): the popup opens at once.
 * - Not yet: the call waits for the island and is honoured when it is ready; if the island
 *   does not come within islandWaitMs (its script failed to load), the visitor is taken to
 *   the quote page instead, which has the same form.
 * - No popup element in the page: console error "Iframe not found" (spec, section 8).
 *
 * Quote buttons (links with data-quote-popup) open the popup the same way once it is ready;
 * before that, or without JavaScript, they are plain links to the quote page.
 */
import { pushConversionEvent } from "./data-layer";
import { loadQuoteFrames } from "./quote-frames";

/** The id of the popup's <dialog>; its data-fallback-href is where to go if the island never runs. */
export const quotePopupId = "quote-popup";
export const islandWaitMs = 4000;
/** Fired by the island once window.openQuotePopup is set. */
export const popupReadyEvent = "quote-popup-ready";

declare global {
  interface Window {
    /** The spec's function: opens the Moving Cost Estimate form in the popup. */
    showQuoteForm?: () => void;
    /** Set by the popup island when it is ready; `opener` gets focus back when the popup closes. */
    openQuotePopup?: (opener: HTMLElement | null) => void;
  }
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export function registerShowQuoteForm(): void {
  let waiting: { dialog: HTMLElement; opener: HTMLElement | null; timer: ReturnType<typeof setTimeout> } | undefined;

  function open(dialog: HTMLElement, opener: HTMLElement | null) {
    window.openQuotePopup?.(opener);
    // The island has rendered the form's frame by now: it is in view, so it starts loading.
    loadQuoteFrames(dialog);
    const control = opener?.closest<HTMLElement>("[data-control]")?.dataset.control;
    pushConversionEvent("quote_popup_open", control ?? "show-quote-form");
  }

  window.showQuoteForm = () => {
    const dialog = document.getElementById(quotePopupId);
    if (!dialog) {
      console.error("Iframe not found");
      return;
    }
    const opener = focusedElement();
    if (window.openQuotePopup) return open(dialog, opener);
    if (waiting) return;
    waiting = {
      dialog,
      opener,
      timer: setTimeout(() => {
        waiting = undefined;
        location.assign(dialog.dataset.fallbackHref ?? "/");
      }, islandWaitMs),
    };
  };

  window.addEventListener(popupReadyEvent, () => {
    if (!waiting) return;
    clearTimeout(waiting.timer);
    const { dialog, opener } = waiting;
    waiting = undefined;
    open(dialog, opener);
  });

  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !window.openQuotePopup) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target.closest<HTMLElement>("[data-quote-popup]");
    if (!link) return;
    event.preventDefault();
    link.focus();
    window.showQuoteForm?.();
  });
}
