/** The words of the packing page (src/content/pages/packing-services.yaml). */
import {
  cardSection,
  checklistSection,
  heroPicture,
  innerPage,
  pricing,
  questionsHeading,
  quoteHeading,
  reviewsHeading,
  stepsSection,
} from "../sections.ts";
import { servicePages } from "../services.ts";

export const packingServicesPage = innerPage("Packing page", "The words of the packing page.", {
  heroPicture: heroPicture(servicePages["packing-services"].id),
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
});
