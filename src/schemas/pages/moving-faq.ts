/** The words of the moving-faq page (src/content/pages/moving-faq.yaml). */
import { group } from "../field.ts";
import { seo } from "../sections.ts";

export const movingFaqPage = group({ seo: seo() }, { label: "moving-faq", description: "STUB" });
