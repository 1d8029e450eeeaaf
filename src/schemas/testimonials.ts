/** Every customer testimonial (src/content/testimonials.yaml), and where each is shown. */
import { choice, group, list } from "./field.ts";
import { testimonial } from "./sections.ts";
import { servicePageLabels } from "./services.ts";

/** The pages with a testimonials section (a city's own is in its city file), by their names in the editor. */
export const testimonialPages = {
  ...servicePageLabels,
  about: "About",
  contact: "Contact",
  "get-a-moving-quote": "Get a quote",
};

export const testimonialsSchema = group(
  "Testimonials",
  "Customers' words, shown on the service, About, contact and quote pages.",
  {
    testimonials: list(
      "Testimonials",
      "Every testimonial, in order.",
      group("Testimonial", "One customer's words, and the page that shows them.", {
        ...testimonial().shape,
        page: choice("Shown on", "The page that shows it. Pages show theirs in this list's order.", testimonialPages),
      }),
      { itemLabel: "name" },
    ),
  },
);
