/** The words of the storage page (src/content/pages/storage-solutions.yaml). */
import { group, picture } from "../field.ts";
import {
  cardSection,
  hero,
  pricing,
  questionsHeading,
  quoteHeading,
  reviewsHeading,
  seo,
  statsSection,
  stepsSection,
} from "../sections.ts";

export const storageSolutionsPage = group(
  {
    seo: seo(),
    hero: hero(),
    heroPicture: picture({
      label: "Hero picture",
      description: "The picture beside the headline (a landscape photo, 1200 pixels or more across).",
      folder: "storage",
    }),
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
  },
  { label: "Storage page", description: "The words of the storage page." },
);
