/** Every customer testimonial (src/content/testimonials.yaml), and where each is shown. */
import { choice, entries, group } from "./field.ts";
import { testimonial } from "./sections.ts";
import { servicePageKeys, servicePageLabels } from "./services.ts";

/** The pages with a testimonials section (a city's own is in its city file). */
export const testimonialPages = [...servicePageKeys, "about", "contact", "get-a-moving-quote"] as const;

export const testimonialsSchema = group(
  {
    testimonials: entries(
      { label: "Testimonial", description: "One customer's words, and the page that shows them." },
      {
        ...testimonial().shape,
        page: choice(testimonialPages, {
          label: "Shown on",
          description: "The page that shows it. Pages show theirs in this list's order.",
          optionLabels: {
            ...servicePageLabels,
            about: "About",
            contact: "Contact",
            "get-a-moving-quote": "Get a quote",
          },
        }),
      },
      { label: "Testimonials", description: "Every testimonial, in order.", itemLabel: "name" },
    ),
  },
  { label: "Testimonials", description: "Customers' words, shown on the service, About, contact and quote pages." },
);
