/** The words of the residential moving page (src/content/pages/residential-moving.yaml). */
import { choice, group, list, prose, text } from "../field.ts";
import { iconNames } from "../icons.ts";
import { callToAction, cards, heading, hero, points, seo, stats, steps } from "../sections.ts";

export const residentialMovingPage = group(
  {
    seo: seo(),
    hero: hero(),
    challenges: group(
      {
        heading: heading("Heading", "The section's heading."),
        items: list(
          group(
            {
              icon: choice(iconNames, { label: "Icon", description: "The picture on the card." }),
              title: text({ label: "Challenge", description: "The challenge's name.", max: 60 }),
              description: prose({ label: "Text", description: "What makes it hard in Atlanta homes.", max: 320 }),
              solution: prose({ label: "How we solve it", description: "What the crew does about it.", max: 320 }),
            },
            { label: "Challenge", description: "One moving challenge and its answer." },
          ),
          {
            label: "Challenges",
            description: "The spec's three: stairs and elevators, parking, valuables.",
            min: 3,
            max: 3,
            itemLabel: "title",
          },
        ),
      },
      { label: "Challenges section", description: "Three Atlanta moving challenges and how they are handled." },
    ),
    services: group(
      {
        heading: heading("Heading", "The section's heading."),
        items: cards("Services", "Local home moves, apartment moves and the packing options.", { min: 3, max: 3 }),
      },
      { label: "Services section", description: "What the residential service covers." },
    ),
    whyUs: group(
      {
        heading: heading("Heading", "The section's heading."),
        points: points("Reasons", "The checklist of reasons to choose the company.", { min: 3, max: 10 }),
        stats: stats("Figures", "The figures under the checklist.", { min: 2, max: 4 }),
      },
      { label: "Why choose us section", description: "The navy section with the checklist and figures." },
    ),
    process: group(
      {
        heading: heading("Heading", "The section's heading."),
        steps: steps("Steps", "Free in-home estimate, packing and preparation, safe delivery and setup.", {
          min: 3,
          max: 3,
        }),
      },
      { label: "Process section", description: "The three-step home moving process." },
    ),
    reviews: heading("Reviews section", "The heading over the testimonials."),
    faqTitle: text({
      label: "Questions heading",
      description: "The heading over this page's questions (FAQ, Also on).",
      max: 80,
    }),
    closing: callToAction(),
  },
  { label: "Residential moving page", description: "The words of the residential moving page." },
);
