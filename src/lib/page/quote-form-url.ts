type QuoteForm = { formPageUrl: string; formId: string };

/** Only the lead provider's own pages may post messages we act on (leads, resizing). */
export const quoteProviderOrigin = ({ formPageUrl }: QuoteForm) => new URL(formPageUrl).origin;

/**
 * The provider's form page for the configured form id. A frame adds the visitor's ad-click
 * parameters when it loads (withAttribution in quote-frames.ts).
 */
export function quoteFormUrl({ formPageUrl, formId }: QuoteForm): string {
  return new URL(formId, formPageUrl).toString();
}
