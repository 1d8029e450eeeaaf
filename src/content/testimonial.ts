/** A customer's words, shown as the spec describes: five stars, the quote, first name and last initial, and where they live. */
export type Testimonial = {
  quote: string;
  /** First name and last initial, e.g. "Maria L." */
  name: string;
  /** e.g. "Moved from Midtown to Decatur" */
  descriptor: string;
  stars: 5;
};
