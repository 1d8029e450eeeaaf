/** The words of the residential moving page (src/content/pages/residential-moving.yaml). */
import { choice, entries, prose, text } from "../field.ts";
import {
  callToAction,
  cards,
  innerPage,
  points,
  questionsHeading,
  reviewsHeading,
  section,
  stats,
  steps,
} from "../sections.ts";
import { iconNames } from "../icons.ts";

export const residentialMovingPage = innerPage("Residential moving page", "The words of the residential moving page.", {
  challenges: section("Challenges section", "Three Atlanta moving challenges and how they are handled.", {
    items: entries(
      { label: "Challenge", description: "One moving challenge and its answer." },
      {
        icon: choice(iconNames, { label: "Icon", description: "The picture on the card." }),
        title: text({ label: "Challenge", description: "The challenge's name.", max: 60 }),
        description: prose({ label: "Text", description: "What makes it hard in Atlanta homes.", max: 320 }),
        solution: prose({ label: "How we solve it", description: "What the crew does about it.", max: 320 }),
      },
      {
        label: "Challenges",
        description: "The spec's three: stairs and elevators, parking, valuables.",
        min: 3,
        max: 3,
        itemLabel: "title",
      },
    ),
  }),
  services: section("Services section", "What the residential service covers.", {
    items: cards("Services", "Local home moves, apartment moves and the packing options.", { min: 3, max: 3 }),
  }),
  whyUs: section("Why choose us section", "The navy section with the checklist and figures.", {
    points: points("Reasons", "The checklist of reasons to choose the company.", { min: 3, max: 10 }),
    stats: stats("Figures", "The figures under the checklist.", { min: 2, max: 4 }),
  }),
  process: section("Process section", "The three-step home moving process.", {
    steps: steps("Steps", "Free in-home estimate, packing and preparation, safe delivery and setup.", {
      min: 3,
      max: 3,
    }),
  }),
  reviews: reviewsHeading("testimonials"),
  faqTitle: questionsHeading(),
  closing: callToAction(),
});
