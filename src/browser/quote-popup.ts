/**
 * The quote popup (components/quote-popup.tsx) and window.showQuoteForm, the spec's function that
 * opens it; without the popup it logs "Iframe not found" (spec, section 8). Closing gives focus back.
 */
import { quotePopupId } from "../lib/page/paths";
import { pushConversionEvent } from "./data-layer";
import { startFrameIn } from "./quote-frames";

declare global {
  interface Window {
    /** The spec's function: opens the Moving Cost Estimate form in the popup. */
    showQuoteForm?: () => void;
  }
}

const focusableSelector =
  "a[href], button:not([disabled]), iframe, input, select, textarea, [tabindex]:not([tabindex='-1'])";

/** Stops the page behind the popup from scrolling, keeping the scrollbar's width so nothing shifts. */
function lockPageScroll() {
  const root = document.documentElement;
  const scrollbarWidth = window.innerWidth - root.clientWidth;
  if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
  root.classList.add("overflow-hidden");
}

/** Focus reaching a guard goes round to the other end of the popup; from outside, to its start. */
function keepFocusInside(dialog: HTMLDialogElement) {
  dialog.addEventListener("focusin", (event) => {
    const guard = event.target;
    if (!(guard instanceof HTMLElement) || !guard.dataset.focusGuard) return;
    const items = [...dialog.querySelectorAll<HTMLElement>(focusableSelector)].filter(
      (item) => !item.dataset.focusGuard && item.getClientRects().length > 0,
    );
    const cameFromInside = event.relatedTarget instanceof Node && dialog.contains(event.relatedTarget);
    const target = guard.dataset.focusGuard === "last" && cameFromInside ? items.at(-1) : items[0];
    target?.focus();
  });
}

function enhancePopup(dialog: HTMLDialogElement) {
  let opener: HTMLElement | null = null;
  let pressStartedOnBackdrop = false;

  keepFocusInside(dialog);
  dialog.querySelector("[data-close-dialog]")?.addEventListener("click", () => dialog.close());
  // The dialog fills the screen; a press that starts and ends outside the panel is a backdrop click.
  dialog.addEventListener("pointerdown", (event) => (pressStartedOnBackdrop = event.target === dialog));
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog && pressStartedOnBackdrop) dialog.close();
  });
  dialog.addEventListener("close", () => {
    document.documentElement.classList.remove("overflow-hidden");
    document.documentElement.style.removeProperty("padding-right");
    if (opener?.isConnected) opener.focus();
    opener = null;
  });

  return (openedBy: HTMLElement | null) => {
    if (dialog.open) return;
    opener = openedBy;
    lockPageScroll();
    dialog.showModal();
    const box = dialog.querySelector<HTMLElement>("[data-quote-frame]");
    if (box) startFrameIn(box);
    const control = openedBy?.closest<HTMLElement>("[data-control]")?.dataset.control;
    pushConversionEvent("quote_popup_open", control ?? "show-quote-form");
  };
}

const popups = new WeakMap<HTMLDialogElement, (openedBy: HTMLElement | null) => void>();

/** The popup in the page now, made ready on first use; none if the page has lost it. */
function popupOpener() {
  const dialog = document.getElementById(quotePopupId);
  if (!(dialog instanceof HTMLDialogElement)) return undefined;
  let open = popups.get(dialog);
  if (!open) popups.set(dialog, (open = enhancePopup(dialog)));
  return open;
}

export function registerShowQuoteForm(): void {
  window.showQuoteForm = () => {
    const open = popupOpener();
    if (!open) {
      console.error("Iframe not found");
      return;
    }
    const focused = document.activeElement;
    open(focused instanceof HTMLElement && focused !== document.body ? focused : null);
  };

  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target.closest<HTMLElement>("[data-quote-popup]");
    const open = link && popupOpener();
    if (!open) return;
    event.preventDefault();
    link.focus();
    open(link);
  });
}
