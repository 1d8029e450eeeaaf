import { Mail, Phone } from "lucide-react";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { business } from "../config/business";
import { cn } from "../lib/cn";
import { mailtoHref, telHref } from "../lib/format";
import { useQuoteFormUrl } from "../lib/quote-form-url";

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
 * Whether the provider's page has loaded in the frame, to take the "Loading" note away.
 * A frame can finish before React hydrates and so miss onLoad: until the provider's page
 * arrives the frame holds its initial same-origin about:blank, so a closed contentDocument
 * means a cross-origin page (the form, or the browser's error page) is already there.
 */
function useFrameLoaded() {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (frameRef.current && frameRef.current.contentDocument === null) setLoaded(true);
  }, []);
  return { frameRef, loaded, onLoad: () => setLoaded(true) };
}

/** The provider's embed settings for each placement of the form (its embed script reads these attributes). */
const placements = {
  inline: { layout: "{'id':'INLINE'}", activation: "alwaysActivated", deactivation: "neverDeactivate" },
  popup: { layout: "{'id':'POPUP'}", activation: "activateOnManual", deactivation: "leadCollected" },
} as const;

type ProviderFormFrameProps = {
  placement: keyof typeof placements;
  loading?: "eager" | "lazy";
  className?: string;
  style?: CSSProperties;
};

/** The provider's form page in an iframe, with a "Loading" note behind it until it paints. */
export function ProviderFormFrame({ placement, loading, className, style }: ProviderFormFrameProps) {
  const src = useQuoteFormUrl();
  const frame = useFrameLoaded();
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
        ref={frame.frameRef}
        src={src}
        title={quoteForm.title}
        loading={loading}
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
    </>
  );
}

type QuoteEmbedProps = {
  /**
   * Where the form is the page (the quote page) it loads at once; everywhere else, hero
   * forms included (below the fold on a phone), the browser loads it when it nears the viewport.
   */
  priority?: boolean;
  className?: string;
};

/**
 * The provider-hosted Moving Cost Estimate form, with the call and e-mail fallback on top
 * of the card, so while the form loads, if the provider never answers or is down, or with
 * JavaScript off, the visitor still sees how to reach us.
 */
export function QuoteEmbed({ priority = false, className }: QuoteEmbedProps) {
  return (
    <div className={cn("w-full overflow-hidden rounded-card bg-white shadow-card", className)}>
      <QuoteFallback control="quote-fallback" />
      <div className="relative">
        <ProviderFormFrame
          placement="inline"
          loading={priority ? "eager" : "lazy"}
          style={{ height: quoteForm.minHeightPx, minHeight: quoteForm.minHeightPx }}
        />
      </div>
    </div>
  );
}
