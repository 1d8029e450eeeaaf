/**
 * When the quote form's frame loads, and with which URL. Bundled into the inline script
 * every page starts with (before-hydration.ts) as well as the app: it must not import the
 * site's config or React.
 *
 * A frame is rendered with data-src and no src (ProviderFormFrame). It gets its src when it
 * comes into view, so the provider's page (a third party, and heavy) never competes with ours
 * for the first paint on a phone, where the hero's form sits just below the fold. The inline
 * script does this for the frames in the pre-rendered page, before the app has started; the
 * app does it for the frames it renders later (the popup's, or after a link).
 */

/** The ad-click parameters the owner needs to see against each lead. */
export const attributionParams = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
] as const;

/** The URL with the page's attribution parameters (and no others) added. */
export function withAttribution(url: string, pageSearch: string): string {
  const result = new URL(url);
  const pageParams = new URLSearchParams(pageSearch);
  for (const name of attributionParams) {
    const value = pageParams.get(name);
    if (value) result.searchParams.set(name, value);
  }
  return result.toString();
}

/** A quote frame that has not loaded yet. */
export const waitingQuoteFrameSelector = "iframe[data-src]";

let observer: IntersectionObserver | undefined;

/** Gives the frame its src, with the page's ad-click parameters, once any of it is in view. */
export function loadWhenInView(frame: HTMLIFrameElement): void {
  observer ??= new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      if (!isIntersecting) continue;
      observer?.unobserve(target);
      const waiting = target as HTMLIFrameElement;
      // The inline script and the app may both watch a frame; only the first sets src,
      // because setting it again would reload a form the visitor may be filling in.
      if (waiting.dataset.src && !waiting.hasAttribute("src"))
        waiting.src = withAttribution(waiting.dataset.src, location.search);
    }
  });
  observer.observe(frame);
}

export function loadQuoteFramesInView(): void {
  for (const frame of document.querySelectorAll<HTMLIFrameElement>(waitingQuoteFrameSelector)) loadWhenInView(frame);
}
