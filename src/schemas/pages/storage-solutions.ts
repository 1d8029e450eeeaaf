/** The words of the storage page (src/content/pages/storage-solutions.yaml). */
import {
  cardSection,
  heroPicture,
  innerPage,
  pricing,
  questionsHeading,
  quoteHeading,
  reviewsHeading,
  statsSection,
  stepsSection,
} from "../sections.ts";
import { servicePages } from "../services.ts";

export const storageSolutionsPage = innerPage("Storage page", "The words of the storage page.", {
  heroPicture: heroPicture(servicePages["storage-solutions"].id),
  stats: statsSection("Figures section", "The figures under the hero."),
  types: cardSection(
    "Storage types section",
    "Short-term (1-30 days), long-term (30+ days, billed monthly) and storage-in-transit.",
    { min: 3, max: 3 },
  ),
  security: cardSection("Security section", "The four security features.", { min: 1, max: 4 }),
  process: stepsSection("Process section", "Pack and inventory, secure storage, easy retrieval.", { min: 3, max: 3 }),
  pricing: pricing("Pricing section", "The advertised storage rates."),
  quote: quoteHeading(),
  reviews: reviewsHeading(),
  faqTitle: questionsHeading(),
});
