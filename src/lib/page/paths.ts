/** The quote page: every quote link, and the popup when it cannot open, lead here. */
export const quotePath = "/get-a-moving-quote";

/** The form's section on the quote page, where that page's own quote links point instead. */
export const quoteFormId = "estimate-form";

/** The id of the quote popup's <dialog>, in every page (components/quote-popup.tsx, browser/quote-popup.ts). */
export const quotePopupId = "quote-popup";

/**
 * The provider's form page for the configured form id; a frame adds the visitor's ad-click parameters
 * (browser/quote-embed.ts).
 */
export const quoteFormUrl = ({ formPageUrl, formId }: { formPageUrl: string; formId: string }) =>
  new URL(formId, formPageUrl).toString();
