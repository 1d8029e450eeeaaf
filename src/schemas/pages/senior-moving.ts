/** The words of the senior moving page (src/content/pages/senior-moving.yaml). */
import { group, ownerConfirmed, text } from "../field.ts";
import {
  cardSection,
  cards,
  heroPicture,
  innerPage,
  points,
  questionsHeading,
  quoteHeading,
  reviewsHeading,
  section,
  stepsSection,
} from "../sections.ts";
import { servicePages } from "../services.ts";

const checklist = (label: string, description: string) =>
  group(
    {
      title: text({ label: "Heading", description: "The list's heading.", max: 80 }),
      items: points("Items", "One line each.", { min: 2, max: 10 }),
    },
    { label, description },
  );

export const seniorMovingPage = innerPage("Senior moving page", "The words of the senior moving page.", {
  heroPicture: heroPicture(servicePages["senior-moving"].id),
  benefits: cardSection("Benefits section", "The six benefit cards.", { min: 3, max: 6 }),
  process: stepsSection("Process section", "Consultation, planning, careful packing, settling in.", { min: 4, max: 4 }),
  moves: section("Transitions and services section", "The two lists of senior moves and services.", {
    transitions: checklist("Transitions list", "The kinds of residential transitions handled."),
    services: checklist("Specialized services list", "The specialized senior services."),
  }),
  quote: quoteHeading(),
  reviews: reviewsHeading("testimonials"),
  partnerships: section("Partnerships section", "Who the company works with on senior moves.", {
    items: cards("Cards", "Who the company works with on senior moves.", { min: 1, max: 6 }),
    confirmed: ownerConfirmed("that the company works with each of these, as the cards say"),
  }),
  faqTitle: questionsHeading(),
});
