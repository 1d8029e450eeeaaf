import { Mail, Phone } from "lucide-react";
import { type CSSProperties, type SyntheticEvent, useEffect, useRef, useState } from "react";
import { business } from "../config/business";
import { cn } from "../lib/cn";
import { mailtoHref, telHref } from "../lib/format";
import { quoteFormUrl } from "../lib/quote-form-url";
import { loadWhenInView } from "../lib/quote-frames";

const { quoteForm } = business;

type QuoteFallbackProps = {
  /** Prefix of the links' data-control names, e.g. "quote-fallback" gives "quote-fallback-call". */
  control: string;
  className?: string;
};

/**
 * The call and e-mail way to a quote, shown with every quote form. It sits beside the
 * iframe, not behind it: when the provider is down the browser paints an opaque error
 * page in the frame, so only text outside the frame is sure to be seen.
 */
export function QuoteFallback({ control, className }: QuoteFallbackProps) {
  return (
    <div data-testid="quote-fallback" className={cn("bg-navy-50 px-5 py-3 text-center text-sm text-ink", className)}>
      <p>Prefer to talk, or the form will not load? We are happy to quote by phone.</p>
      <p className="mt-1 flex flex-wrap items-center justify-center gap-x-6">
        <a
          href={telHref}
          data-control={`${control}-call`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold whitespace-nowrap text-navy-900 underline underline-offset-4"
        >
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          Call {business.phone.display}
        </a>
        <a
          href={mailtoHref}
          data-control={`${control}-email`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-navy-900 underline underline-offset-4"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          E-mail {business.email}
        </a>
      </p>
    </div>
  );
}

/**
 * The frame's loading: it has no src until it comes into view (quote-frames.ts), and the
 * "Loading" note goes away once the provider's page has loaded in it. The inline script may
 * have loaded a pre-rendered frame before the app started, and so before onLoad was
 * listening: a cross-origin page in the frame (the form, or the browser's error page)
 * leaves contentDocument null.
 */
function useQuoteFrame() {
  const ref = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    if (frame.hasAttribute("src") && frame.contentDocument === null) setLoaded(true);
    else loadWhenInView(frame);
  }, []);
  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    // A frame without src loads about:blank first; that is not the form.
    if (event.currentTarget.hasAttribute("src")) setLoaded(true);
  };
  return { ref, loaded, onLoad };
}

/** The provider's embed settings for each placement of the form (its embed script reads these attributes). */
const placements = {
  inline: { layout: "{'id':'INLINE'}", activation: "alwaysActivated", deactivation: "neverDeactivate" },
  popup: { layout: "{'id':'POPUP'}", activation: "activateOnManual", deactivation: "leadCollected" },
} as const;

type ProviderFormFrameProps = {
  placement: keyof typeof placements;
  className?: string;
  style?: CSSProperties;
};

/**
 * The provider's form page in an iframe, with a "Loading" note behind it until it paints.
 * It loads when it comes into view; without JavaScript, the <noscript> frame over it loads
 * (lazily) instead.
 */
export function ProviderFormFrame({ placement, className, style }: ProviderFormFrameProps) {
  const frame = useQuoteFrame();
  const settings = placements[placement];
  const frameId = `${placement}-${quoteForm.formId}`;
  return (
    <>
      {/* Behind the frame, which stays transparent until the provider's page paints. */}
      <p
        hidden={frame.loaded}
        className="absolute inset-x-0 top-0 p-10 text-center font-display text-xl font-bold text-navy-900"
      >
        Loading your free quote form…
      </p>
      <iframe
        ref={frame.ref}
        data-src={quoteFormUrl()}
        title={quoteForm.title}
        id={frameId}
        data-control={placement === "inline" ? "quote-embed" : "quote-popup"}
        data-layout={settings.layout}
        data-trigger-type={quoteForm.triggerType}
        data-trigger-value=""
        data-activation-type={settings.activation}
        data-activation-value=""
        data-deactivation-type={settings.deactivation}
        data-deactivation-value=""
        data-form-name={quoteForm.title}
        data-height={quoteForm.suggestedHeight}
        data-layout-iframe-id={frameId}
        data-form-id={quoteForm.formId}
        className={cn("relative block w-full border-0", className)}
        style={style}
        onLoad={frame.onLoad}
      />
      <noscript>
        <iframe
          src={quoteFormUrl()}
          title={quoteForm.title}
          loading="lazy"
          className="absolute inset-0 size-full border-0 bg-white"
        />
      </noscript>
    </>
  );
}

/**
 * The provider-hosted Moving Cost Estimate form, with the call and e-mail fallback on top
 * of the card, so while the form loads, if the provider never answers or is down, or with
 * JavaScript off, the visitor still sees how to reach us.
 *
 * The frame loads when it comes into view (on a phone, a hero's form is just below the fold),
 * so the provider's page does not compete with ours for the first paint.
 */
export function QuoteEmbed({ className }: { className?: string }) {
  return (
    <div className={cn("w-full overflow-hidden rounded-card bg-white shadow-card", className)}>
      <QuoteFallback control="quote-fallback" />
      <div className="relative">
        <ProviderFormFrame
          placement="inline"
          style={{ height: quoteForm.minHeightPx, minHeight: quoteForm.minHeightPx }}
        />
      </div>
    </div>
  );
}
