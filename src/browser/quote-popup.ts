/** The quote popup and window.showQuoteForm, the spec's opener: without the popup it logs "Iframe not found". */
import { quotePopupId } from "../lib/page/paths";
import { pushConversionEvent } from "./conversion-events";
import { afterNextPaint, startFrameIn } from "./quote-embed";

declare global {
  interface Window {
    /** The spec's function: opens the Moving Cost Estimate form in the popup. */
    showQuoteForm?: () => void;
  }
}

const focusableSelector =
  "a[href], button:not([disabled]), iframe, input, select, textarea, [tabindex]:not([tabindex='-1'])";

/** The popup in the page now; none if the page has lost it. */
const popup = () => document.querySelector<HTMLDialogElement>(`dialog#${quotePopupId}`);

function open(dialog: HTMLDialogElement, openedBy: Element | null) {
  if (dialog.open) return;
  // app.css holds the page behind still, and on a phone undrawn, while the root is marked. Marked after showModal(),
  // its focus step styled the whole page it made inert: 181-228 ms of the tap at 4x CPU (npm run bench).
  document.documentElement.setAttribute("data-popup-open", "");
  dialog.addEventListener("close", () => document.documentElement.removeAttribute("data-popup-open"), { once: true });
  dialog.showModal();
  const box = dialog.querySelector<HTMLElement>("[data-quote-frame]");
  // The frame starts once the open popup has painted: made in the tap's own task, it held the tap 150-280 ms at 4x
  // CPU with the heavy provider (npm run bench -- --targets popup).
  if (box) afterNextPaint(() => startFrameIn(box));
  const control = openedBy?.closest<HTMLElement>("[data-control]")?.dataset.control;
  pushConversionEvent("quote_popup_open", control ?? "show-quote-form");
}

/** Focus reaching a guard goes round to the other end of the popup; from outside, to its start. */
function onFocusIn({ target: guard, relatedTarget }: FocusEvent) {
  const dialog = popup();
  if (!(guard instanceof HTMLElement) || !guard.dataset.focusGuard || !dialog?.contains(guard)) return;
  const items = [...dialog.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (item) => !item.dataset.focusGuard && item.getClientRects().length > 0,
  );
  const cameFromInside = relatedTarget instanceof Node && dialog.contains(relatedTarget);
  (guard.dataset.focusGuard === "last" && cameFromInside ? items.at(-1) : items[0])?.focus();
}

export function registerShowQuoteForm() {
  window.showQuoteForm = () => {
    const dialog = popup();
    if (dialog) open(dialog, document.activeElement);
    else console.error("Iframe not found");
  };

  document.addEventListener("focusin", onFocusIn);
  // The dialog fills the screen; a press that starts and ends outside the panel is a backdrop click.
  let pressStartedOnBackdrop = false;
  popup()?.addEventListener("pointerdown", (event) => (pressStartedOnBackdrop = event.target === event.currentTarget));
  document.addEventListener("click", (event) => {
    const dialog = popup();
    if (!(event.target instanceof Element) || !dialog) return;
    if (event.target === dialog ? pressStartedOnBackdrop : event.target.closest("[data-close-dialog]")) {
      dialog.close();
      return;
    }
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target.closest<HTMLElement>("[data-quote-popup]");
    if (!link) return;
    event.preventDefault();
    link.focus();
    open(dialog, link);
  });
}
