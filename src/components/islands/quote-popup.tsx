import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import { flushSync } from "react-dom";
import { IslandBoundary } from "./island-boundary";

const headingId = "quote-popup-heading";

const focusableSelector =
  "a[href], button:not([disabled]), iframe, input, select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * A modal <dialog> keeps focus off the page but lets Tab leave for the browser's own
 * controls, and focus leaving the provider's cross-origin frame goes there too (we cannot
 * see keys pressed inside it). A guard at each end sends focus round to the other end.
 */
function FocusGuard({ to }: { to: "first" | "last" }) {
  function handleFocus(event: FocusEvent<HTMLSpanElement>) {
    const dialog = event.currentTarget.closest("dialog");
    if (!dialog) return;
    const items = [...dialog.querySelectorAll<HTMLElement>(focusableSelector)].filter(
      (item) => !("focusGuard" in item.dataset) && item.getClientRects().length > 0,
    );
    // The opening guard also receives the dialog's initial focus: from outside, start at the top.
    const cameFromInside = event.relatedTarget instanceof Node && dialog.contains(event.relatedTarget);
    const target = to === "last" && cameFromInside ? items.at(-1) : items[0];
    target?.focus();
  }
  return <span tabIndex={0} data-focus-guard="" className="sr-only" onFocus={handleFocus} />;
}

/** Stops the page behind the popup from scrolling, keeping the scrollbar's width so nothing shifts. */
function lockPageScroll() {
  const root = document.documentElement;
  const scrollbarWidth = window.innerWidth - root.clientWidth;
  if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
  root.classList.add("overflow-hidden");
}

function unlockPageScroll() {
  const root = document.documentElement;
  root.classList.remove("overflow-hidden");
  root.style.removeProperty("padding-right");
}

/**
 * The quote popup: our own modal <dialog> holding the provider's form, set for manual
 * activation and to deactivate once a lead is collected. window.showQuoteForm
 * (browser/quote-popup-launcher.ts) opens it through window.openQuotePopup, which this
 * island sets when it hydrates. The form's frame (children: the static ProviderFormFrame,
 * handed in by the layout) only exists from the first opening on, and stays, so a
 * half-filled form survives closing.
 */
type QuotePopupProps = {
  /** The dialog's id and the event that says the island is ready (browser/quote-popup-launcher.ts). */
  dialogId: string;
  readyEvent: string;
  /** Where the launcher sends the visitor if this island never runs. */
  fallbackHref: string;
  /** The form's frame and the Close button's icon: static HTML handed in by the layout. */
  children: ReactNode;
  closeIcon?: ReactNode;
};

function Popup({ dialogId, readyEvent, fallbackHref, children, closeIcon }: QuotePopupProps) {
  const [requested, setRequested] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    window.openQuotePopup = (opener) => {
      const dialog = dialogRef.current;
      if (!dialog || dialog.open) return;
      openerRef.current = opener;
      // Commit the heading, Close button and form first, so showModal() can move focus into them.
      flushSync(() => setRequested(true));
      lockPageScroll();
      dialog.showModal();
    };
    // From a task of its own: a call that was waiting opens the popup at once, and flushSync
    // (above) cannot render the form's frame from inside React's effects, where this runs.
    const announce = setTimeout(() => window.dispatchEvent(new Event(readyEvent)));
    return () => {
      clearTimeout(announce);
      delete window.openQuotePopup;
      unlockPageScroll();
    };
  }, [readyEvent]);

  function handleClose() {
    unlockPageScroll();
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
  }

  // The dialog fills the screen; a press that starts and ends outside the panel is a backdrop click.
  function handlePointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) event.currentTarget.close();
  }

  return (
    <dialog
      ref={dialogRef}
      id={dialogId}
      data-fallback-href={fallbackHref}
      aria-labelledby={requested ? headingId : undefined}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none items-center justify-center bg-transparent p-0 backdrop:bg-navy-950/80 open:flex md:p-8"
      onClose={handleClose}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
    >
      {requested && (
        <>
          <FocusGuard to="last" />
          <div className="flex size-full flex-col overflow-hidden bg-white shadow-card md:max-h-224 md:max-w-3xl md:rounded-card">
            <div className="flex items-center justify-between gap-4 border-b border-navy-900/10 py-2 pr-2 pl-5 sm:pl-6">
              <h2 id={headingId} className="font-display text-xl font-bold text-navy-900 sm:text-2xl">
                Get your free moving quote
              </h2>
              <button
                type="button"
                className="inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-1.5 rounded-full px-4 font-semibold text-navy-900 hover:bg-navy-50"
                onClick={() => dialogRef.current?.close()}
              >
                {closeIcon}
                Close
              </button>
            </div>
            <div className="min-h-0 flex-1">{children}</div>
          </div>
          <FocusGuard to="first" />
        </>
      )}
    </dialog>
  );
}

export function QuotePopup(props: QuotePopupProps) {
  return (
    <IslandBoundary>
      <Popup {...props} />
    </IslandBoundary>
  );
}
