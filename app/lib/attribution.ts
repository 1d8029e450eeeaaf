/**
 * Ad-click attribution for the quote form. Bundled into the inline script every page starts
 * with (before-hydration.ts): it must not import the site's config or React.
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

/** The provider's form frames carry data-form-id (see ProviderFormFrame). */
export const quoteFrameSelector = "iframe[data-form-id]";

/**
 * The pre-rendered form frames cannot know the visitor's query string, so their src gets
 * the attribution parameters here, as soon as the page is parsed, before the visitor can
 * start filling the form. React leaves the frame's src alone after that (useQuoteFormUrl),
 * so starting the app never reloads a half-filled form.
 */
export function addAttributionToQuoteFrames(): void {
  if (!attributionParams.some((name) => new URLSearchParams(location.search).has(name))) return;
  for (const frame of document.querySelectorAll<HTMLIFrameElement>(quoteFrameSelector)) {
    const src = withAttribution(frame.src, location.search);
    if (src !== frame.src) frame.src = src;
  }
}
