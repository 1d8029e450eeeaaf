import { business } from "../data/business";

/** Only the lead provider's own pages may post messages we act on (leads, resizing). */
export const quoteProviderOrigin = new URL(business.quoteForm.formPageUrl).origin;

/**
 * The provider's form page for the configured form id. A frame adds the visitor's ad-click
 * parameters when it loads (withAttribution in quote-frames.ts).
 */
export function quoteFormUrl(): string {
  return new URL(business.quoteForm.formId, business.quoteForm.formPageUrl).toString();
}
