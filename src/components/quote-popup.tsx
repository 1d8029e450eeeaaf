import { X } from "lucide-react";
import { quotePopupId } from "../lib/page/paths";
import { ProviderFormFrame } from "./quote-embed";

const headingId = "quote-popup-heading";

/**
 * A modal <dialog> keeps focus off the page but lets Tab leave for the browser's own controls,
 * and focus leaving the provider's cross-origin frame goes there too (we cannot see keys
 * pressed inside it). A guard at each end sends focus round to the other end
 * (browser/quote-popup.ts).
 */
function FocusGuard({ to }: { to: "first" | "last" }) {
  return <span tabIndex={0} data-focus-guard={to} className="sr-only" />;
}

/**
 * The quote popup: a modal <dialog> holding the provider's form, set for manual activation and
 * to deactivate once a lead is collected. window.showQuoteForm and the quote buttons open it
 * (browser/quote-popup.ts). The form's frame has no address until the popup first opens, and
 * keeps it, so a half-filled form survives closing.
 */
export function QuotePopup() {
  return (
    <dialog
      id={quotePopupId}
      aria-labelledby={headingId}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none items-center justify-center bg-transparent p-0 backdrop:bg-navy-950/80 open:flex md:p-8"
    >
      <FocusGuard to="last" />
      <div className="flex size-full flex-col overflow-hidden bg-white shadow-card md:max-h-224 md:max-w-3xl md:rounded-card">
        <div className="flex items-center justify-between gap-4 border-b border-navy-900/10 py-2 pr-2 pl-5 sm:pl-6">
          <h2 id={headingId} className="font-display text-xl font-bold text-navy-900 sm:text-2xl">
            Get your free moving quote
          </h2>
          <button
            type="button"
            data-close-dialog=""
            className="inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-1.5 rounded-full px-4 font-semibold text-navy-900 hover:bg-navy-50"
          >
            <X aria-hidden="true" className="size-5" />
            Close
          </button>
        </div>
        <div className="min-h-0 flex-1">
          <ProviderFormFrame placement="popup" className="size-full" />
        </div>
      </div>
      <FocusGuard to="first" />
    </dialog>
  );
}
