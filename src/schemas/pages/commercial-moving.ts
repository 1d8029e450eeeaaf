/** The words of the commercial and office moving page (src/content/pages/commercial-moving.yaml). */
import {
  cardSection,
  heroPicture,
  innerPage,
  questionsHeading,
  quoteHeading,
  reviewsHeading,
  stepsSection,
} from "../sections.ts";
import { servicePages } from "../services.ts";

export const commercialMovingPage = innerPage(
  "Commercial moving page",
  "The words of the commercial and office moving page.",
  {
    heroPicture: heroPicture(servicePages["commercial-moving"].id),
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
);
