/** The words of the commercial and office moving page (src/content/pages/commercial-moving.yaml). */
import { group, picture } from "../field.ts";
import { cardSection, hero, questionsHeading, quoteHeading, reviewsHeading, seo, stepsSection } from "../sections.ts";

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
    quote: quoteHeading(),
    reviews: reviewsHeading(),
    faqTitle: questionsHeading(),
  },
  { label: "Commercial moving page", description: "The words of the commercial and office moving page." },
);
