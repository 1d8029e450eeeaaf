/** The words of the FAQ page (src/content/pages/moving-faq.yaml); its questions are in faq.yaml. */
import { group } from "../field.ts";
import { hero, seo } from "../sections.ts";

export const movingFaqPage = group(
  { seo: seo(), hero: hero() },
  { label: "FAQ page", description: "The top of the FAQ page; the questions are under FAQ." },
);
