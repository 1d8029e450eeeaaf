/** The quote page: every quote link, and the popup when it cannot open, lead here. */
export const quotePath = "/get-a-moving-quote";
