/** The words of the commercial and office moving page (src/content/pages/commercial-moving.yaml). */
import { group, picture, text } from "../field.ts";
import { cardSection, heading, hero, seo, stepsSection } from "../sections.ts";

export const commercialMovingPage = group(
  {
    seo: seo(),
    hero: hero(),
    heroPicture: picture({
      label: "Hero picture",
      description: "The picture beside the headline on wider screens (a landscape photo, 1200 pixels or more across).",
      folder: "commercial",
    }),
    services: cardSection(
      "Services section",
      "The six services: office relocations, after-hours, corporate, IT equipment, warehouse, space planning.",
      { min: 3, max: 6 },
    ),
    process: stepsSection("Process section", "The four-step office moving process.", { min: 4, max: 4 }),
    industries: cardSection(
      "Industries section",
      "The six industries: healthcare, legal, technology, financial, education, retail.",
      { min: 3, max: 6 },
    ),
    quote: heading("Quote form section", "The heading over this page's quote form."),
    reviews: heading("Reviews section", "The heading over the testimonial."),
    faqTitle: text({
      label: "Questions heading",
      description: "The heading over this page's questions (FAQ, Also on).",
      max: 80,
    }),
  },
  { label: "Commercial moving page", description: "The words of the commercial and office moving page." },
);
