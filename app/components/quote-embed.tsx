import { Mail, Phone } from "lucide-react";
import { useState } from "react";
import { business } from "../config/business";
import { mailtoHref, telHref } from "../lib/format";
import { useQuoteFormUrl } from "../lib/quote-form-url";

type QuoteEmbedProps = {
  /** Above the fold the form loads at once; everywhere else it waits until the visitor scrolls near it. */
  priority?: boolean;
  className?: string;
};

const { quoteForm } = business;

/**
 * The provider-hosted Moving Cost Estimate form. The call and e-mail fallback sits
 * behind the (transparent until painted) iframe, so while the form loads, if the
 * provider never answers, or with JavaScript off, the visitor still sees how to reach us.
 */
export function QuoteEmbed({ priority = false, className = "" }: QuoteEmbedProps) {
  const src = useQuoteFormUrl();
  // Once the form has painted over the fallback, its links must not take keyboard focus unseen.
  const [formLoaded, setFormLoaded] = useState(false);
  return (
    <div className={className}>
    <div className="relative w-full overflow-hidden rounded-card bg-white shadow-card">
      <div data-testid="quote-fallback" inert={formLoaded} className="absolute inset-x-0 top-0 p-6 text-center sm:p-10">
        <p className="font-display text-xl font-bold text-navy-900">Loading your free quote form…</p>
        <p className="mt-3 text-muted">
          If the form does not appear, we are just a call or an e-mail away, and happy to quote by phone.
        </p>
        <div className="mt-6 flex flex-col items-center gap-3">
          <a href={telHref} data-control="quote-fallback-call" className="inline-flex items-center gap-2 text-lg font-semibold text-navy-900 underline">
            <Phone aria-hidden="true" className="size-5" />
            Call {business.phone.display}
          </a>
          <a href={mailtoHref} data-control="quote-fallback-email" className="inline-flex items-center gap-2 font-semibold text-navy-900 underline">
            <Mail aria-hidden="true" className="size-5" />
            E-mail {business.email}
          </a>
        </div>
      </div>
      <iframe
        src={src}
        title={quoteForm.title}
        loading={priority ? "eager" : "lazy"}
        id={`inline-${quoteForm.formId}`}
        data-layout="{'id':'INLINE'}"
        data-trigger-type={quoteForm.triggerType}
        data-trigger-value=""
        data-activation-type="alwaysActivated"
        data-deactivation-type="neverDeactivate"
        data-form-name={quoteForm.title}
        data-height={quoteForm.suggestedHeight}
        data-form-id={quoteForm.formId}
        className="relative block w-full border-0"
        style={{ height: quoteForm.minHeightPx, minHeight: quoteForm.minHeightPx }}
        onLoad={() => setFormLoaded(true)}
      />
    </div>
      <p className="mt-3 text-center text-sm text-muted">
        Prefer to talk?{" "}
        <a href={telHref} data-control="quote-form-call" className="font-semibold text-navy-900 underline">
          Call {business.phone.display}
        </a>
        , 7 days a week.
      </p>
    </div>
  );
}
