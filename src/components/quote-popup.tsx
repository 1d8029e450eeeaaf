import { X } from "lucide-react";
import { quotePopupId } from "../lib/page/paths";
import { CheckUsPanel, ProviderFormFrame } from "./quote-embed";

/** The quote popup: a modal <dialog> whose form loads on first opening and is kept, half-filled, on closing
 * (src/browser/quote-popup.ts). */
export function QuotePopup() {
  return (
    <dialog
      id={quotePopupId}
      aria-labelledby={`${quotePopupId}-heading`}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none items-center justify-center bg-transparent p-0 backdrop:bg-navy-950/80 open:flex md:p-8"
    >
      {/*
       * Tab may leave a modal <dialog> (and the provider's frame) for the browser: a guard at each end sends focus
       * round.
       */}
      <span tabIndex={0} data-focus-guard="last" className="sr-only" />
      <div className="flex size-full flex-col overflow-hidden bg-white shadow-card md:max-h-224 md:max-w-3xl md:rounded-card">
        <div className="flex items-center justify-between gap-4 border-b border-navy-900/10 py-2 pr-2 pl-5 sm:pl-6">
          <h2 id={`${quotePopupId}-heading`} className="font-display text-xl font-bold text-navy-900 sm:text-2xl">
            Get your free moving quote
          </h2>
          <button
            type="button"
            data-close-dialog=""
            className="inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-1.5 rounded-full px-4 font-semibold text-navy-900 hover:bg-navy-50"
          >
            <X className="size-5" />
            Close
          </button>
        </div>
        {/* Scrolls within its share, so an opened panel below never lies over the form or its fallback. */}
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ProviderFormFrame placement="popup" />
        </div>
        {/* Opened, the panel scrolls within the lower half, so the form stays in view above it. */}
        <div className="max-h-[50%] shrink-0 overflow-y-auto border-t border-navy-900/10">
          <CheckUsPanel placement="popup" className="rounded-none shadow-none" />
        </div>
      </div>
      <span tabIndex={0} data-focus-guard="first" className="sr-only" />
    </dialog>
  );
}
