import { business } from "../config/business";
import { withAttribution } from "./quote-frames";

/** Only the lead provider's own pages may post messages we act on (leads, resizing). */
export const quoteProviderOrigin = new URL(business.quoteForm.formPageUrl).origin;

/**
 * The provider's form page for the configured form id. A frame adds the visitor's ad-click
 * parameters when it loads (quote-frames.ts); pass them here for a link or a no-JavaScript frame.
 */
export function quoteFormUrl(pageSearch = ""): string {
  return withAttribution(new URL(business.quoteForm.formId, business.quoteForm.formPageUrl).toString(), pageSearch);
}
