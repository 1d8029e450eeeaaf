/** The words of the packing page (src/content/pages/packing-services.yaml). */
import { group, picture } from "../field.ts";
import {
  cardSection,
  checklistSection,
  hero,
  pricing,
  questionsHeading,
  quoteHeading,
  reviewsHeading,
  seo,
  stepsSection,
} from "../sections.ts";

export const packingServicesPage = group(
  {
    seo: seo(),
    hero: hero(),
    heroPicture: picture({
      label: "Hero picture",
      description: "The picture beside the headline on wider screens (a landscape photo, 1200 pixels or more across).",
      folder: "packing",
    }),
    types: cardSection("Packing types section", "The three packing types: full-service, partial, fragile-only.", {
      min: 3,
      max: 3,
    }),
    materials: checklistSection("Materials section", "The packing materials the packers bring."),
    specialties: cardSection("Specialty packing section", "The belongings packed with particular care.", {
      min: 1,
      max: 6,
    }),
    process: stepsSection("Process section", "The four-step packing process.", { min: 4, max: 4 }),
    pricing: pricing("Pricing section", "The advertised packing rates."),
    quote: quoteHeading(),
    reviews: reviewsHeading(),
    benefits: cardSection("Benefits section", "The four benefits of professional packing.", { min: 4, max: 4 }),
    faqTitle: questionsHeading(),
  },
  { label: "Packing page", description: "The words of the packing page." },
);
