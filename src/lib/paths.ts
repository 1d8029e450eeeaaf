/** The quote page: every quote link, and the popup when it cannot open, lead here. */
export const quotePath = "/get-a-moving-quote";

/** The form's section on the quote page, where that page's own quote links point instead. */
export const quoteFormId = "estimate-form";
